import type { Queryable } from "../db/database";
import { enqueueMail } from "../jobs/mail-jobs";
import { receiptMail } from "../mail/payment-mails";
import type { Currency } from "@common/payment-channels";
import { formatAmount } from "./money";
import { paymentReturnUrl } from "./paths";

export type PaymentStatus = "pending" | "succeeded" | "failed" | "cancelled";

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

export interface StatusChange {
  source: "provider" | "admin";
  note?: string;
  changedBy?: string | null;
  siteUrl: string;
}

/**
 * Moves an attempt to `status` inside the caller's transaction, once: the attempt's row is locked, so two
 * notifications for the same transaction are applied one after the other and the second finds nothing to change
 * (one payment event per real change). A success confirms the enrolment, issues its invoice and queues the receipt,
 * all in this same transaction. Only a pending attempt moves: succeeded, failed and cancelled are final.
 */
export async function recordPaymentStatus(
  tx: Queryable,
  paymentId: number,
  status: PaymentStatus,
  change: StatusChange,
) {
  const { rows } = await tx.query<PaymentRow>("select * from public.payments where id = $1 for update", [paymentId]);
  const payment = rows[0];
  if (!payment) throw new Error(`payment ${paymentId} does not exist`);
  if (payment.status === status || payment.status !== "pending") return { changed: false, payment };

  if (status !== "succeeded") {
    await setStatus(tx, payment.id, status, change);
    return { changed: true, payment: { ...payment, status } };
  }

  const enrollment = (
    await tx.query<{ status: string }>("select status from public.enrollments where id = $1 for update", [
      payment.enrollment_id,
    ])
  ).rows[0];
  const alreadyPaid = await tx.query(
    "select 1 from public.payments where enrollment_id = $1 and status = 'succeeded'",
    [payment.enrollment_id],
  );
  if (alreadyPaid.rows.length > 0) {
    // A second attempt paid too (two tabs): keep it apart from the paid one so the admin refunds it.
    await setStatus(tx, payment.id, "cancelled", {
      ...change,
      note: "Doublon : l'inscription était déjà payée, à rembourser.",
    });
    return { changed: true, payment: { ...payment, status: "cancelled" as const } };
  }
  await setStatus(tx, payment.id, "succeeded", change);
  if (enrollment?.status === "cancelled") {
    // Paid after the seat was released (hold expired, cancelled): no seat, the money is owed back.
    await tx.query(
      `insert into public.refunds (enrollment_id, payment_id, user_id, amount, currency)
       values ($1, $2, $3, $4, $5) on conflict (enrollment_id) do nothing`,
      [payment.enrollment_id, payment.id, payment.user_id, payment.amount, payment.currency],
    );
    return { changed: true, payment: { ...payment, status } };
  }
  if (enrollment?.status === "pending") {
    await tx.query("update public.enrollments set status = 'confirmed' where id = $1", [payment.enrollment_id]);
  }
  const invoice = (
    await tx.query<{ number: string; customer_name: string; customer_email: string; formation_title: string }>(
      "select number, customer_name, customer_email, formation_title from private.issue_invoice($1)",
      [payment.id],
    )
  ).rows[0];
  if (invoice.customer_email) {
    const mail = receiptMail({
      customerName: invoice.customer_name,
      formationTitle: invoice.formation_title,
      amount: formatAmount(payment.amount, payment.currency),
      invoiceNumber: invoice.number,
      link: paymentReturnUrl(change.siteUrl, payment.id),
    });
    await enqueueMail(
      tx,
      { to: invoice.customer_email, ...mail },
      { dedupeKey: `payments.receipt:${payment.enrollment_id}` },
    );
  }
  return { changed: true, payment: { ...payment, status } };
}

async function setStatus(tx: Queryable, paymentId: number, status: PaymentStatus, change: StatusChange) {
  await tx.query("update public.payments set status = $2 where id = $1", [paymentId, status]);
  await tx.query(
    "insert into public.payment_events (payment_id, status, source, note, changed_by) values ($1, $2, $3, $4, $5)",
    [paymentId, status, change.source, change.note ?? null, change.changedBy ?? null],
  );
}
