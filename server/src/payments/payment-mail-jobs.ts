import type { Currency } from "@common/payment-channels";
import type { JobHandler } from "../jobs/job-queue";
import { enqueueMail } from "../jobs/mail-jobs";
import { bankTransferMail, receiptMail } from "../mail/payment-mails";
import { paymentReturnUrl } from "../../../supabase/functions/_shared/payments/paths.ts";
import { BANK_DETAILS } from "./bank-details";
import { formatAmount } from "./money";

/** Queued by `private.record_payment_status` when a payment confirms an enrollment and its invoice is issued. */
export const RECEIPT_JOB = "payments.receipt";
/** Queued by `function_open_payment` when a learner chooses a bank transfer. */
export const BANK_DETAILS_JOB = "payments.bank-details";

const paymentIdOf = (payload: Record<string, unknown>) => {
  const id = Number(payload.payment_id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error("payment mail job without payment_id");
  return id;
};

/**
 * The receipt: rendered when the job runs (the invoice exists by then, in the same transaction that confirmed the
 * payment) and queued as `mail.send`, once per enrollment.
 */
export function receiptJobHandler(siteUrl: string): JobHandler {
  return {
    transactional: true,
    async run(job, tx) {
      const paymentId = paymentIdOf(job.payload);
      const { rows } = await tx.query<{
        enrollment_id: number;
        amount: string | number;
        currency: Currency;
        number: string;
        customer_name: string | null;
        customer_email: string | null;
        formation_title: string;
      }>(
        `select p.enrollment_id, p.amount, p.currency, i.number, i.customer_name, i.customer_email, i.formation_title
           from public.payments p join public.invoices i on i.payment_id = p.id where p.id = $1`,
        [paymentId],
      );
      const invoice = rows[0];
      if (!invoice?.customer_email) return;
      const mail = receiptMail({
        customerName: invoice.customer_name,
        formationTitle: invoice.formation_title,
        amount: formatAmount(invoice.amount, invoice.currency),
        invoiceNumber: invoice.number,
        link: paymentReturnUrl(siteUrl, paymentId),
      });
      await enqueueMail(
        tx,
        { to: invoice.customer_email, ...mail },
        { dedupeKey: `payments.receipt:${invoice.enrollment_id}` },
      );
    },
  };
}

/** The bank details of a transfer, as the screen showed them, queued as `mail.send` once per enrollment. */
export function bankDetailsJobHandler(siteUrl: string): JobHandler {
  return {
    transactional: true,
    async run(job, tx) {
      const paymentId = paymentIdOf(job.payload);
      const { rows } = await tx.query<{
        enrollment_id: number;
        amount: string | number;
        currency: Currency;
        reference: string;
        email: string | null;
        formation_title: string;
      }>(
        `select p.enrollment_id, p.amount, p.currency, e.payment_reference as reference, u.email, f.title as formation_title
           from public.payments p
           join public.enrollments e on e.id = p.enrollment_id
           join public.formations f on f.id = e.formation_id
           left join auth.users u on u.id = p.user_id
          where p.id = $1`,
        [paymentId],
      );
      const transfer = rows[0];
      if (!transfer?.email) return;
      const mail = bankTransferMail({
        formationTitle: transfer.formation_title,
        amount: formatAmount(transfer.amount, transfer.currency),
        reference: transfer.reference,
        bank: BANK_DETAILS[transfer.currency],
        link: paymentReturnUrl(siteUrl, paymentId),
      });
      await enqueueMail(
        tx,
        { to: transfer.email, ...mail },
        { dedupeKey: `payments.bank-details:${transfer.enrollment_id}` },
      );
    },
  };
}
