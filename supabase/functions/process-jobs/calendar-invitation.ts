import { firm } from "@common/firm";
import { sessionInvitation, type CalendarSession } from "../_shared/calendar-ics.ts";
import { placeOf } from "../_shared/calendar-feed.ts";
import type { MailAttachment } from "./mail/send.ts";
import { jsonAs, type RpcCall } from "../_shared/clients.ts";

/**
 * The session's invitation attached to the convocation and to the e-mails of its changes (issue 44 item 4, decision
 * 1020): METHOD:REQUEST with the session's current SEQUENCE (a moved session updates the event already in the
 * learner's calendar, same UID), METHOD:CANCEL once the session or the seat is cancelled.
 */
export interface SessionCalendarFacts {
  session_id: number | string;
  title: string;
  starts_on: string;
  ends_on: string;
  day_starts: string;
  day_ends: string;
  time_zone: string;
  format: string;
  city: string;
  venue: string;
  sequence: number;
  cancelled: boolean;
}

/** Base64 of a text's UTF-8 bytes, in both runtimes (btoa takes one byte per character). */
export function base64Utf8(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** An .ics as an e-mail attachment; the type names the method, as calendar clients expect of an invitation. */
export function icsAttachment(ics: string, filename = "invitation.ics"): MailAttachment {
  const method = /\r\nMETHOD:([A-Z]+)\r\n/.exec(ics)?.[1] ?? "PUBLISH";
  return { filename, contentType: `text/calendar; charset=utf-8; method=${method}`, content: base64Utf8(ics) };
}

export function sessionCalendarEvent(
  facts: SessionCalendarFacts,
  options: { siteUrl: string; cancelled?: boolean },
): CalendarSession {
  return {
    id: Number(facts.session_id),
    title: facts.title,
    startsOn: String(facts.starts_on).slice(0, 10),
    endsOn: String(facts.ends_on).slice(0, 10),
    dayStarts: facts.day_starts || "09:00",
    dayEnds: facts.day_ends || "17:00",
    timeZone: facts.time_zone || "Africa/Abidjan",
    location: placeOf(facts),
    url: `${options.siteUrl.replace(/\/+$/, "")}/mes-formations`,
    sequence: Number(facts.sequence ?? 0),
    cancelled: options.cancelled === true || facts.cancelled === true,
    organizer: { name: firm.fullName, email: firm.emails.noReply },
  };
}

/**
 * Reads the session (function_session_calendar_facts) and renders its invitation; none when the session is gone.
 * `cancelled` cancels the event for this learner alone (their seat was cancelled, the session still runs).
 */
export async function sessionInvitationAttachment(
  read: RpcCall,
  sessionId: number | string | null | undefined,
  options: { siteUrl: string; cancelled?: boolean },
): Promise<MailAttachment[]> {
  if (sessionId === null || sessionId === undefined || sessionId === "") return [];
  const facts = jsonAs<SessionCalendarFacts | null>(
    await read("function_session_calendar_facts", { p_session: Number(sessionId) }),
  );
  if (!facts?.starts_on) return [];
  return [icsAttachment(sessionInvitation(sessionCalendarEvent(facts, options)))];
}
