import type { PaymentMethod } from "@common/database";
import type { BadgeVariant } from "./badge";

/** How a learner chose to pay (enrollments.payment_method). */
export const PAYMENT_METHODS = ["carte", "mobile", "virement"] as const satisfies readonly PaymentMethod[];

const METHOD_LABELS: Record<PaymentMethod, string> = {
  carte: "Carte bancaire",
  mobile: "Mobile Money",
  virement: "Virement bancaire",
};

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === "string" && (PAYMENT_METHODS as readonly string[]).includes(value);
}

export function paymentMethodLabel(method: string | null | undefined): string {
  return isPaymentMethod(method) ? METHOD_LABELS[method] : "Non renseigné";
}

/** The wallets the gateway takes (the server's list: server/src/payments/channels.ts). */
export type MobileChannel = "orange_money" | "wave" | "mtn" | "moov";
/** What a payment attempt went through: the card page, one wallet, or a transfer. */
export type PaymentChannel = "carte" | MobileChannel | "virement";

export const CHANNEL_LABELS: Record<PaymentChannel, string> = {
  carte: METHOD_LABELS.carte,
  orange_money: "Orange Money",
  wave: "Wave",
  mtn: "MTN Mobile Money",
  moov: "Moov Money",
  virement: METHOD_LABELS.virement,
};

/** A payment attempt's status (payments.status). */
export type PaymentStatus = "pending" | "succeeded" | "failed" | "cancelled";

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: "En attente",
  succeeded: "Payé",
  failed: "Échoué",
  cancelled: "Annulé",
};

export function paymentStatusBadge(status: PaymentStatus): BadgeVariant {
  return status === "succeeded" ? "default" : "secondary";
}

/** Query keys of payment attempts. */
export const paymentKeys = {
  all: ["payments"] as const,
  one: (paymentId: number | null) => ["payments", paymentId] as const,
};
