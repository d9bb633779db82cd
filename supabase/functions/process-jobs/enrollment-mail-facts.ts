import { formatMoney, timeZoneFor } from "@common/format";
import { pagePaths } from "@common/urls";
import type { ComposedMail } from "../_shared/mail/compose.ts";
import { queuePhoneText } from "./messaging/queue.ts";
import type { PhoneText } from "../_shared/messaging/texts.ts";
import { sessionInvitationAttachment } from "./calendar-invitation.ts";
import type { MailJobContext, QueuedMail } from "./job.ts";
import type { OtherSession, RefundFacts } from "./mail/change-mails.ts";
import type { MailAttachment } from "./mail/send.ts";
import type { SessionMailFacts, SessionPlace } from "./mail/session-mails.ts";

/**
 * What the enrollment e-mails (enrollment-mail-jobs.ts) say, read when their job runs through the SQL functions of
 * migration 20261129100000 (`function_enrollment_mail_facts`, `function_waitlist_mail_facts`), and how they are
 * queued: one e-mail per change under its dedupe key, the same change by phone, the session's calendar invitation.
 */
export const trimmedText = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

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
  refund: {
    amount: string;
    currency: string;
    status: RefundFacts["status"];
    created_at: string;
    /** How many payments `amount` gives back (decision 1116). */
    payments?: number;
  } | null;
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

export const othersOf = (row: SessionRow): OtherSession[] =>
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
export async function enrollmentFacts(context: MailJobContext, enrollmentId: number) {
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
        payments: Number(row.refund.payments ?? 1),
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
export const queued = (
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
export const invitation = (context: MailJobContext, sessionId: number | string, cancelled = false) =>
  sessionInvitationAttachment(context.read, sessionId, { siteUrl: context.siteUrl, cancelled });

/**
 * The same change by SMS/WhatsApp to the account, on the channels it chose (decisions 1008 and 1068), once per
 * change: `<kind>:<key>`.
 */
export const phoneAlso = (context: MailJobContext, userId: string, kind: string, key: string | number, text: PhoneText, enrollmentId?: number) =>
  queuePhoneText(context.read, { userId, enrollmentId }, `${kind}:${key}`, text);

export async function waitlistFacts(context: MailJobContext, waitlistId: number) {
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
export function refundMeans(provider: string, channel: string): string {
  if (provider === "stripe" || channel === "carte") return "sur la carte bancaire utilisée";
  if (channel === "virement") return "par virement bancaire";
  return "par transfert Mobile Money";
}
