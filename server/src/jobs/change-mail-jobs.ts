import type { JobQueue } from "./job-queue";
import { renderedMailJob } from "./mail-jobs";
import {
  CERTIFICATE_ISSUED_JOB,
  ENROLLMENT_CANCELLED_JOB,
  ENROLLMENT_MAIL_JOBS,
  HOLD_REMINDER_JOB,
  REFUND_PAID_JOB,
  SESSION_CHANGED_JOB,
  WAITLIST_JOINED_JOB,
  WAITLIST_SESSION_CANCELLED_JOB,
} from "../../../supabase/functions/_shared/jobs-enrollment-mails.ts";

/**
 * The jobs the database queues when an enrollment, a session, a waitlist row or a certificate changes (migration
 * 20261126150000_change_mails.sql, decision 0865), run here where no edge runtime runs them (process-jobs runs them
 * otherwise, decision 0955): the same rendering (supabase/functions/_shared/jobs-enrollment-mails.ts), in the job's
 * transaction.
 */

export function registerChangeMailJobs(jobs: JobQueue, siteUrl: string): void {
  for (const kind of [
    WAITLIST_JOINED_JOB,
    WAITLIST_SESSION_CANCELLED_JOB,
    HOLD_REMINDER_JOB,
    ENROLLMENT_CANCELLED_JOB,
    SESSION_CHANGED_JOB,
    CERTIFICATE_ISSUED_JOB,
    REFUND_PAID_JOB,
  ]) {
    jobs.register(kind, renderedMailJob(ENROLLMENT_MAIL_JOBS[kind], siteUrl));
  }
}
