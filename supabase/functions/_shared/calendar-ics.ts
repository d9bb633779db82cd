/**
 * A small RFC 5545 (iCalendar) writer for the sessions' invitations and the calendar feeds (issue 44 item 4, decision
 * 1016): CRLF line ends, lines folded at 75 octets (UTF-8, never inside a character), TEXT values escaped (\\ ; , and
 * newlines), times in the session's time zone (TZID with its VTIMEZONE) and DTSTAMP in UTC. One VEVENT per session:
 * the first day's hours repeated daily (RRULE:FREQ=DAILY;COUNT=<days>), one UID per session, SEQUENCE raised by every
 * move, STATUS:CANCELLED (and METHOD:CANCEL for an invitation) once cancelled.
 */
export interface CalendarSession {
  id: number;
  title: string;
  /** First and last training day, YYYY-MM-DD. */
  startsOn: string;
  endsOn: string;
  /** The day's hours in the session's time zone, HH:MM. */
  dayStarts: string;
  dayEnds: string;
  timeZone: string;
  /** The place, or the online link. */
  location: string;
  url?: string;
  description?: string;
  sequence: number;
  cancelled: boolean;
  /** Another event than a session's (e.g. a booked call, decision 1021): its own UID. */
  uid?: string;
  /** Who sends the invitation: RFC 5546 wants an ORGANIZER on REQUEST and CANCEL. */
  organizer?: { name: string; email: string };
}

export type CalendarMethod = "PUBLISH" | "REQUEST" | "CANCEL";

const PRODID = "-//Pont Atlantique Conseil//Formations//FR";
export const UID_DOMAIN = "formations.pont-atlantique.example";

/** TEXT escaping (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line at 75 octets: CRLF and one space before each continuation (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A parameter value in double quotes (RFC 5545 3.2: no DQUOTE inside, no control characters). */
const quotedParam = (value: string) => `"${value.replace(/["\r\n]/g, "")}"`;

const compactDate = (isoDate: string) => isoDate.replace(/-/g, "");
const compactTime = (hhmm: string) => `${hhmm.replace(":", "")}00`;

/** UTC date-time, YYYYMMDDTHHMMSSZ. */
export function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

function daysBetween(startsOn: string, endsOn: string): number {
  return Math.round((Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The offices' zones (decision 1016): West Africa's without daylight saving, Eastern Canada's with. */
const VTIMEZONES: Record<string, string[]> = {
  "Africa/Abidjan": [
    "BEGIN:VTIMEZONE",
    "TZID:Africa/Abidjan",
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0000",
    "TZOFFSETTO:+0000",
    "TZNAME:GMT",
    "END:STANDARD",
    "END:VTIMEZONE",
  ],
  "Africa/Dakar": [
    "BEGIN:VTIMEZONE",
    "TZID:Africa/Dakar",
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0000",
    "TZOFFSETTO:+0000",
    "TZNAME:GMT",
    "END:STANDARD",
    "END:VTIMEZONE",
  ],
  "America/Toronto": [
    "BEGIN:VTIMEZONE",
    "TZID:America/Toronto",
    "BEGIN:DAYLIGHT",
    "DTSTART:20070311T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
    "TZOFFSETFROM:-0500",
    "TZOFFSETTO:-0400",
    "TZNAME:EDT",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "DTSTART:20071104T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
    "TZOFFSETFROM:-0400",
    "TZOFFSETTO:-0500",
    "TZNAME:EST",
    "END:STANDARD",
    "END:VTIMEZONE",
  ],
};

/** A zone this writer describes; others are written as Abidjan's (the firm's default, decision 1016). */
export const calendarZone = (timeZone: string) => (VTIMEZONES[timeZone] ? timeZone : "Africa/Abidjan");

export const sessionUid = (sessionId: number) => `session-${sessionId}@${UID_DOMAIN}`;

function eventLines(session: CalendarSession, stamp: Date): string[] {
  const zone = calendarZone(session.timeZone);
  const days = daysBetween(session.startsOn, session.endsOn);
  return [
    "BEGIN:VEVENT",
    `UID:${session.uid ?? sessionUid(session.id)}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `SEQUENCE:${session.sequence}`,
    `DTSTART;TZID=${zone}:${compactDate(session.startsOn)}T${compactTime(session.dayStarts)}`,
    `DTEND;TZID=${zone}:${compactDate(session.startsOn)}T${compactTime(session.dayEnds)}`,
    ...(days > 1 ? [`RRULE:FREQ=DAILY;COUNT=${days}`] : []),
    `SUMMARY:${escapeText(session.title)}`,
    ...(session.location ? [`LOCATION:${escapeText(session.location)}`] : []),
    ...(session.description ? [`DESCRIPTION:${escapeText(session.description)}`] : []),
    ...(session.url ? [`URL:${session.url}`] : []),
    ...(session.organizer
      ? [`ORGANIZER;CN=${quotedParam(session.organizer.name)}:mailto:${session.organizer.email}`]
      : []),
    `STATUS:${session.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

/** A whole calendar: an invitation (REQUEST, or CANCEL once cancelled) or a feed (PUBLISH, with a name). */
export function calendarText(
  sessions: CalendarSession[],
  options: { method: CalendarMethod; name?: string; stamp?: Date },
): string {
  const stamp = options.stamp ?? new Date();
  const zones = [...new Set(sessions.map((session) => calendarZone(session.timeZone)))].sort();
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODID}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${options.method}`,
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`, "REFRESH-INTERVAL;VALUE=DURATION:PT6H"] : []),
    ...zones.flatMap((zone) => VTIMEZONES[zone]),
    ...sessions.flatMap((session) => eventLines(session, stamp)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** One session's invitation: METHOD:REQUEST, or METHOD:CANCEL once the session is cancelled. */
export function sessionInvitation(session: CalendarSession, stamp?: Date): string {
  return calendarText([session], { method: session.cancelled ? "CANCEL" : "REQUEST", stamp });
}
