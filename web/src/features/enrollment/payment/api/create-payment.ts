import type { Currency } from "@common/database";
import type { BankDetails } from "@common/bank-details";
import type { PaymentChannel } from "../channels";
import { invokeFunction } from "./invoke";

export interface StartPaymentInput {
  enrollmentId: number;
  channel: PaymentChannel;
  /** The Mobile Money wallet's number. */
  phone?: string;
}

export type StartedPayment =
  | { kind: "checkout"; paymentId: number; checkoutUrl: string }
  | { kind: "transfer"; paymentId: number; reference: string; amount: number; currency: Currency; bank: BankDetails };

interface CreatePaymentAnswer {
  payment_id: number;
  checkout_url?: string;
  reference?: string;
  amount?: number;
  currency?: Currency;
  bank?: BankDetails;
}

/** Starts paying an enrollment on the server; the amount is the database's, so none is sent. */
export async function startPayment({ enrollmentId, channel, phone }: StartPaymentInput): Promise<StartedPayment> {
  const answer = await invokeFunction<CreatePaymentAnswer>("create-payment", {
    enrollment_id: enrollmentId,
    channel,
    ...(phone ? { phone } : {}),
  });
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
