import type { EnquiryKind } from "./enquiry.types";

export const KIND_LABELS: Record<EnquiryKind, string> = {
  contact: "Contact",
  project: "Projet",
  service: "Service",
  information: "Information formation",
  quote: "Devis",
  application: "Candidature",
};

export const ENQUIRY_KINDS = Object.keys(KIND_LABELS) as EnquiryKind[];

export const isEnquiryKind = (value: unknown): value is EnquiryKind =>
  typeof value === "string" && Object.hasOwn(KIND_LABELS, value);

/** Labels of the kind-specific fields kept in `details`, in the order the detail view shows them. */
export const DETAIL_LABELS: Record<string, string> = {
  service: "Service demandé",
  theme: "Thème de formation",
  subject: "Sujet choisi",
  formation_ids: "Formation(s)",
  participants: "Participants",
  preferred_dates: "Dates souhaitées",
  city: "Ville",
  budget: "Budget indicatif",
  position: "Poste recherché",
  cv_name: "CV",
};

const dateTime = new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** Dates of the inbox, in UTC so every admin reads the same time whatever their machine ('UTC' shown). */
export function formatEnquiryDate(iso: string): string {
  return `${dateTime.format(new Date(iso))} UTC`;
}
