import { formatMoney, timeZoneFor } from "@common/format";
import { pagePaths } from "@common/urls";
import {
  certificateIssuedMail,
  duplicatePaymentMail,
  enrollmentCancelledMail,
  holdLapsedMail,
  holdReminderMail,
  refundPaidMail,
  sessionCancelledMail,
  sessionMovedMail,
  waitlistJoinedMail,
  waitlistSessionCancelledMail,
  type OtherSession,
  type RefundFacts,
  type SessionBefore,
} from "./mail/change-mails.ts";
import type { ComposedMail } from "./mail/compose.ts";
import {
  convocationMail,
  promotionMail,
  reminderMail,
  type SessionMailFacts,
  type SessionPlace,
} from "./mail/session-mails.ts";
import type { ClaimedJob, QueuedMail } from "./jobs-kinds.ts";
import { sessionInvitationAttachment } from "./calendar-invitation.ts";
import type { MailAttachment } from "./mail/send.ts";
import { queuePhoneText } from "./messaging/queue.ts";
import { sessionPhoneTexts } from "./messaging/session-texts.ts";
import { phoneTexts, type PhoneText } from "./messaging/texts.ts";

/**
 * The jobs that write to a learner about their enrollment, their place on a waitlist, their certificate or their
 * refund (session e-mails, decision 0760; change e-mails, migration 20261126150000 and decision 0865), for both
 * runners: process-jobs (decision 0955) and the Node runner where no edge runtime runs. Each renders its e-mail from
 * what the database holds when it runs (so a cancelled seat gets no reminder), read through the SQL functions of
 * migration 20261129100000, and queues it as a `mail.send` job with a dedupe key: one e-mail per change.
 */
export const HOLD_EXPIRY_JOB = "sessions.hold-expiry";
export const PROMOTED_JOB = "sessions.promoted";
export const CONVOCATION_JOB = "sessions.convocation";
export const REMINDER_JOB = "sessions.reminder";

export const WAITLIST_JOINED_JOB = "mail.waitlist-joined";
export const WAITLIST_SESSION_CANCELLED_JOB = "mail.waitlist-session-cancelled";
export const HOLD_REMINDER_JOB = "mail.hold-reminder";
export const ENROLLMENT_CANCELLED_JOB = "mail.enrollment-cancelled";
export const SESSION_CHANGED_JOB = "mail.session-changed";
export const CERTIFICATE_ISSUED_JOB = "mail.certificate-issued";
export const REFUND_PAID_JOB = "mail.refund-paid";
export const PAYMENT_DUPLICATE_JOB = "mail.payment-duplicate";

/** The change e-mails (migration 20261126150000): waitlist, hold reminder, cancellation, session moved, certificate, refund. */
export const CHANGE_MAIL_JOBS = [
  WAITLIST_JOINED_JOB,
  WAITLIST_SESSION_CANCELLED_JOB,
  HOLD_REMINDER_JOB,
  ENROLLMENT_CANCELLED_JOB,
  SESSION_CHANGED_JOB,
  CERTIFICATE_ISSUED_JOB,
  REFUND_PAID_JOB,
  PAYMENT_DUPLICATE_JOB,
] as const;

/**
 * Calls one of the SQL functions that read what an e-mail says (`function_enrollment_mail_facts`…) with named
 * arguments: an RPC in process-jobs, a query in the job's transaction in the Node runner. Null: nothing to write to.
 */
export type ReadFacts = (fn: string, args: Record<string, unknown>) => Promise<unknown>;

export interface MailJobContext {
  read: ReadFacts;
  /** The site's public origin, for the links. */
  siteUrl: string;
}

/** Renders the e-mails of one job (none when the change no longer holds). */
export type MailJobRender = (job: Pick<ClaimedJob, "id" | "payload">, context: MailJobContext) => Promise<QueuedMail[]>;

/** The id a job's payload names (`enrollment_id`, `waitlist_id`…); a job without it fails (and is retried, then kept). */
export function payloadId(payload: Record<string, unknown>, key: string): number {
  const id = Number(payload[key]);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`job without a valid ${key}`);
  return id;
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** The learner's payment page for one enrollment (« Mes formations » opens the payment of `payer`). */
export const payUrl = (siteUrl: string, enrollmentId: number) => `${siteUrl}${pagePaths.myTrainings(enrollmentId)}`;

interface SessionRow {
  title: string;
  description: string;
  duration: string;
  formation_id: number | string;
  session_id: number | string;
  starts_on: string;
  ends_on: string;
  format: string;
  city: string;
  venue: string;
  other_sessions: { starts_on: string; ends_on: string; format: string; city: string; venue: string; seats_left: number }[];
}

interface EnrollmentRow extends SessionRow {
  /** The learner's account: their phone texts are addressed to it (decision 1068). */
  user_id: string;
  /** Null for an account without e-mail (signed up by phone): its phone texts only. */
  email: string | null;
  full_name: string | null;
  country: string | null;
  status: string;
  session_status: string;
  payment_reference: string;
  hold_expires_at: string | null;
  amount: string | null;
  currency: string | null;
  refund: { amount: string; currency: string; status: RefundFacts["status"]; created_at: string } | null;
}

interface WaitlistRow extends SessionRow {
  email: string;
  full_name: string | null;
  status: string;
  position: number;
}

/** The formation and session columns, as the e-mails describe them. */
function sessionPlaceOf(row: SessionRow, siteUrl: string): SessionPlace {
  return {
    formationTitle: row.title,
    formationDescription: row.description,
    duration: row.duration,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    format: row.format,
    city: row.city,
    venue: row.venue,
    formationUrl: `${siteUrl}${pagePaths.formation(row.formation_id)}`,
  };
}

const othersOf = (row: SessionRow): OtherSession[] =>
  (row.other_sessions ?? []).map((other) => ({
    startsOn: other.starts_on,
    endsOn: other.ends_on,
    format: other.format,
    city: other.city,
    venue: other.venue,
    seatsLeft: Number(other.seats_left),
  }));

/**
 * An enrollment as its e-mails describe it, read when the job runs; null when it is gone. `email` is null for an
 * account without one (decision 1068): its phone texts go, no e-mail does.
 */
async function enrollmentFacts(context: MailJobContext, enrollmentId: number) {
  const row = (await context.read("function_enrollment_mail_facts", { p_enrollment: enrollmentId })) as
    | EnrollmentRow
    | null;
  if (!row) return null;
  const { siteUrl } = context;
  const facts: SessionMailFacts = {
    ...sessionPlaceOf(row, siteUrl),
    enrollmentId,
    learnerName: row.full_name?.trim() || row.email || "",
    paymentReference: row.payment_reference,
    holdExpiresAt: row.hold_expires_at === null ? null : new Date(row.hold_expires_at).toISOString(),
    amount: row.amount !== null && row.currency ? formatMoney(row.amount, row.currency) : "",
    timeZone: timeZoneFor({ city: row.city, country: row.country, currency: row.currency }),
    accountUrl: `${siteUrl}${pagePaths.myTrainings()}`,
    payUrl: payUrl(siteUrl, enrollmentId),
  };
  const refund: RefundFacts | null = row.refund
    ? {
        amount: formatMoney(row.refund.amount, row.refund.currency),
        status: row.refund.status,
        recordedAt: new Date(row.refund.created_at).toISOString(),
      }
    : null;
  return {
    facts,
    email: row.email,
    userId: row.user_id,
    status: row.status,
    sessionStatus: row.session_status,
    sessionId: row.session_id,
    refund,
    others: othersOf(row),
  };
}

/**
 * One e-mail to `to`, queued once under `mail:<kind>:<key>`, with its files (the session's invitation); none to an
 * account without e-mail (decision 1068: its phone texts are the only messages, and the job does not fail).
 */
const queued = (
  kind: string,
  key: string | number,
  to: string | null,
  mail: ComposedMail,
  attachments: MailAttachment[] = [],
): QueuedMail[] =>
  to
    ? [{ message: { to, ...mail, ...(attachments.length ? { attachments } : {}) }, dedupe_key: `mail:${kind}:${key}` }]
    : [];

/** The session's .ics for this learner (decision 1020): the current event, or its cancellation. */
const invitation = (context: MailJobContext, sessionId: number | string, cancelled = false) =>
  sessionInvitationAttachment(context.read, sessionId, { siteUrl: context.siteUrl, cancelled });

/**
 * The same change by SMS/WhatsApp to the account, on the channels it chose (decisions 1008 and 1068), once per
 * change: `<kind>:<key>`.
 */
const phoneAlso = (context: MailJobContext, userId: string, kind: string, key: string | number, text: PhoneText, enrollmentId?: number) =>
  queuePhoneText(context.read, { userId, enrollmentId }, `${kind}:${key}`, text);

/** A session e-mail to the learner of `enrollment_id`, sent when `wanted` holds for the seat and its session. */
function sessionMail(
  kind: string,
  wanted: (status: string) => boolean,
  render: (facts: SessionMailFacts) => ComposedMail,
  phone?: (facts: SessionMailFacts) => PhoneText,
  withInvitation = false,
): MailJobRender {
  return async (job, context) => {
    const enrollmentId = payloadId(job.payload, "enrollment_id");
    const loaded = await enrollmentFacts(context, enrollmentId);
    if (!loaded || !wanted(loaded.status) || loaded.sessionStatus === "cancelled") return [];
    if (phone) await phoneAlso(context, loaded.userId, kind, enrollmentId, phone(loaded.facts), enrollmentId);
    const files = withInvitation && loaded.email ? await invitation(context, loaded.sessionId) : [];
    return queued(kind, enrollmentId, loaded.email, render(loaded.facts), files);
  };
}

async function waitlistFacts(context: MailJobContext, waitlistId: number) {
  const row = (await context.read("function_waitlist_mail_facts", { p_waitlist: waitlistId })) as WaitlistRow | null;
  if (!row?.email) return null;
  return {
    row,
    facts: {
      ...sessionPlaceOf(row, context.siteUrl),
      learnerName: row.full_name?.trim() || row.email,
      position: Number(row.position),
      accountUrl: `${context.siteUrl}${pagePaths.myTrainings()}`,
    },
  };
}

/** How the money went back, from the payment refunded (decision 0868). */
function refundMeans(provider: string, channel: string): string {
  if (provider === "stripe" || channel === "carte") return "sur la carte bancaire utilisée";
  if (channel === "virement") return "par virement bancaire";
  return "par transfert Mobile Money";
}

/** The e-mail jobs of this module by kind (the hold expiry is not one: it changes the seat, see HOLD_EXPIRY_JOB). */
export const ENROLLMENT_MAIL_JOBS: Record<string, MailJobRender> = {
  [PROMOTED_JOB]: sessionMail(PROMOTED_JOB, (status) => status === "pending", promotionMail, sessionPhoneTexts.seatOffered),
  [CONVOCATION_JOB]: sessionMail(
    CONVOCATION_JOB,
    (status) => status === "confirmed",
    convocationMail,
    sessionPhoneTexts.convocation,
    true,
  ),
  [REMINDER_JOB]: sessionMail(REMINDER_JOB, (status) => status === "confirmed", reminderMail, sessionPhoneTexts.reminder),

  async [WAITLIST_JOINED_JOB](job, context) {
    const waitlistId = payloadId(job.payload, "waitlist_id");
    const loaded = await waitlistFacts(context, waitlistId);
    if (!loaded || loaded.row.status !== "waiting") return [];
    return queued(WAITLIST_JOINED_JOB, waitlistId, loaded.row.email, waitlistJoinedMail(loaded.facts));
  },

  async [WAITLIST_SESSION_CANCELLED_JOB](job, context) {
    const waitlistId = payloadId(job.payload, "waitlist_id");
    const loaded = await waitlistFacts(context, waitlistId);
    if (!loaded) return [];
    const mail = waitlistSessionCancelledMail(loaded.facts, othersOf(loaded.row), text(job.payload.reason));
    return queued(WAITLIST_SESSION_CANCELLED_JOB, waitlistId, loaded.row.email, mail);
  },

  async [HOLD_REMINDER_JOB](job, context) {
    const enrollmentId = payloadId(job.payload, "enrollment_id");
    const loaded = await enrollmentFacts(context, enrollmentId);
    if (!loaded || loaded.status !== "pending" || loaded.sessionStatus === "cancelled") return [];
    const left = loaded.facts.holdExpiresAt ? new Date(loaded.facts.holdExpiresAt).getTime() - Date.now() : 0;
    // The hold moved later since the job was queued (or has already passed): no reminder now.
    if (left <= 0 || left > 25 * 3_600_000) return [];
    await phoneAlso(context, loaded.userId, HOLD_REMINDER_JOB, enrollmentId, sessionPhoneTexts.holdReminder(loaded.facts), enrollmentId);
    return queued(HOLD_REMINDER_JOB, enrollmentId, loaded.email, holdReminderMail(loaded.facts));
  },

  async [ENROLLMENT_CANCELLED_JOB](job, context) {
    const enrollmentId = payloadId(job.payload, "enrollment_id");
    const loaded = await enrollmentFacts(context, enrollmentId);
    if (!loaded || loaded.status !== "cancelled") return [];
    const { refund, others } = loaded;
    const cause = job.payload.cause;
    const reason = text(job.payload.reason);
    // The deadline that passed: the cancelled enrollment no longer holds it, the job does (finding 29).
    const expiredAt = text(job.payload.hold_expired_at);
    const facts =
      cause === "hold_lapsed" && expiredAt
        ? { ...loaded.facts, holdExpiresAt: new Date(expiredAt).toISOString() }
        : loaded.facts;
    const mail =
      cause === "session_cancelled"
        ? sessionCancelledMail(facts, { refund, others, reason })
        : cause === "hold_lapsed"
          ? holdLapsedMail(facts, others)
          : enrollmentCancelledMail(facts, {
              cause: cause === "learner" ? "learner" : "staff",
              reason,
              refund,
              others,
            });
    if (cause === "session_cancelled") {
      await phoneAlso(context, loaded.userId, ENROLLMENT_CANCELLED_JOB, enrollmentId, sessionPhoneTexts.sessionCancelled(facts, reason), enrollmentId);
    }
    // The event the convocation put in their calendar is cancelled (none was sent for a hold that lapsed unpaid).
    const files = cause === "hold_lapsed" || !loaded.email ? [] : await invitation(context, loaded.sessionId, true);
    return queued(ENROLLMENT_CANCELLED_JOB, enrollmentId, loaded.email, mail, files);
  },

  async [SESSION_CHANGED_JOB](job, context) {
    const enrollmentId = payloadId(job.payload, "enrollment_id");
    const loaded = await enrollmentFacts(context, enrollmentId);
    if (!loaded || !["pending", "confirmed"].includes(loaded.status) || loaded.sessionStatus === "cancelled") return [];
    const before = job.payload.before as Partial<SessionBefore> | undefined;
    if (!before?.startsOn || !before.endsOn) return [];
    const previous: SessionBefore = {
      startsOn: before.startsOn,
      endsOn: before.endsOn,
      format: String(before.format ?? ""),
      city: String(before.city ?? ""),
      venue: String(before.venue ?? ""),
    };
    // One e-mail per change of the session: the key names the job.
    const mail = sessionMovedMail(loaded.facts, previous, loaded.others);
    const moved = sessionPhoneTexts.sessionMoved(loaded.facts);
    await phoneAlso(context, loaded.userId, SESSION_CHANGED_JOB, `${enrollmentId}:${job.id}`, moved, enrollmentId);
    // The updated event: same UID, SEQUENCE raised by the move (decision 1016).
    const files = loaded.email ? await invitation(context, loaded.sessionId) : [];
    return queued(SESSION_CHANGED_JOB, `${enrollmentId}:${job.id}`, loaded.email, mail, files);
  },

  async [CERTIFICATE_ISSUED_JOB](job, context) {
    const certificateId = String(job.payload.certificate_id ?? "");
    const row = (await context.read("function_certificate_mail_facts", { p_certificate: certificateId })) as {
      user_id: string;
      email: string | null;
      full_name: string | null;
      learner_name: string;
      formation_title: string;
      number: string;
      issued_at: string;
    } | null;
    if (!row) return [];
    const { siteUrl } = context;
    const mail = certificateIssuedMail({
      learnerName: row.full_name?.trim() || row.learner_name,
      formationTitle: row.formation_title,
      number: row.number,
      issuedAt: new Date(row.issued_at).toISOString(),
      certificatesUrl: `${siteUrl}${pagePaths.certificates()}`,
      verifyUrl: `${siteUrl}${pagePaths.verifyCertificate(row.number)}`,
    });
    const text = phoneTexts.certificate(row.formation_title, `${siteUrl}${pagePaths.certificates()}`);
    await phoneAlso(context, row.user_id, CERTIFICATE_ISSUED_JOB, certificateId, text);
    return queued(CERTIFICATE_ISSUED_JOB, certificateId, row.email, mail);
  },

  async [REFUND_PAID_JOB](job, context) {
    const refundId = payloadId(job.payload, "refund_id");
    const row = (await context.read("function_refund_paid_mail_facts", { p_refund: refundId })) as {
      email: string;
      full_name: string | null;
      formation_title: string;
      amount: string;
      currency: string;
      refunded_at: string;
      provider: string;
      channel: string;
      credit_note: string | null;
    } | null;
    if (!row?.email) return [];
    const mail = refundPaidMail({
      learnerName: row.full_name?.trim() || "",
      formationTitle: row.formation_title,
      amount: formatMoney(row.amount, row.currency),
      refundedAt: new Date(row.refunded_at).toISOString(),
      means: refundMeans(row.provider, row.channel),
      creditNote: row.credit_note,
      myTrainingsUrl: `${context.siteUrl}${pagePaths.myTrainings()}`,
    });
    return queued(REFUND_PAID_JOB, refundId, row.email, mail);
  },

  async [PAYMENT_DUPLICATE_JOB](job, context) {
    const refundId = payloadId(job.payload, "refund_id");
    const row = (await context.read("function_duplicate_payment_mail_facts", { p_refund: refundId })) as {
      email: string;
      full_name: string | null;
      formation_title: string;
      amount: string;
      currency: string;
      status: string;
      expected_on: string;
      provider: string;
      channel: string;
      payment_reference: string;
    } | null;
    // Already paid back by the time the job runs: the refund-paid e-mail says it.
    if (!row?.email || row.status !== "due") return [];
    const mail = duplicatePaymentMail({
      learnerName: row.full_name?.trim() || row.email,
      formationTitle: row.formation_title,
      amount: formatMoney(row.amount, row.currency),
      expectedOn: row.expected_on,
      means: refundMeans(row.provider, row.channel),
      paymentReference: row.payment_reference,
      myTrainingsUrl: `${context.siteUrl}${pagePaths.myTrainings()}`,
    });
    return queued(PAYMENT_DUPLICATE_JOB, refundId, row.email, mail);
  },
};
