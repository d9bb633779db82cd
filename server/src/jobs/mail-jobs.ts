import type { Mailer, MailMessage } from "../auth/mailer";
import type { Queryable } from "../db/database";
import { enqueueJob, type EnqueueOptions, type JobHandler } from "./job-queue";
import { MAIL_JOB as SHARED_MAIL_JOB, mailOfJob } from "../../../supabase/functions/_shared/jobs-kinds.ts";
import type { MailJobRender, ReadFacts } from "../../../supabase/functions/_shared/jobs-enrollment-mails.ts";

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

/** The SQL functions a job's e-mail is read from, called in the job's transaction (process-jobs calls them as RPCs). */
function factsReader(tx: Queryable): ReadFacts {
  return async (fn, args) => {
    if (!/^function_[a-z_]+$/.test(fn)) throw new Error(`not a facts function: ${fn}`);
    const names = Object.keys(args);
    const call = names.map((name, index) => `${name} => $${index + 1}`).join(", ");
    const { rows } = await tx.query<{ facts: unknown }>(
      `select public.${fn}(${call}) as facts`,
      names.map((name) => args[name]),
    );
    return rows[0]?.facts ?? null;
  };
}

/**
 * A job whose e-mails are rendered by code shared with process-jobs (`render`), queued in the job's own transaction
 * under the dedupe keys it names: one e-mail per change, whatever the retries.
 */
export function renderedMailJob(render: MailJobRender, siteUrl: string): JobHandler {
  return {
    transactional: true,
    async run(job, tx) {
      for (const { message, dedupe_key } of await render(job, { read: factsReader(tx), siteUrl })) {
        await enqueueMail(tx, message, { dedupeKey: dedupe_key });
      }
    },
  };
}
