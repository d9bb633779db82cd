import { formatMoney } from "@common/format";
import { pagePaths } from "@common/urls";
import type { ComposedMail } from "../_shared/mail/compose.ts";
import { phoneTexts, type PhoneText } from "../_shared/messaging/texts.ts";
import {
  enrollmentFacts,
  invitation,
  othersOf,
  phoneAlso,
  queued,
  refundMeans,
  trimmedText,
  waitlistFacts,
} from "./enrollment-mail-facts.ts";
import { payloadId, type MailJobRender } from "./job.ts";
import { certificateIssuedMail } from "./mail/certificate-mails.ts";
import { duplicatePaymentMail, refundPaidMail } from "./mail/refund-mails.ts";
import {
  enrollmentCancelledMail,
  holdLapsedMail,
  holdReminderMail,
  sessionCancelledMail,
  sessionMovedMail,
  waitlistJoinedMail,
  waitlistSessionCancelledMail,
  type SessionBefore,
} from "./mail/change-mails.ts";
import { convocationMail, promotionMail, reminderMail, type SessionMailFacts } from "./mail/session-mails.ts";
import { sessionPhoneTexts } from "./messaging/session-texts.ts";

/**
 * The jobs that write to a learner about their enrollment, their place on a waitlist, their certificate or their
 * refund (session e-mails, decision 0760; change e-mails, migration 20261126150000 and decision 0865), run by
 * process-jobs (decisions 0955, 1092). Each renders its e-mail from
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
    const mail = waitlistSessionCancelledMail(loaded.facts, othersOf(loaded.row), trimmedText(job.payload.reason));
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
    const reason = trimmedText(job.payload.reason);
    // The deadline that passed: the cancelled enrollment no longer holds it, the job does (finding 29).
    const expiredAt = trimmedText(job.payload.hold_expired_at);
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
