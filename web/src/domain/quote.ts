import type { CheckedValues } from "@common/database";
import { isLabelledValue, labelledValues } from "@common/labelled-values";
import type { BadgeVariant } from "./badge";

/** Where a quote (devis) stands (quotes.status; decision 0997). */
export type QuoteStatus = CheckedValues["quotes"]["status"];
/** What a quote line sells (quote_lines.kind). */
export type QuoteLineKind = CheckedValues["quote_lines"]["kind"];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: "Brouillon",
  sent: "Envoyé",
  viewed: "Consulté",
  accepted: "Accepté",
  declined: "Refusé",
  expired: "Expiré",
  superseded: "Remplacé",
};

export const QUOTE_STATUSES = labelledValues(QUOTE_STATUS_LABELS);
export const isQuoteStatus = isLabelledValue(QUOTE_STATUS_LABELS);

const QUOTE_BADGES: Record<QuoteStatus, BadgeVariant> = {
  draft: "secondary",
  sent: "default",
  viewed: "accent",
  accepted: "success",
  declined: "destructive",
  expired: "secondary",
  superseded: "secondary",
};

export function quoteStatusBadge(status: QuoteStatus): BadgeVariant {
  return QUOTE_BADGES[status] ?? "secondary";
}

/**
 * The state to show: a sent or viewed quote past its validity date is expired (the database records it as such the
 * next time the link is read, and refuses an acceptance anyway).
 */
export function shownQuoteStatus(status: QuoteStatus, validUntil: string, today = new Date()): QuoteStatus {
  const day = today.toISOString().slice(0, 10);
  return (status === "sent" || status === "viewed") && validUntil < day ? "expired" : status;
}

export const QUOTE_LINE_KIND_LABELS: Record<QuoteLineKind, string> = {
  session_seats: "Places en session interentreprises",
  intra_flat: "Session intra-entreprise, forfait",
  intra_per_learner: "Session intra-entreprise, prix par apprenant",
};

/** Query keys of the quotes. */
export const quoteKeys = {
  all: ["quotes"] as const,
  list: ["quotes", "list"] as const,
  one: (id: number) => ["quotes", "one", id] as const,
  byToken: (token: string) => ["quotes", "link", token] as const,
};
