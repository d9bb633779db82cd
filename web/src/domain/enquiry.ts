import type { CheckedValues } from "@common/database";
import type { BadgeVariant } from "./badge";

/** Where an enquiry stands in the admin inbox (enquiries.status). */
export type EnquiryStatus = CheckedValues["enquiries"]["status"];

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  nouvelle: "Nouvelle",
  en_cours: "En cours",
  traitee: "Traitée",
  archivee: "Archivée",
};

export const ENQUIRY_STATUSES = Object.keys(ENQUIRY_STATUS_LABELS) as EnquiryStatus[];

export const isEnquiryStatus = (value: unknown): value is EnquiryStatus =>
  typeof value === "string" && Object.hasOwn(ENQUIRY_STATUS_LABELS, value);

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
