import { formatDateTime, timeZoneName } from "@common/format";

/** The kinds and their words are the e-mails' too: written once in common/enquiry-kinds.ts. */
export { ENQUIRY_KINDS, isEnquiryKind } from "@common/enquiry-kinds";

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
  job_offer: "Offre d'emploi (adresse)",
  cv_name: "CV",
};

/**
 * Dates of the inbox, in the reader's time zone and naming it (« 3 décembre 2026 à 11 h 39 (heure de Montréal) »),
 * so the staff of each office read their own time and know which it is (common/format.ts).
 */
export function formatEnquiryDate(iso: string, { zone = true } = {}): string {
  return formatDateTime(iso, readerZone(), { zone });
}

const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** The reader's zone, named once above a column of times (« heure de Montréal ») instead of on every row. */
export const readerZoneName = () => timeZoneName(readerZone());
