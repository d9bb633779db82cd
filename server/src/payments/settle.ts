import type { Database } from "../db/database";
import type { PaymentProvider, ProviderTransaction } from "./provider";
import { recordPaymentStatus, type PaymentRow } from "./record-status";

export type SettleOutcome =
  | { kind: "unavailable"; error: unknown }
  | { kind: "mismatch"; transaction: ProviderTransaction }
  | { kind: "pending" }
  | { kind: "recorded"; status: PaymentRow["status"]; changed: boolean };

/**
 * Asks the gateway what became of an attempt and records it: the one path by which a gateway's word reaches the
 * database (webhook, re-check job, return page). The amount and currency must be the attempt's; a pending status
 * changes nothing; the change itself is the locked, once-only update of record-status.ts.
 */
export async function settleFromGateway(
  db: Database,
  provider: PaymentProvider,
  payment: PaymentRow,
  siteUrl: string,
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
  const result = await db.transaction(async (tx) => {
    const recorded = await recordPaymentStatus(tx, Number(payment.id), transaction.status, {
      source: "provider",
      siteUrl,
    });
    if (transaction.fee !== undefined && transaction.status === "succeeded")
      await tx.query("update public.payments set gateway_fee = $2 where id = $1 and gateway_fee is null", [
        payment.id,
        transaction.fee,
      ]);
    return recorded;
  });
  return { kind: "recorded", status: result.payment.status, changed: result.changed };
}
