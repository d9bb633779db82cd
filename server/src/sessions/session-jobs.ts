import type { Queryable } from "../db/database";
import type { JobHandler, JobQueue } from "../jobs/job-queue";
import { enqueueMail } from "../jobs/mail-jobs";
import { convocationMail, promotionMail, reminderMail, type SessionMailFacts } from "../mail/session-mails";

export const HOLD_EXPIRY_JOB = "sessions.hold-expiry";
export const PROMOTED_JOB = "sessions.promoted";
export const CONVOCATION_JOB = "sessions.convocation";
export const REMINDER_JOB = "sessions.reminder";

interface FactsRow {
  email: string | null;
  full_name: string | null;
  status: string;
  title: string;
  description: string;
  duration: string;
  formation_id: string | number;
  starts_on: string;
  ends_on: string;
  format: string;
  city: string;
  venue: string;
  session_status: string;
  payment_reference: string;
  hold_expires_at: Date | string | null;
}

const FACTS = `
  select p.email, p.full_name, e.status, f.title, f.description, f.duration, f.id as formation_id,
         to_char(s.starts_on, 'YYYY-MM-DD') as starts_on, to_char(s.ends_on, 'YYYY-MM-DD') as ends_on,
         s.format, s.city, s.venue, s.status as session_status, e.payment_reference, e.hold_expires_at
  from public.enrollments e
  join public.course_sessions s on s.id = e.session_id
  join public.formations f on f.id = e.formation_id
  join public.profiles p on p.id = e.user_id
  where e.id = $1`;

async function loadFacts(tx: Queryable, enrollmentId: number, siteUrl: string) {
  const { rows } = await tx.query<FactsRow>(FACTS, [enrollmentId]);
  const row = rows[0];
  if (!row || !row.email) return null;
  const facts: SessionMailFacts = {
    learnerName: row.full_name?.trim() || row.email,
    formationTitle: row.title,
    formationDescription: row.description,
    duration: row.duration,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    format: row.format,
    city: row.city,
    venue: row.venue,
    paymentReference: row.payment_reference,
    holdExpiresAt: row.hold_expires_at === null ? null : new Date(row.hold_expires_at).toISOString(),
    courseUrl: `${siteUrl}/formations/${row.formation_id}`,
    accountUrl: `${siteUrl}/mes-formations`,
  };
  return { facts, email: row.email, status: row.status, sessionStatus: row.session_status };
}

const enrollmentIdOf = (payload: Record<string, unknown>) => {
  const id = Number(payload.enrollment_id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error("job without a valid enrollment_id");
  return id;
};

/**
 * A mail job for one enrolment: rendered from what the database holds when the job runs (so a cancelled seat gets no
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
