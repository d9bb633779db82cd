import { PAYMENT_METHODS, type PaymentMethod } from "@common/payment-channels";

/** A positive integer id given as a number (or its decimal string), else null. */
export function positiveId(value: unknown): number | null {
  const id = typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export { PAYMENT_METHODS, type PaymentMethod };

export function paymentMethod(value: unknown): PaymentMethod | null {
  return PAYMENT_METHODS.includes(value as PaymentMethod) ? (value as PaymentMethod) : null;
}
