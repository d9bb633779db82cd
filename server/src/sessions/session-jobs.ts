import type { JobHandler, JobQueue } from "../jobs/job-queue";
import { enqueueMail } from "../jobs/mail-jobs";
import { convocationMail, promotionMail, reminderMail, type SessionMailFacts } from "../mail/session-mails";
import { loadEnrollmentFacts as loadFacts } from "../jobs/enrollment-facts";

export const HOLD_EXPIRY_JOB = "sessions.hold-expiry";
export const PROMOTED_JOB = "sessions.promoted";
export const CONVOCATION_JOB = "sessions.convocation";
export const REMINDER_JOB = "sessions.reminder";

const enrollmentIdOf = (payload: Record<string, unknown>) => {
  const id = Number(payload.enrollment_id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error("job without a valid enrollment_id");
  return id;
};

/**
 * A mail job for one enrollment: rendered from what the database holds when the job runs (so a cancelled seat gets no
 * reminder), and queued in the job's own transaction with a dedupe key, so it is sent once.
 */
function sessionMailJob(
  kind: string,
  wanted: (status: string, sessionStatus: string) => boolean,
  render: (facts: SessionMailFacts) => ReturnType<typeof convocationMail>,
  siteUrl: string,
): JobHandler {
  return {
    transactional: true,
    async run(job, tx) {
      const enrollmentId = enrollmentIdOf(job.payload);
      const loaded = await loadFacts(tx, enrollmentId, siteUrl);
      if (!loaded || !wanted(loaded.status, loaded.sessionStatus)) return;
      await enqueueMail(
        tx,
        { to: loaded.email, ...render(loaded.facts) },
        { dedupeKey: `mail:${kind}:${enrollmentId}` },
      );
    },
  };
}

export function registerSessionJobs(jobs: JobQueue, siteUrl: string): void {
  const live = (sessionStatus: string) => sessionStatus !== "cancelled";
  jobs.register(HOLD_EXPIRY_JOB, {
    transactional: true,
    async run(job, tx) {
      await tx.query("select private.expire_hold($1)", [enrollmentIdOf(job.payload)]);
    },
  });
  jobs.register(
    PROMOTED_JOB,
    sessionMailJob(PROMOTED_JOB, (s, ss) => s === "pending" && live(ss), promotionMail, siteUrl),
  );
  jobs.register(
    CONVOCATION_JOB,
    sessionMailJob(CONVOCATION_JOB, (s, ss) => s === "confirmed" && live(ss), convocationMail, siteUrl),
  );
  jobs.register(
    REMINDER_JOB,
    sessionMailJob(REMINDER_JOB, (s, ss) => s === "confirmed" && live(ss), reminderMail, siteUrl),
  );
}
