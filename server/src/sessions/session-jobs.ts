import type { JobQueue } from "../jobs/job-queue";
import { renderedMailJob } from "../jobs/mail-jobs";
import {
  CONVOCATION_JOB,
  ENROLLMENT_MAIL_JOBS,
  HOLD_EXPIRY_JOB,
  PROMOTED_JOB,
  REMINDER_JOB,
  payloadId,
} from "../../../supabase/functions/_shared/jobs-enrollment-mails.ts";

/**
 * The session jobs, run here where no edge runtime runs them (process-jobs runs them otherwise, decision 0955): the
 * same rendering (supabase/functions/_shared/jobs-enrollment-mails.ts), in the job's transaction.
 */

export function registerSessionJobs(jobs: JobQueue, siteUrl: string): void {
  jobs.register(HOLD_EXPIRY_JOB, {
    transactional: true,
    async run(job, tx) {
      // public.function_finish_hold_expiry does the same in process-jobs, with the job's completion.
      await tx.query("select private.expire_hold($1)", [payloadId(job.payload, "enrollment_id")]);
    },
  });
  for (const kind of [PROMOTED_JOB, CONVOCATION_JOB, REMINDER_JOB]) {
    jobs.register(kind, renderedMailJob(ENROLLMENT_MAIL_JOBS[kind], siteUrl));
  }
}
