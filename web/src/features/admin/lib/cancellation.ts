import { CHANNEL_LABELS, isMobileChannel, isPaymentChannel } from "@common/payment-channels";
import { formatMoney, plural } from "@common/format";

/**
 * What a staff cancellation dialog says before it acts (decision 1040, review 2026-12-06 finding 14): why (a common
 * reason or the staff's own words, required), who is e-mailed, and what is owed back to whom and how.
 */

/** The choice that asks for the staff's own words. */
export const OTHER_REASON = "Autre motif";

/** Common reasons for cancelling a session, the last one asking for the staff's words. */
export const SESSION_CANCEL_REASONS = [
  "Nombre d'inscrits insuffisant",
  "Formateur indisponible",
  "Salle ou lieu indisponible",
  "Cas de force majeure",
  OTHER_REASON,
] as const;

/** Common reasons for cancelling one seat. */
export const ENROLLMENT_CANCEL_REASONS = [
  "Demande de l'apprenant",
  "Paiement non reçu",
  "Inscription en double",
  "Prérequis non remplis",
  OTHER_REASON,
] as const;

export const MAX_REASON = 500;

/**
 * The reason as stored and e-mailed: the choice, with the details after a colon; « Autre motif » is the details alone.
 * Empty when nothing usable was given (the dialog then refuses, as the server would).
 */
export function composeReason(choice: string, details: string): string {
  const words = details.trim().replace(/\s+/g, " ");
  if (!choice) return "";
  if (choice === OTHER_REASON) return words.slice(0, MAX_REASON);
  return (words ? `${choice} : ${words}` : choice).slice(0, MAX_REASON);
}

/** Why the reason cannot be sent yet, or null when it can. */
export function reasonError(choice: string, details: string): string | null {
  if (!choice) return "Choisissez le motif de l'annulation : il est envoyé aux personnes prévenues.";
  if (choice === OTHER_REASON && !details.trim()) return "Écrivez le motif de l'annulation.";
  return null;
}

/** « Awa », « Awa et Koffi », « Awa, Koffi et Jean-Marc »; past `max` names, « … et 3 autres personnes ». */
export function listNames(names: readonly string[], max = 6): string {
  if (names.length === 0) return "";
  if (names.length === 1) return names[0];
  if (names.length > max) {
    const rest = names.length - (max - 1);
    return `${names.slice(0, max - 1).join(", ")} et ${plural(rest, "autre personne", "autres personnes")}`;
  }
  return `${names.slice(0, -1).join(", ")} et ${names.at(-1)}`;
}

/** A payment attempt as the dialogs read it. */
export interface PaidAttempt {
  /** The attempt's id: the database records the cancellation refund on the first payment received (lowest id). */
  id?: number;
  status: string;
  amount: number;
  currency: string;
  channel: string;
  provider: string;
  phone?: string | null;
  /** The gateway's transaction or the transfer's reference, quoted when paying back. */
  provider_reference?: string | null;
  /** Set when the payment settles one instalment of a plan (decision 1003). */
  instalment_id?: number | null;
}

/** One refund owed: to whom, how much, how it goes back, and what it pays back. */
export interface RefundOwed {
  payer: string;
  /** The amount, written (« 440 000 F CFA »). */
  amount: string;
  value: number;
  currency: string;
  method: string;
  /** « Échéance 2 », when the seat was paid in instalments. */
  label?: string;
  reference?: string | null;
}

/** How a payment goes back, as « Remboursements à effectuer » will ask it to be paid. */
export function refundMethod(attempt: Pick<PaidAttempt, "channel" | "provider" | "phone">): string {
  if (isPaymentChannel(attempt.channel) && isMobileChannel(attempt.channel)) {
    const wallet = attempt.phone ? ` (${attempt.phone})` : "";
    return `transfert ${CHANNEL_LABELS[attempt.channel]} vers le portefeuille qui a payé${wallet}`;
  }
  if (attempt.channel === "virement") return "virement bancaire sur le compte que le client indiquera";
  return "sur la carte bancaire utilisée";
}

/**
 * The refunds a cancellation owes: every payment received for the seat (each instalment of a plan), to its learner, by
 * its own way. The database records each as its own refund in « Remboursements à effectuer » (decisions 1088, 1116).
 */
export function refundsOwed(payer: string, attempts: readonly PaidAttempt[] | undefined): RefundOwed[] {
  const received = (attempts ?? [])
    .filter((attempt) => attempt.status === "succeeded")
    .map((attempt, index) => ({ attempt, index }))
    // The order the money came in (ids grow); the list order when ids are unknown.
    .sort((a, b) => (a.attempt.id ?? a.index) - (b.attempt.id ?? b.index))
    .map(({ attempt }) => attempt);
  const plan = received.length > 1 && received.some((attempt) => attempt.instalment_id != null);
  return received.map((attempt, index) => ({
    payer,
    amount: formatMoney(attempt.amount, attempt.currency),
    value: attempt.amount,
    currency: attempt.currency,
    method: refundMethod(attempt),
    label: plan ? `Échéance ${index + 1}` : undefined,
    reference: attempt.provider_reference ?? null,
  }));
}

/** What is owed back in all, per currency: « 880 000 F CFA », « 880 000 F CFA et 1 990,00 $ CA ». */
export function totalOwed(refunds: readonly Pick<RefundOwed, "value" | "currency">[]): string {
  const sums = new Map<string, number>();
  for (const refund of refunds) sums.set(refund.currency, (sums.get(refund.currency) ?? 0) + refund.value);
  return listNames([...sums].map(([currency, amount]) => formatMoney(amount, currency)));
}

/** « Un e-mail est envoyé à Awa Diop », « Un e-mail est envoyé aux 3 inscrits : … », or nobody. */
export function mailedSentence(names: readonly string[]): string {
  if (names.length === 0) return "Aucune inscription en cours : personne n'est prévenu par e-mail.";
  if (names.length === 1) return `Un e-mail avec le motif est envoyé à ${names[0]}.`;
  return `Un e-mail avec le motif est envoyé à chacune des ${plural(names.length, "personne inscrite", "personnes inscrites")} : ${listNames(names)}.`;
}
