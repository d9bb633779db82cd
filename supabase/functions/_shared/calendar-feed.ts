import { type CalendarSession } from "./calendar-ics.ts";

/**
 * The private calendar feed (issue 44 item 4, decision 1016): GET /functions/v1/calendar-feed?token=<token> (or
 * /calendar-feed/<token>.ics) answers text/calendar with the learner's and trainer's sessions, cancelled ones marked
 * STATUS:CANCELLED, each event's SEQUENCE raised by every move. No project key (a phone's calendar sends none): the
 * token is the credential, stored hashed, revocable; an unknown or revoked token answers 404.
 */
export interface FeedRow {
  owner_name: string;
  session_id: number | null;
  title: string | null;
  starts_on: string | null;
  ends_on: string | null;
  day_starts: string | null;
  day_ends: string | null;
  time_zone: string | null;
  format: string | null;
  city: string | null;
  venue: string | null;
  sequence: number | null;
  cancelled: boolean | null;
  role: string | null;
}

export function placeOf(row: Pick<FeedRow, "format" | "city" | "venue">): string {
  const place = [row.venue, row.city].filter((part) => part && part.trim() !== "").join(", ");
  if (row.format === "En ligne") return place ? `En ligne : ${place}` : "En ligne";
  return place;
}

export function feedSessions(rows: FeedRow[], siteUrl: string): CalendarSession[] {
  return rows
    .filter((row) => row.session_id !== null && row.starts_on && row.ends_on)
    .map((row) => ({
      id: Number(row.session_id),
      title: row.title ?? "Formation",
      startsOn: String(row.starts_on).slice(0, 10),
      endsOn: String(row.ends_on).slice(0, 10),
      dayStarts: row.day_starts ?? "09:00",
      dayEnds: row.day_ends ?? "17:00",
      timeZone: row.time_zone ?? "Africa/Abidjan",
      location: placeOf(row),
      url: `${siteUrl.replace(/\/+$/, "")}${row.role === "trainer" ? "/formateur/calendrier" : "/mes-formations"}`,
      sequence: row.sequence ?? 0,
      cancelled: row.cancelled === true,
    }));
}

export const feedToken = (url: URL) =>
  url.searchParams.get("token") ?? /\/calendar-feed\/([0-9a-f]{64})(?:\.ics)?$/.exec(url.pathname)?.[1] ?? "";
