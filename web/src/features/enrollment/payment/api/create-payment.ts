import type { Currency } from "@common/database";
import { PAYMENT_UNREACHABLE } from "~/lib/function-messages";
import { invokeFunction } from "~/lib/invoke-function";
import type { BankDetails } from "@common/bank-details";
import type { PaymentChannel } from "../channels";

export interface StartPaymentInput {
  enrollmentId: number;
  channel: PaymentChannel;
  /** The Mobile Money wallet's number. */
  phone?: string;
}

export type StartedPayment =
  | { kind: "checkout"; paymentId: number; checkoutUrl: string }
  | { kind: "transfer"; paymentId: number; reference: string; amount: number; currency: Currency; bank: BankDetails };

/** Starts paying an enrollment on the server; the amount is the database's, so none is sent. */
export async function startPayment({ enrollmentId, channel, phone }: StartPaymentInput): Promise<StartedPayment> {
  const answer = await invokeFunction(
    "create-payment",
    { enrollment_id: enrollmentId, channel, ...(phone ? { phone } : {}) },
    { fallbackMessage: PAYMENT_UNREACHABLE },
  );
  if (answer.checkout_url) return { kind: "checkout", paymentId: answer.payment_id, checkoutUrl: answer.checkout_url };
  return {
    kind: "transfer",
    paymentId: answer.payment_id,
    reference: answer.reference!,
    amount: answer.amount!,
    currency: answer.currency!,
    bank: answer.bank!,
  };
}
