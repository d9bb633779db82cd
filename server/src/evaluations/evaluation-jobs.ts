import { pagePaths } from "@common/urls";
import type { Queryable } from "../db/database";
import { enqueueJob, type JobQueue } from "../jobs/job-queue";
import { enqueueMail } from "../jobs/mail-jobs";
import { evaluationMail } from "./evaluation-mails";
import { hashEvaluationToken, newEvaluationToken } from "./tokens";
import type { EvaluationKind } from "@common/database";

export const SESSION_ENDED_JOB = "evaluations.session-ended";
export const COLD_EVALUATION_JOB = "evaluations.cold";
export const EVALUATION_REMINDER_JOB = "evaluations.reminder";

const DAY = 24 * 3600 * 1000;
/** The cold evaluation leaves this long after the session's end; a reminder this long after an invitation. */
export const COLD_AFTER_DAYS = 90;
export const REMINDER_AFTER_DAYS = 4;

interface Invitee {
  enrollment_id: string | number;
  session_id: string | number;
  email: string | null;
  full_name: string | null;
  title: string;
}

const INVITEES = `
  select e.id as enrollment_id, e.session_id, p.email, p.full_name, f.title
    from public.enrollments e join public.profiles p on p.id = e.user_id join public.formations f on f.id = e.formation_id
   where e.status in ('confirmed', 'completed') and e.session_id is not null`;

const positive = (value: unknown, name: string) => {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`job without a valid ${name}`);
  return id;
};

/** One invitation (token stored hashed), its e-mail and its single reminder, in the job's transaction. */
async function invite(tx: Queryable, invitee: Invitee, kind: EvaluationKind, siteUrl: string): Promise<void> {
  const token = newEvaluationToken();
  const { rows } = await tx.query<{ id: string | number }>(
    `insert into private.evaluation_invitations (enrollment_id, session_id, kind, token_hash)
     values ($1, $2, $3, $4) on conflict (enrollment_id, kind) do nothing returning id`,
    [invitee.enrollment_id, invitee.session_id, kind, hashEvaluationToken(token)],
  );
  const invitation = rows[0];
  if (!invitation || !invitee.email) return;
  const facts = {
    learnerName: invitee.full_name?.trim() || invitee.email,
    formationTitle: invitee.title,
    link: `${siteUrl}${pagePaths.evaluation(token)}`,
    kind,
  };
  await enqueueMail(
    tx,
    { to: invitee.email, ...evaluationMail({ ...facts, reminder: false }) },
    { dedupeKey: `mail:evaluations.${kind}:${invitee.enrollment_id}` },
  );
  // The token travels in the reminder's payload (private.jobs, server only): it is stored nowhere else in clear.
  await enqueueJob(
    tx,
    EVALUATION_REMINDER_JOB,
    { invitation_id: Number(invitation.id), token },
    { runAt: new Date(Date.now() + REMINDER_AFTER_DAYS * DAY), dedupeKey: `evaluations.reminder:${invitation.id}` },
  );
  if (kind === "hot") {
    await enqueueJob(
      tx,
      COLD_EVALUATION_JOB,
      { enrollment_id: Number(invitee.enrollment_id) },
      { runAt: new Date(Date.now() + COLD_AFTER_DAYS * DAY), dedupeKey: `evaluations.cold:${invitee.enrollment_id}` },
    );
  }
}

export function registerEvaluationJobs(jobs: JobQueue, siteUrl: string): void {
  jobs.register(SESSION_ENDED_JOB, {
    transactional: true,
    async run(job, tx) {
      const sessionId = positive(job.payload.session_id, "session_id");
      const { rows: over } = await tx.query<{ over: boolean }>("select private.session_is_over($1) as over", [
        sessionId,
      ]);
      if (!over[0]?.over) return;
      await tx.query("select private.issue_completion_certificates($1)", [sessionId]);
      const { rows } = await tx.query<Invitee>(`${INVITEES} and e.session_id = $1`, [sessionId]);
      for (const invitee of rows) await invite(tx, invitee, "hot", siteUrl);
    },
  });
  jobs.register(COLD_EVALUATION_JOB, {
    transactional: true,
    async run(job, tx) {
      const enrollmentId = positive(job.payload.enrollment_id, "enrollment_id");
      const { rows } = await tx.query<Invitee>(`${INVITEES} and e.id = $1`, [enrollmentId]);
      if (rows[0]) await invite(tx, rows[0], "cold", siteUrl);
    },
  });
  jobs.register(EVALUATION_REMINDER_JOB, {
    transactional: true,
    async run(job, tx) {
      const invitationId = positive(job.payload.invitation_id, "invitation_id");
      const token = String(job.payload.token ?? "");
      const { rows } = await tx.query<Invitee & { kind: EvaluationKind }>(
        `update private.evaluation_invitations i set reminded_at = now()
           from public.enrollments e join public.profiles p on p.id = e.user_id join public.formations f on f.id = e.formation_id
          where i.id = $1 and e.id = i.enrollment_id and i.answered_at is null and i.reminded_at is null
            and i.token_hash = $2 and e.status in ('confirmed', 'completed')
          returning i.enrollment_id, i.session_id, i.kind, p.email, p.full_name, f.title`,
        [invitationId, hashEvaluationToken(token)],
      );
      const row = rows[0];
      if (!row?.email) return;
      await enqueueMail(
        tx,
        {
          to: row.email,
          ...evaluationMail({
            learnerName: row.full_name?.trim() || row.email,
            formationTitle: row.title,
            link: `${siteUrl}${pagePaths.evaluation(token)}`,
            kind: row.kind,
            reminder: true,
          }),
        },
        { dedupeKey: `mail:evaluations.reminder:${invitationId}` },
      );
    },
  });
}
