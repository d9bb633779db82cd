import { pagePaths } from "@common/urls";
import { formatMoney } from "@common/format";
import type { Queryable } from "../db/database";
import {
  certificateIssuedMail,
  enrollmentCancelledMail,
  holdLapsedMail,
  holdReminderMail,
  refundPaidMail,
  sessionCancelledMail,
  sessionMovedMail,
  waitlistJoinedMail,
  waitlistSessionCancelledMail,
  type SessionBefore,
} from "../mail/change-mails";
import type { ComposedMail } from "../mail/compose";
import { loadEnrollmentFacts, loadRefund, loadSessionPlace, otherOpenSessions } from "./enrollment-facts";
import type { Job, JobHandler, JobQueue } from "./job-queue";
import { enqueueMail } from "./mail-jobs";

/**
 * The jobs the database queues when an enrollment, a session, a waitlist row or a certificate changes (migration
 * 20261126150000_change_mails.sql, decision 0865). Each renders its e-mail from what the database holds when it runs
 * and queues it as a `mail.send` job in its own transaction, with a dedupe key: one e-mail per change.
 */
export const WAITLIST_JOINED_JOB = "mail.waitlist-joined";
export const WAITLIST_SESSION_CANCELLED_JOB = "mail.waitlist-session-cancelled";
export const HOLD_REMINDER_JOB = "mail.hold-reminder";
export const ENROLLMENT_CANCELLED_JOB = "mail.enrollment-cancelled";
export const SESSION_CHANGED_JOB = "mail.session-changed";
export const CERTIFICATE_ISSUED_JOB = "mail.certificate-issued";
export const REFUND_PAID_JOB = "mail.refund-paid";

const idOf = (payload: Record<string, unknown>, key: string) => {
  const id = Number(payload[key]);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`job without a valid ${key}`);
  return id;
};

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

type Render = (job: Job, tx: Queryable, siteUrl: string) => Promise<{ to: string; mail: ComposedMail } | null>;

function mailJob(kind: string, dedupe: (job: Job) => string, render: Render, siteUrl: string): JobHandler {
  return {
    transactional: true,
    async run(job, tx) {
      const rendered = await render(job, tx, siteUrl);
      if (!rendered) return;
      await enqueueMail(tx, { to: rendered.to, ...rendered.mail }, { dedupeKey: `mail:${kind}:${dedupe(job)}` });
    },
  };
}

interface WaitlistRow {
  email: string | null;
  full_name: string | null;
  session_id: string | number;
  formation_id: string | number;
  status: string;
  position: number;
}

async function loadWaitlist(tx: Queryable, waitlistId: number, siteUrl: string) {
  const { rows } = await tx.query<WaitlistRow>(
    `select u.email, p.full_name, w.session_id, s.formation_id, w.status,
            (select count(*)::integer from public.session_waitlist o
              where o.session_id = w.session_id and o.status = 'waiting'
                and (o.created_at, o.id) <= (w.created_at, w.id)) as position
       from public.session_waitlist w
       join public.course_sessions s on s.id = w.session_id
       join auth.users u on u.id = w.user_id
       left join public.profiles p on p.id = w.user_id
      where w.id = $1`,
    [waitlistId],
  );
  const row = rows[0];
  if (!row?.email) return null;
  const place = await loadSessionPlace(tx, Number(row.session_id), siteUrl);
  if (!place) return null;
  return {
    row,
    facts: {
      ...place,
      learnerName: row.full_name?.trim() || row.email,
      position: Number(row.position),
      accountUrl: `${siteUrl}${pagePaths.myTrainings()}`,
    },
  };
}

const renderWaitlistJoined: Render = async (job, tx, siteUrl) => {
  const loaded = await loadWaitlist(tx, idOf(job.payload, "waitlist_id"), siteUrl);
  if (!loaded || loaded.row.status !== "waiting") return null;
  return { to: loaded.row.email!, mail: waitlistJoinedMail(loaded.facts) };
};

const renderWaitlistSessionCancelled: Render = async (job, tx, siteUrl) => {
  const loaded = await loadWaitlist(tx, idOf(job.payload, "waitlist_id"), siteUrl);
  if (!loaded) return null;
  const others = await otherOpenSessions(tx, Number(loaded.row.formation_id), Number(loaded.row.session_id));
  return { to: loaded.row.email!, mail: waitlistSessionCancelledMail(loaded.facts, others) };
};

const renderHoldReminder: Render = async (job, tx, siteUrl) => {
  const loaded = await loadEnrollmentFacts(tx, idOf(job.payload, "enrollment_id"), siteUrl);
  if (!loaded || loaded.status !== "pending" || loaded.sessionStatus === "cancelled") return null;
  const left = loaded.facts.holdExpiresAt ? new Date(loaded.facts.holdExpiresAt).getTime() - Date.now() : 0;
  // The hold moved later since the job was queued (or has already passed): no reminder now.
  if (left <= 0 || left > 25 * 3_600_000) return null;
  return { to: loaded.email, mail: holdReminderMail(loaded.facts) };
};

const renderCancelled: Render = async (job, tx, siteUrl) => {
  const enrollmentId = idOf(job.payload, "enrollment_id");
  const loaded = await loadEnrollmentFacts(tx, enrollmentId, siteUrl);
  if (!loaded || loaded.status !== "cancelled") return null;
  const [refund, others] = await Promise.all([
    loadRefund(tx, enrollmentId),
    otherOpenSessions(tx, loaded.formationId, loaded.sessionId),
  ]);
  const cause = job.payload.cause;
  const mail =
    cause === "session_cancelled"
      ? sessionCancelledMail(loaded.facts, { refund, others })
      : cause === "hold_lapsed"
        ? holdLapsedMail(loaded.facts, others)
        : enrollmentCancelledMail(loaded.facts, {
            cause: cause === "learner" ? "learner" : "staff",
            reason: text(job.payload.reason),
            refund,
            others,
          });
  return { to: loaded.email, mail };
};

const renderSessionChanged: Render = async (job, tx, siteUrl) => {
  const loaded = await loadEnrollmentFacts(tx, idOf(job.payload, "enrollment_id"), siteUrl);
  if (!loaded || !["pending", "confirmed"].includes(loaded.status) || loaded.sessionStatus === "cancelled") return null;
  const before = job.payload.before as Partial<SessionBefore> | undefined;
  if (!before?.startsOn || !before.endsOn) return null;
  const others = await otherOpenSessions(tx, loaded.formationId, loaded.sessionId);
  const previous: SessionBefore = {
    startsOn: before.startsOn,
    endsOn: before.endsOn,
    format: String(before.format ?? ""),
    city: String(before.city ?? ""),
    venue: String(before.venue ?? ""),
  };
  return { to: loaded.email, mail: sessionMovedMail(loaded.facts, previous, others) };
};

const renderCertificate: Render = async (job, tx, siteUrl) => {
  const { rows } = await tx.query<{
    email: string | null;
    full_name: string | null;
    learner_name: string;
    formation_title: string;
    number: string;
    issued_at: Date | string;
  }>(
    `select u.email, p.full_name, c.learner_name, c.formation_title, c.number, c.issued_at
       from public.certificates c join auth.users u on u.id = c.user_id left join public.profiles p on p.id = c.user_id
      where c.id = $1`,
    [String(job.payload.certificate_id ?? "")],
  );
  const row = rows[0];
  if (!row?.email) return null;
  return {
    to: row.email,
    mail: certificateIssuedMail({
      learnerName: row.full_name?.trim() || row.learner_name,
      formationTitle: row.formation_title,
      number: row.number,
      issuedAt: new Date(row.issued_at).toISOString(),
      certificatesUrl: `${siteUrl}${pagePaths.certificates()}`,
      verifyUrl: `${siteUrl}${pagePaths.verifyCertificate(row.number)}`,
    }),
  };
};

/** How the money went back, from the payment refunded (decision 0868). */
function refundMeans(provider: string, channel: string): string {
  if (provider === "stripe" || channel === "carte") return "sur la carte bancaire utilisée";
  if (channel === "virement") return "par virement bancaire";
  return "par transfert Mobile Money";
}

const renderRefundPaid: Render = async (job, tx, siteUrl) => {
  const { rows } = await tx.query<{
    email: string | null;
    full_name: string | null;
    formation_title: string;
    amount: string;
    currency: string;
    refunded_at: Date | string;
    provider: string;
    channel: string;
    credit_note: string | null;
  }>(
    `select u.email, pr.full_name, f.title as formation_title, r.amount, r.currency, r.refunded_at,
            p.provider, p.channel, n.number as credit_note
       from public.refunds r
       join public.payments p on p.id = r.payment_id
       join public.enrollments e on e.id = r.enrollment_id
       join public.formations f on f.id = e.formation_id
       join auth.users u on u.id = r.user_id
       left join public.profiles pr on pr.id = r.user_id
       left join public.credit_notes n on n.refund_id = r.id
      where r.id = $1 and r.status = 'refunded'`,
    [idOf(job.payload, "refund_id")],
  );
  const row = rows[0];
  if (!row?.email) return null;
  return {
    to: row.email,
    mail: refundPaidMail({
      learnerName: row.full_name?.trim() || "",
      formationTitle: row.formation_title,
      amount: formatMoney(row.amount, row.currency),
      refundedAt: new Date(row.refunded_at).toISOString(),
      means: refundMeans(row.provider, row.channel),
      creditNote: row.credit_note,
      myTrainingsUrl: `${siteUrl}${pagePaths.myTrainings()}`,
    }),
  };
};

export function registerChangeMailJobs(jobs: JobQueue, siteUrl: string): void {
  const byId = (key: string) => (job: Job) => String(job.payload[key]);
  jobs.register(WAITLIST_JOINED_JOB, mailJob(WAITLIST_JOINED_JOB, byId("waitlist_id"), renderWaitlistJoined, siteUrl));
  jobs.register(
    WAITLIST_SESSION_CANCELLED_JOB,
    mailJob(WAITLIST_SESSION_CANCELLED_JOB, byId("waitlist_id"), renderWaitlistSessionCancelled, siteUrl),
  );
  jobs.register(HOLD_REMINDER_JOB, mailJob(HOLD_REMINDER_JOB, byId("enrollment_id"), renderHoldReminder, siteUrl));
  jobs.register(
    ENROLLMENT_CANCELLED_JOB,
    mailJob(ENROLLMENT_CANCELLED_JOB, byId("enrollment_id"), renderCancelled, siteUrl),
  );
  jobs.register(
    SESSION_CHANGED_JOB,
    mailJob(
      SESSION_CHANGED_JOB,
      (job) => `${String(job.payload.enrollment_id)}:${job.id}`,
      renderSessionChanged,
      siteUrl,
    ),
  );
  jobs.register(
    CERTIFICATE_ISSUED_JOB,
    mailJob(CERTIFICATE_ISSUED_JOB, byId("certificate_id"), renderCertificate, siteUrl),
  );
  jobs.register(REFUND_PAID_JOB, mailJob(REFUND_PAID_JOB, byId("refund_id"), renderRefundPaid, siteUrl));
}
