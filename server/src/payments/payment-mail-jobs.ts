import type { Tables } from "@common/database";
import type { JobHandler } from "../jobs/job-queue";
import { enqueueMail } from "../jobs/mail-jobs";
import type { ComposedMail } from "../mail/compose";
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

type PaymentFacts = Pick<Tables<"payments">, "enrollment_id" | "currency"> & { amount: string | number };

/**
 * A payment's e-mail, rendered when the job runs from what `select` reads of the payment (`$1`), and queued as
 * `mail.send` once per enrollment (`<kind>:<enrollment id>`), to the address `recipient` picks; none, no e-mail.
 */
function paymentMailJob<Row extends PaymentFacts>(
  kind: string,
  select: string,
  recipient: (row: Row) => string | null,
  render: (row: Row, link: string) => ComposedMail,
  siteUrl: string,
): JobHandler {
  return {
    transactional: true,
    async run(job, tx) {
      const paymentId = paymentIdOf(job.payload);
      const row = (await tx.query<Row>(select, [paymentId])).rows[0];
      const to = row && recipient(row);
      if (!row || !to) return;
      const mail = render(row, paymentReturnUrl(siteUrl, paymentId));
      await enqueueMail(tx, { to, ...mail }, { dedupeKey: `${kind}:${row.enrollment_id}` });
    },
  };
}

type InvoiceFacts = PaymentFacts &
  Pick<Tables<"invoices">, "number" | "customer_name" | "customer_email" | "formation_title">;

/**
 * The receipt: rendered when the job runs (the invoice exists by then, in the same transaction that confirmed the
 * payment).
 */
export const receiptJobHandler = (siteUrl: string) =>
  paymentMailJob<InvoiceFacts>(
    RECEIPT_JOB,
    `select p.enrollment_id, p.amount, p.currency, i.number, i.customer_name, i.customer_email, i.formation_title
       from public.payments p join public.invoices i on i.payment_id = p.id where p.id = $1`,
    (invoice) => invoice.customer_email,
    (invoice, link) =>
      receiptMail({
        customerName: invoice.customer_name,
        formationTitle: invoice.formation_title,
        amount: formatAmount(invoice.amount, invoice.currency),
        invoiceNumber: invoice.number,
        link,
      }),
    siteUrl,
  );

type TransferFacts = PaymentFacts & { reference: string; email: string | null; formation_title: string };

/** The bank details of a transfer, as the screen showed them. */
export const bankDetailsJobHandler = (siteUrl: string) =>
  paymentMailJob<TransferFacts>(
    BANK_DETAILS_JOB,
    `select p.enrollment_id, p.amount, p.currency, e.payment_reference as reference, u.email, f.title as formation_title
       from public.payments p
       join public.enrollments e on e.id = p.enrollment_id
       join public.formations f on f.id = e.formation_id
       left join auth.users u on u.id = p.user_id
      where p.id = $1`,
    (transfer) => transfer.email,
    (transfer, link) =>
      bankTransferMail({
        formationTitle: transfer.formation_title,
        amount: formatAmount(transfer.amount, transfer.currency),
        reference: transfer.reference,
        bank: BANK_DETAILS[transfer.currency],
        link,
      }),
    siteUrl,
  );
