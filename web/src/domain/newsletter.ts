import type { CheckedValues } from "@common/database";
import type { BadgeVariant } from "./badge";

/** The state of a newsletter subscription (double opt-in, decision 0822). */
export type NewsletterStatus = CheckedValues["newsletter_subscriptions"]["status"];

export const NEWSLETTER_STATUS_LABELS: Record<NewsletterStatus, string> = {
  pending: "En attente de confirmation",
  confirmed: "Confirmé",
  unsubscribed: "Désinscrit",
};

export function newsletterStatusBadge(status: NewsletterStatus): BadgeVariant {
  return status === "confirmed" ? "success" : "secondary";
}

/** Query keys of the newsletter list. */
export const newsletterKeys = {
  subscribers: ["newsletter", "subscribers"] as const,
};
