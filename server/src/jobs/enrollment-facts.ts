import { pagePaths } from "@common/urls";
import { formatMoney, timeZoneFor } from "@common/format";
import type { Queryable } from "../db/database";
import type { OtherSession, RefundFacts } from "../mail/change-mails";
import type { SessionMailFacts, SessionPlace } from "../mail/session-mails";

/**
 * What the enrollment e-mails need, read from the database when the job runs (so a mail says what is true when it
 * leaves, not when it was queued).
 */

/** The learner's payment page for one enrollment (« Mes formations » opens the payment of `payer`). */
export const payUrl = (siteUrl: string, enrollmentId: number) => `${siteUrl}${pagePaths.myTrainings(enrollmentId)}`;

interface FactsRow extends SessionRow {
  email: string | null;
  full_name: string | null;
  country: string | null;
  status: string;
  session_id: string | number | null;
  session_status: string;
  payment_reference: string;
  hold_expires_at: Date | string | null;
  amount: string | number | null;
  currency: string | null;
}

const FACTS = `
  select u.email, p.full_name, p.country, e.status, f.title, f.description, f.duration, f.id as formation_id,
         s.id as session_id, to_char(s.starts_on, 'YYYY-MM-DD') as starts_on, to_char(s.ends_on, 'YYYY-MM-DD') as ends_on,
         s.format, s.city, s.venue, s.status as session_status, e.payment_reference, e.hold_expires_at,
         coalesce(e.payment_amount, f.price) as amount, coalesce(e.payment_currency, f.price_currency) as currency
  from public.enrollments e
  join public.course_sessions s on s.id = e.session_id
  join public.formations f on f.id = e.formation_id
  join auth.users u on u.id = e.user_id
  left join public.profiles p on p.id = e.user_id
  where e.id = $1`;

export interface LoadedEnrollment {
  facts: SessionMailFacts;
  email: string;
  status: string;
  sessionStatus: string;
  sessionId: number;
  formationId: number;
}

export async function loadEnrollmentFacts(
  tx: Queryable,
  enrollmentId: number,
  siteUrl: string,
): Promise<LoadedEnrollment | null> {
  const { rows } = await tx.query<FactsRow>(FACTS, [enrollmentId]);
  const row = rows[0];
  if (!row || !row.email) return null;
  const facts: SessionMailFacts = {
    ...sessionPlaceOf(row, siteUrl),
    enrollmentId,
    learnerName: row.full_name?.trim() || row.email,
    paymentReference: row.payment_reference,
    holdExpiresAt: row.hold_expires_at === null ? null : new Date(row.hold_expires_at).toISOString(),
    amount: row.amount !== null && row.currency ? formatMoney(row.amount, row.currency) : "",
    timeZone: timeZoneFor({ city: row.city, country: row.country, currency: row.currency }),
    accountUrl: `${siteUrl}${pagePaths.myTrainings()}`,
    payUrl: payUrl(siteUrl, enrollmentId),
  };
  return {
    facts,
    email: row.email,
    status: row.status,
    sessionStatus: row.session_status,
    sessionId: Number(row.session_id),
    formationId: Number(row.formation_id),
  };
}

interface SessionRow {
  title: string;
  description: string;
  duration: string;
  formation_id: string | number;
  starts_on: string;
  ends_on: string;
  format: string;
  city: string;
  venue: string;
}

/** A session as the e-mails describe it. */
export async function loadSessionPlace(
  tx: Queryable,
  sessionId: number,
  siteUrl: string,
): Promise<SessionPlace | null> {
  const { rows } = await tx.query<SessionRow>(
    `select f.title, f.description, f.duration, f.id as formation_id,
            to_char(s.starts_on, 'YYYY-MM-DD') as starts_on, to_char(s.ends_on, 'YYYY-MM-DD') as ends_on,
            s.format, s.city, s.venue
       from public.course_sessions s join public.formations f on f.id = s.formation_id where s.id = $1`,
    [sessionId],
  );
  const row = rows[0];
  return row ? sessionPlaceOf(row, siteUrl) : null;
}

/** The formation and session columns both queries read, as the e-mails describe them. */
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

/** The formation's other sessions still open to enrollment (or to its waitlist), soonest first. */
export async function otherOpenSessions(
  tx: Queryable,
  formationId: number,
  exceptSession: number,
): Promise<OtherSession[]> {
  const { rows } = await tx.query<{
    starts_on: string;
    ends_on: string;
    format: string;
    city: string;
    venue: string;
    seats_left: number;
  }>(
    `select to_char(s.starts_on, 'YYYY-MM-DD') as starts_on, to_char(s.ends_on, 'YYYY-MM-DD') as ends_on,
            s.format, s.city, s.venue, s.seats_left
       from public.course_sessions s
      where s.formation_id = $1 and s.id <> $2 and s.status in ('open', 'full') and s.starts_on > current_date
      order by s.starts_on, s.id limit 5`,
    [formationId, exceptSession],
  );
  return rows.map((row) => ({
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    format: row.format,
    city: row.city,
    venue: row.venue,
    seatsLeft: Number(row.seats_left),
  }));
}

/** The refund owed (or paid) for an enrollment, if it was paid. */
export async function loadRefund(tx: Queryable, enrollmentId: number): Promise<RefundFacts | null> {
  const { rows } = await tx.query<{
    amount: string;
    currency: string;
    status: RefundFacts["status"];
    created_at: Date | string;
  }>("select amount, currency, status, created_at from public.refunds where enrollment_id = $1", [enrollmentId]);
  const row = rows[0];
  if (!row) return null;
  return {
    amount: formatMoney(row.amount, row.currency),
    status: row.status,
    recordedAt: new Date(row.created_at).toISOString(),
  };
}
