import { createHash, randomBytes } from "node:crypto";
import type { Queryable } from "../db/database";
import type { EnquiryForMail } from "../mail/enquiry-mails";
import {
  ENQUIRY_RECEIVED_JOB as SHARED_ENQUIRY_RECEIVED_JOB,
  NEWSLETTER_CONFIRMATION_JOB as SHARED_NEWSLETTER_CONFIRMATION_JOB,
  enquiryReceivedMails,
  newsletterConfirmationJobMail,
} from "../../../supabase/functions/_shared/jobs-kinds.ts";
import type { JobHandler } from "./job-queue";
import { enqueueMail } from "./mail-jobs";

/** Queued by a trigger on public.enquiries for each new row (run by process-jobs where the edge runtime runs). */
export const ENQUIRY_RECEIVED_JOB = SHARED_ENQUIRY_RECEIVED_JOB;
/** Queued by subscribe_newsletter: sends the double opt-in link (run by process-jobs where the edge runtime runs). */
export const NEWSLETTER_CONFIRMATION_JOB = SHARED_NEWSLETTER_CONFIRMATION_JOB;

/**
 * Renders the two e-mails of a new enquiry (enquiryReceivedMails, shared with process-jobs) and queues them in the
 * same transaction, so each is queued exactly once.
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
      for (const { message, dedupe_key } of enquiryReceivedMails(enquiry, deps)) {
        await enqueueMail(tx, message, { dedupeKey: dedupe_key });
      }
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
      const tokens = { confirm: newToken(), unsubscribe: newToken() };
      await tx.query(
        `insert into private.newsletter_tokens (token_hash, subscription_id, purpose, expires_at)
         values ($1, $3, 'confirm', now() + interval '7 days'), ($2, $3, 'unsubscribe', null)`,
        [hashToken(tokens.confirm), hashToken(tokens.unsubscribe), subscription.id],
      );
      await enqueueMail(tx, newsletterConfirmationJobMail(subscription.email, deps.siteUrl, tokens));
    },
  };
}
