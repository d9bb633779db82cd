import type { Mailer, MailMessage } from "../auth/mailer";
import type { Queryable } from "../db/database";
import { enqueueJob, type EnqueueOptions, type JobHandler } from "./job-queue";

export const MAIL_JOB = "mail.send";

/**
 * Queues an e-mail in the caller's transaction: it leaves once the change that caused it is committed, and is
 * retried with back-off if the SMTP server is down (see JobQueue). Render the message (templates) before queuing.
 */
export function enqueueMail(tx: Queryable, message: MailMessage, options: EnqueueOptions = {}): Promise<number | null> {
  return enqueueJob(tx, MAIL_JOB, { ...message }, options);
}

export function mailJobHandler(mailer: Mailer): JobHandler {
  return {
    async run(job) {
      const { to, subject, text, html, link } = job.payload as Partial<MailMessage>;
      if (
        typeof to !== "string" ||
        typeof subject !== "string" ||
        typeof text !== "string" ||
        typeof html !== "string"
      ) {
        throw new Error("mail.send job without to, subject, text and html");
      }
      // The job's id names the message: a retry after a killed instance does not send it twice (decision 0774).
      const messageId = `job-${job.id}`;
      await mailer.send({ to, subject, text, html, messageId, ...(typeof link === "string" ? { link } : {}) });
    },
  };
}
