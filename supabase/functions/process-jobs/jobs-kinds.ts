import { enquiryAcknowledgementMail, enquiryNotificationMail, type EnquiryForMail } from "./mail/enquiry-mails.ts";
import { mailboxKey } from "@common/mailbox";
import {
  newsletterConfirmationMail,
  newsletterConfirmUrl,
  newsletterUnsubscribeUrl,
} from "./mail/newsletter-mails.ts";
import type { ClaimedJob, QueuedMail } from "./job.ts";
import type { MailAttachment, OutgoingMail } from "./mail/send.ts";
import {
  CHANGE_MAIL_JOBS,
  CONVOCATION_JOB,
  HOLD_EXPIRY_JOB,
  PROMOTED_JOB,
  REMINDER_JOB,
} from "./enrollment-mail-jobs.ts";
import { BANK_DETAILS_JOB, RECEIPT_JOB } from "./jobs-payment-mails.ts";
import { RECHECK_JOB, SANDBOX_NOTIFY_JOB } from "./jobs-payment-checks.ts";
import { UNCLAIMED_CV_JOB } from "./jobs-storage.ts";
import { EVALUATION_JOBS } from "./jobs-evaluations.ts";
import { ORGANISATION_INVITATION_JOB, ORGANISATION_ROLE_JOB } from "./jobs-organisation-mails.ts";
import { MESSAGE_SEND_JOB } from "./messaging/send-job.ts";
import { PHONE_DAY_JOBS } from "./messaging/day-jobs.ts";
import { COMPANY_INVOICE_JOB_KINDS } from "./company-invoice-mails.ts";
import { CALL_JOB_KINDS } from "./call-mails.ts";
import { STUCK_REMINDERS_JOB } from "./jobs-learning.ts";

/**
 * The job kinds of private.jobs that the `process-jobs` Edge Function runs (decision 0955), and what they do apart
 * from the database. It is the only runner (decision 1092): the local server's timer calls it, as pg_cron does.
 */
export const MAIL_JOB = "mail.send";
/** Queued by a trigger on public.enquiries for each new row. */
export const ENQUIRY_RECEIVED_JOB = "enquiry.received";

/** Queued by subscribe_newsletter: sends the double opt-in link. */
export const NEWSLETTER_CONFIRMATION_JOB = "newsletter.confirmation";

export const EDGE_JOB_KINDS: readonly string[] = [
  MAIL_JOB,
  ENQUIRY_RECEIVED_JOB,
  NEWSLETTER_CONFIRMATION_JOB,
  // The session jobs (enrollment-mail-jobs.ts): unpaid holds released, seat offered, convocation, 48 h reminder.
  HOLD_EXPIRY_JOB,
  PROMOTED_JOB,
  CONVOCATION_JOB,
  REMINDER_JOB,
  // The change e-mails (enrollment-mail-jobs.ts).
  ...CHANGE_MAIL_JOBS,
  // The payment e-mails (jobs-payment-mails.ts): the receipt, the bank details of a transfer.
  RECEIPT_JOB,
  BANK_DETAILS_JOB,
  // The payment checks (jobs-payment-checks.ts): a pending attempt asked again, the sandbox's notification.
  RECHECK_JOB,
  SANDBOX_NOTIFY_JOB,
  // The retention of the CVs no application refers to (jobs-storage.ts).
  UNCLAIMED_CV_JOB,
  // The evaluations (jobs-evaluations.ts): certificates and hot questionnaire at a session's end, reminder, cold one.
  ...EVALUATION_JOBS,
  // The organisations (jobs-organisation-mails.ts): a member's invitation and role change (decision 0995).
  ORGANISATION_INVITATION_JOB,
  ORGANISATION_ROLE_JOB,
  // The phone messages (messaging/send-job.ts, decision 1008): one SMS or WhatsApp message sent through its provider.
  MESSAGE_SEND_JOB,
  // The phone-only reminders (messaging/day-jobs.ts): the day before, and the attendance code each session day.
  ...Object.keys(PHONE_DAY_JOBS),
  // Company invoices (company-invoice-mails.ts, decision 1000): issued, payment, credit note, overdue reminders.
  ...COMPANY_INVOICE_JOB_KINDS,
  // The 15-minute call (call-mails.ts, decision 1021): confirmation, reminder, cancellation.
  ...CALL_JOB_KINDS,
  // The learners stuck in their online learning, reminded once a day (jobs-learning.ts, decision 1064).
  STUCK_REMINDERS_JOB,
];

/** The message of a `mail.send` job, named by the job (a retry is the same message: decision 0774). */
export function mailOfJob(job: Pick<ClaimedJob, "id" | "payload">): OutgoingMail {
  const { to, subject, text, html, link } = job.payload;
  if (typeof to !== "string" || typeof subject !== "string" || typeof text !== "string" || typeof html !== "string") {
    throw new Error("mail.send job without to, subject, text and html");
  }
  return {
    to,
    subject,
    text,
    html,
    messageId: `job-${job.id}`,
    ...(typeof link === "string" ? { link } : {}),
    ...attachmentsOf(job.payload.attachments),
  };
}

/** The files a `mail.send` job carries (decision 1020), those well-formed only. */
function attachmentsOf(value: unknown): { attachments?: MailAttachment[] } {
  if (!Array.isArray(value)) return {};
  const attachments = value.filter(
    (item): item is MailAttachment =>
      typeof item === "object" &&
      item !== null &&
      typeof item.filename === "string" &&
      typeof item.contentType === "string" &&
      typeof item.content === "string",
  );
  return attachments.length ? { attachments: attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })) } : {};
}

const TEN_MINUTES_MS = 10 * 60_000;

/**
 * The two e-mails of a new enquiry: the notification to the firm and the acknowledgement to the sender.
 * Acknowledgements to one mailbox are capped at one per ten minutes (the dedupe key names the mailbox and the ten
 * minutes) and quote nothing the sender typed, so the forms cannot be used to flood someone else's mailbox or to send
 * them a stranger's words from the firm's address.
 */
export function enquiryReceivedMails(
  enquiry: EnquiryForMail,
  settings: { siteUrl: string; notifyEmail: string; now?: number },
): QueuedMail[] {
  const bucket = Math.floor((settings.now ?? Date.now()) / TEN_MINUTES_MS);
  return [
    {
      message: { to: settings.notifyEmail, ...enquiryNotificationMail(enquiry, settings.siteUrl) },
      dedupe_key: `enquiry.notify:${enquiry.id}`,
    },
    {
      message: { to: enquiry.email, ...enquiryAcknowledgementMail(enquiry) },
      // One mailbox, one acknowledgement: `ana+1@`, `Ana@`, `a.na@gmail.com` count as `ana@` (mailboxKey).
      dedupe_key: `enquiry.ack:${mailboxKey(enquiry.email)}:${bucket}`,
    },
  ];
}

/** The double opt-in e-mail of a pending subscription, carrying its two tokens (only their hashes are stored). */
export function newsletterConfirmationJobMail(
  email: string,
  siteUrl: string,
  tokens: { confirm: string; unsubscribe: string },
): OutgoingMail {
  const confirmUrl = newsletterConfirmUrl(siteUrl, tokens.confirm);
  const mail = newsletterConfirmationMail(confirmUrl, newsletterUnsubscribeUrl(siteUrl, tokens.unsubscribe));
  return { to: email, link: confirmUrl, ...mail };
}
