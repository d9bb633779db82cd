import type { PaymentMethod } from "~/lib/database";

export const PAYMENT_METHODS = ["carte", "mobile", "virement"] as const satisfies readonly PaymentMethod[];

const LABELS: Record<PaymentMethod, string> = {
  carte: "Carte bancaire",
  mobile: "Mobile Money",
  virement: "Virement bancaire",
};

export function paymentMethodLabel(method: string | null | undefined): string {
  return method && method in LABELS ? LABELS[method as PaymentMethod] : "Non renseigné";
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === "string" && (PAYMENT_METHODS as readonly string[]).includes(value);
}
