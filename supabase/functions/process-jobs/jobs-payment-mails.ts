import { BANK_DETAILS } from "@common/bank-details";
import { formatMoney, timeZoneFor } from "@common/format";
import type { MailJobRender } from "./job.ts";
import { jsonAs } from "../_shared/clients.ts";
import type { ComposedMail } from "../_shared/mail/compose.ts";
import { bankTransferMail, receiptMail } from "./mail/payment-mails.ts";
import { paymentReturnUrl } from "../_shared/payments/paths.ts";
import { queuePhoneText } from "./messaging/queue.ts";
import { phoneTexts, shortDateTime, type PhoneText } from "../_shared/messaging/texts.ts";

/**
 * The payment e-mails (decision 0954), run by process-jobs (decisions 0955, 1092). Each is rendered when its job runs from what a SQL function reads of the payment (migration
 * 20261129100100) and queued as `mail.send` once per enrollment (`<kind>:<enrollment id>`).
 */

/** Queued by `private.record_payment_status` when a payment confirms an enrollment and its invoice is issued. */
export const RECEIPT_JOB = "payments.receipt";
/** Queued by `function_open_payment` when a learner chooses a bank transfer. */
export const BANK_DETAILS_JOB = "payments.bank-details";

interface PaymentFacts {
  enrollment_id: number;
  /** The paying account, to which the phone text is addressed (decision 1068). */
  user_id?: string | null;
  amount: string;
  currency: string;
}

/** A payment's e-mail to the address `recipient` picks (none: no e-mail), with the link to the payment's page. */
function paymentMail<Row extends PaymentFacts>(
  kind: string,
  facts: "function_payment_receipt_facts" | "function_bank_transfer_facts",
  recipient: (row: Row) => string | null,
  render: (row: Row, link: string) => ComposedMail,
  phone?: (row: Row, link: string) => PhoneText,
): MailJobRender {
  return async (job, context) => {
    const paymentId = Number(job.payload.payment_id);
    if (!Number.isSafeInteger(paymentId) || paymentId <= 0) throw new Error("payment mail job without payment_id");
    const row = jsonAs<Row | null>(await context.read(facts, { p_payment: paymentId }));
    const to = row && recipient(row);
    if (row && !to && phone && (row as { phone_only?: boolean }).phone_only) {
      // A phone-only account (decision 1065): the phone message is the only one, to the confirmed sign-in number.
      const text = phone(row, paymentReturnUrl(context.siteUrl, paymentId));
      await context.read("function_queue_phone_message_for_phone_account", {
        p_enrollment: row.enrollment_id,
        p_purpose: text.purpose,
        p_base_key: `${kind}:${row.enrollment_id}`,
        p_body: text.body,
        p_template: JSON.stringify(text.template),
      });
      return [];
    }
    if (!row) return [];
    if (phone) {
      // The same by SMS/WhatsApp to the paying account, on the channels it chose (decisions 1008 and 1068), once per
      // enrollment; the only message when the account has no e-mail.
      const text = phone(row, paymentReturnUrl(context.siteUrl, paymentId));
      await queuePhoneText(context.read, { userId: row.user_id, enrollmentId: row.enrollment_id }, `${kind}:${row.enrollment_id}`, text);
    }
    if (!to) return [];
    const mail = render(row, paymentReturnUrl(context.siteUrl, paymentId));
    return [{ message: { to, ...mail }, dedupe_key: `${kind}:${row.enrollment_id}` }];
  };
}

interface InvoiceFacts extends PaymentFacts {
  number: string;
  customer_name: string;
  customer_email: string | null;
  formation_title: string;
}

interface TransferFacts extends PaymentFacts {
  reference: string;
  email: string | null;
  formation_title: string;
  hold_expires_at: string | null;
  city: string | null;
  phone_only: boolean;
}

export const PAYMENT_MAIL_JOBS: Record<string, MailJobRender> = {
  // The receipt: the invoice exists by then, issued in the transaction that confirmed the payment.
  [RECEIPT_JOB]: paymentMail<InvoiceFacts>(
    RECEIPT_JOB,
    "function_payment_receipt_facts",
    (invoice) => invoice.customer_email,
    (invoice, link) =>
      receiptMail({
        customerName: invoice.customer_name,
        formationTitle: invoice.formation_title,
        amount: formatMoney(invoice.amount, invoice.currency),
        invoiceNumber: invoice.number,
        link,
      }),
    (invoice, link) =>
      phoneTexts.paymentReceived(invoice.formation_title, formatMoney(invoice.amount, invoice.currency), link),
  ),
  // The bank details of a transfer, as the screen showed them.
  [BANK_DETAILS_JOB]: paymentMail<TransferFacts>(
    BANK_DETAILS_JOB,
    "function_bank_transfer_facts",
    (transfer) => transfer.email,
    (transfer, link) =>
      bankTransferMail({
        formationTitle: transfer.formation_title,
        amount: formatMoney(transfer.amount, transfer.currency),
        reference: transfer.reference,
        bank: BANK_DETAILS[transfer.currency as keyof typeof BANK_DETAILS],
        link,
      }),
    (transfer, link) =>
      phoneTexts.bankTransfer(
        transfer.formation_title,
        formatMoney(transfer.amount, transfer.currency),
        transfer.reference,
        transfer.hold_expires_at
          ? shortDateTime(transfer.hold_expires_at, timeZoneFor({ city: transfer.city ?? "", currency: transfer.currency }))
          : "la date indiquée sur le site",
        BANK_DETAILS[transfer.currency as keyof typeof BANK_DETAILS].account.join(" "),
        link,
      ),
  ),
};
