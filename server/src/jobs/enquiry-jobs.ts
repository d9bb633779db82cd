import { createHash, randomBytes } from "node:crypto";
import type { Queryable } from "../db/database";
import { enquiryAcknowledgementMail, enquiryNotificationMail, type EnquiryForMail } from "../mail/enquiry-mails";
import { mailboxKey } from "../mail/mailbox";
import { newsletterConfirmationMail, newsletterConfirmUrl, newsletterUnsubscribeUrl } from "../mail/newsletter-mails";
import type { JobHandler } from "./job-queue";
import { enqueueMail } from "./mail-jobs";

/** Queued by a trigger on public.enquiries for each new row. */
export const ENQUIRY_RECEIVED_JOB = "enquiry.received";
/** Queued by subscribe_newsletter: sends the double opt-in link. */
export const NEWSLETTER_CONFIRMATION_JOB = "newsletter.confirmation";

const TEN_MINUTES_MS = 10 * 60_000;

/**
 * Renders the two e-mails of a new enquiry and queues them in the same transaction (so each is queued exactly once):
 * the notification to the firm and the acknowledgement to the sender. Acknowledgements to one mailbox are capped at
 * one per ten minutes and quote nothing the sender typed, so the forms cannot be used to flood someone else's mailbox
 * or to send them a stranger's words from the firm's address.
 */
export function enquiryReceivedHandler(deps: { siteUrl: string; notifyEmail: string }): JobHandler {
  return {
    transactional: true,
    async run(job, tx) {
      const id = String(job.payload.enquiry_id ?? "");
      const { rows } = await tx.query<EnquiryForMail>(
        `select id, kind, full_name, email, phone, organisation, subject, message, details, source_path, created_at
           from public.enquiries where id = $1::uuid`,
        [id],
      );
      const enquiry = rows[0];
      if (!enquiry) return; // deleted before its mails left
      const notification = enquiryNotificationMail(enquiry, deps.siteUrl);
      await enqueueMail(tx, { to: deps.notifyEmail, ...notification }, { dedupeKey: `enquiry.notify:${enquiry.id}` });
      const bucket = Math.floor(Date.now() / TEN_MINUTES_MS);
      await enqueueMail(
        tx,
        { to: enquiry.email, ...enquiryAcknowledgementMail(enquiry) },
        // One mailbox, one acknowledgement: `ana+1@`, `Ana@`, `a.na@gmail.com` count as `ana@` (mailboxKey).
        { dedupeKey: `enquiry.ack:${mailboxKey(enquiry.email)}:${bucket}` },
      );
    },
  };
}

export const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

/**
 * Creates the confirmation and unsubscribe tokens of a pending subscription (only their hashes are stored) and
 * queues the mail that carries them.
 */
export function newsletterConfirmationHandler(deps: { siteUrl: string }): JobHandler {
  return {
    transactional: true,
    async run(job, tx: Queryable) {
      const { rows } = await tx.query<{ id: string; email: string }>(
        "select id, email from public.newsletter_subscriptions where id = $1::uuid and status = 'pending'",
        [String(job.payload.subscription_id ?? "")],
      );
      const subscription = rows[0];
      if (!subscription) return; // confirmed or unsubscribed meanwhile
      const confirm = newToken();
      const unsubscribe = newToken();
      await tx.query(
        `insert into private.newsletter_tokens (token_hash, subscription_id, purpose, expires_at)
         values ($1, $3, 'confirm', now() + interval '7 days'), ($2, $3, 'unsubscribe', null)`,
        [hashToken(confirm), hashToken(unsubscribe), subscription.id],
      );
      const confirmUrl = newsletterConfirmUrl(deps.siteUrl, confirm);
      const mail = newsletterConfirmationMail(confirmUrl, newsletterUnsubscribeUrl(deps.siteUrl, unsubscribe));
      await enqueueMail(tx, { to: subscription.email, link: confirmUrl, ...mail });
    },
  };
}
