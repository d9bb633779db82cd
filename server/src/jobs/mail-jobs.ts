import type { Mailer, MailMessage } from "../auth/mailer";
import type { Queryable } from "../db/database";
import { enqueueJob, type EnqueueOptions, type JobHandler } from "./job-queue";
import { MAIL_JOB as SHARED_MAIL_JOB, mailOfJob } from "../../../supabase/functions/_shared/jobs-kinds.ts";

export const MAIL_JOB = SHARED_MAIL_JOB;

/**
 * Queues an e-mail in the caller's transaction: it leaves once the change that caused it is committed, and is
 * retried with back-off if the SMTP server or the e-mail API is down (see JobQueue; process-jobs delivers it where the
 * edge runtime runs, decision 0955). Render the message (templates) before queuing.
 */
export function enqueueMail(tx: Queryable, message: MailMessage, options: EnqueueOptions = {}): Promise<number | null> {
  return enqueueJob(tx, MAIL_JOB, { ...message }, options);
}

export function mailJobHandler(mailer: Mailer): JobHandler {
  return {
    async run(job) {
      // The job's id names the message: a retry after a killed instance does not send it twice (decision 0774).
      await mailer.send(mailOfJob(job));
    },
  };
}
