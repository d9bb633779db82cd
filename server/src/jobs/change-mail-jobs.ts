import type { JobQueue } from "./job-queue";
import { renderedMailJob } from "./mail-jobs";
import { CHANGE_MAIL_JOBS, ENROLLMENT_MAIL_JOBS } from "../../../supabase/functions/_shared/jobs-enrollment-mails.ts";

/**
 * The jobs the database queues when an enrollment, a session, a waitlist row or a certificate changes (migration
 * 20261126150000_change_mails.sql, decision 0865), run here where no edge runtime runs them (process-jobs runs them
 * otherwise, decision 0955): the same rendering (supabase/functions/_shared/jobs-enrollment-mails.ts), in the job's
 * transaction.
 */

export function registerChangeMailJobs(jobs: JobQueue, siteUrl: string): void {
  for (const kind of CHANGE_MAIL_JOBS) {
    jobs.register(kind, renderedMailJob(ENROLLMENT_MAIL_JOBS[kind], siteUrl));
  }
}
