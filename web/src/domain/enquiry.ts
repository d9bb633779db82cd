import type { CheckedValues } from "@common/database";
import { isLabelledValue, labelledValues } from "@common/labelled-values";
import type { BadgeVariant } from "./badge";

/** Where an enquiry stands in the admin inbox (enquiries.status). */
export type EnquiryStatus = CheckedValues["enquiries"]["status"];

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  nouvelle: "Nouvelle",
  en_cours: "En cours",
  traitee: "Traitée",
  archivee: "Archivée",
};

export const ENQUIRY_STATUSES = labelledValues(ENQUIRY_STATUS_LABELS);
export const isEnquiryStatus = isLabelledValue(ENQUIRY_STATUS_LABELS);

const ENQUIRY_BADGES: Record<EnquiryStatus, BadgeVariant> = {
  nouvelle: "accent",
  en_cours: "default",
  traitee: "success",
  archivee: "secondary",
};

export function enquiryStatusBadge(status: EnquiryStatus): BadgeVariant {
  return ENQUIRY_BADGES[status] ?? "secondary";
}

/** Query keys of the admin inbox. */
export const enquiryKeys = {
  all: ["enquiries"] as const,
  list: ["enquiries", "list"] as const,
  one: (id: string) => ["enquiries", "one", id] as const,
  events: (id: string) => ["enquiries", "events", id] as const,
  unread: ["enquiries", "unread"] as const,
  staff: ["enquiries", "staff"] as const,
};
