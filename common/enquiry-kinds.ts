import type { CheckedValues } from "./database.checks.ts";
import { isLabelledValue, labelledValues } from "./labelled-values.ts";

/** What a visitor's message is about (enquiries.kind). */
export type EnquiryKind = CheckedValues["enquiries"]["kind"];

/** The kind as the inbox names it: a column, a filter, a CSV cell (« Devis »). */
export const ENQUIRY_KIND_LABELS: Record<EnquiryKind, string> = {
  contact: "Contact",
  project: "Projet",
  service: "Service",
  information: "Information formation",
  quote: "Devis",
  application: "Candidature",
};

/** The same kind said as a sentence names it, in the e-mails (« Type de demande : Demande de devis. »). */
export const ENQUIRY_KIND_PHRASES: Record<EnquiryKind, string> = {
  contact: "Message de contact",
  project: "Demande de projet",
  service: "Demande de service",
  information: "Demande d'information sur une formation",
  quote: "Demande de devis",
  application: "Candidature",
};

export const ENQUIRY_KINDS = labelledValues(ENQUIRY_KIND_LABELS);
export const isEnquiryKind = isLabelledValue(ENQUIRY_KIND_LABELS);
