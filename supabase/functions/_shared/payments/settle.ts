import type { CheckedValues } from "@common/database";
import type { Currency } from "@common/payment-channels";
import type { PaymentProvider, ProviderStatus, ProviderTransaction } from "./provider.ts";

/** A payment attempt's status (payments.status). */
export type PaymentStatus = CheckedValues["payments"]["status"];

/** An attempt (`public.payments`), as the functions read it. */
export interface PaymentRow {
  id: number;
  enrollment_id: number;
  user_id: string;
  provider: string;
  channel: string;
  amount: string | number;
  currency: Currency;
  status: PaymentStatus;
  provider_reference: string | null;
}

/** A status change as `private.record_payment_status` applied it: false when there was nothing left to change. */
export interface RecordedStatus {
  changed: boolean;
  status: PaymentStatus;
}

/** Records the gateway's final word on an attempt (`private.record_payment_status`, through RPC or SQL). */
export type RecordGatewayStatus = (
  paymentId: number,
  status: Exclude<ProviderStatus, "pending">,
  fee: number | undefined,
) => Promise<RecordedStatus>;

export type SettleOutcome =
  | { kind: "unavailable"; error: unknown }
  | { kind: "mismatch"; transaction: ProviderTransaction }
  | { kind: "pending" }
  | { kind: "recorded"; status: PaymentStatus; changed: boolean };

/**
 * Asks the gateway what became of an attempt and records it: the one path by which a gateway's word reaches the
 * database (webhook, re-check job, return page). The amount and currency must be the attempt's; a pending status
 * changes nothing; the change itself is the locked, once-only `private.record_payment_status`.
 */
export async function settleFromGateway(
  provider: PaymentProvider,
  payment: PaymentRow,
  record: RecordGatewayStatus,
): Promise<SettleOutcome> {
  let transaction: ProviderTransaction;
  try {
    transaction = await provider.fetchStatus(payment.provider_reference!);
  } catch (error) {
    return { kind: "unavailable", error };
  }
  if (transaction.amount !== Number(payment.amount) || transaction.currency !== payment.currency) {
    console.error(
      `payment ${payment.id}: the gateway reports ${transaction.amount} ${transaction.currency}, expected ${payment.amount} ${payment.currency}`,
    );
    return { kind: "mismatch", transaction };
  }
  if (transaction.status === "pending") return { kind: "pending" };
  const recorded = await record(Number(payment.id), transaction.status, transaction.fee);
  return { kind: "recorded", status: recorded.status, changed: recorded.changed };
}
