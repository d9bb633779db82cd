import type { CheckedValues } from "@common/database";
import {
  CHANNEL_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type MobileChannel,
  type PaymentChannel,
  type PaymentMethod,
} from "@common/payment-channels";
import type { BadgeVariant } from "./badge";

/** Methods, channels and their words are the server's too: written once in common/payment-channels.ts. */
export { CHANNEL_LABELS, PAYMENT_METHODS, type MobileChannel, type PaymentChannel };

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === "string" && (PAYMENT_METHODS as readonly string[]).includes(value);
}

export function paymentMethodLabel(method: string | null | undefined): string {
  return isPaymentMethod(method) ? PAYMENT_METHOD_LABELS[method] : "Non renseigné";
}

/** A payment attempt's status (payments.status). */
export type PaymentStatus = CheckedValues["payments"]["status"];

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
