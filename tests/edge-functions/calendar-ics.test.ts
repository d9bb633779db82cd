import { describe, expect, it } from "vitest";
import {
  calendarText,
  escapeText,
  foldLine,
  sessionInvitation,
  type CalendarSession,
} from "../../supabase/functions/_shared/calendar-ics";
import { icsAttachment, sessionCalendarEvent } from "../../supabase/functions/process-jobs/calendar-invitation";

const session: CalendarSession = {
  id: 42,
  title: "Gestion de projet, niveau 1; pratique",
  startsOn: "2027-03-10",
  endsOn: "2027-03-12",
  dayStarts: "08:30",
  dayEnds: "17:00",
  timeZone: "America/Toronto",
  location: "1000, rue De La Gauchetière Ouest\nMontréal",
  sequence: 0,
  cancelled: false,
};
const stamp = new Date("2027-01-05T10:11:12.345Z");
const unfold = (text: string) => text.replace(/\r\n /g, "");

describe("calendar-ics (RFC 5545)", () => {
  it("escapes TEXT values", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("folds lines at 75 octets without cutting a character", () => {
    const line = `SUMMARY:${"é".repeat(80)}`;
    const folded = foldLine(line);
    for (const part of folded.split("\r\n")) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(unfold(folded)).toBe(line);
    expect(foldLine("SHORT:x")).toBe("SHORT:x");
  });

  it("writes one event per session in its time zone, repeated each training day", () => {
    const text = sessionInvitation(session, stamp);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.split("\r\n").every((line) => !line.includes("\n"))).toBe(true);
    const lines = unfold(text).split("\r\n");
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain("BEGIN:VTIMEZONE");
    expect(lines).toContain("TZID:America/Toronto");
    expect(lines).toContain("UID:session-42@formations.pont-atlantique.example");
    expect(lines).toContain("DTSTAMP:20270105T101112Z");
    expect(lines).toContain("DTSTART;TZID=America/Toronto:20270310T083000");
    expect(lines).toContain("DTEND;TZID=America/Toronto:20270310T170000");
    expect(lines).toContain("RRULE:FREQ=DAILY;COUNT=3");
    expect(lines).toContain("SUMMARY:Gestion de projet\\, niveau 1\\; pratique");
    expect(lines).toContain("LOCATION:1000\\, rue De La Gauchetière Ouest\\nMontréal");
    expect(lines).toContain("SEQUENCE:0");
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("a moved session raises SEQUENCE; a cancelled one is CANCELLED with METHOD:CANCEL", () => {
    const moved = unfold(
      sessionInvitation({ ...session, sequence: 2, startsOn: "2027-04-01", endsOn: "2027-04-01" }, stamp),
    );
    expect(moved).toContain("SEQUENCE:2");
    expect(moved).not.toContain("RRULE:FREQ=DAILY");
    const cancelled = unfold(sessionInvitation({ ...session, sequence: 3, cancelled: true }, stamp)).split("\r\n");
    expect(cancelled).toContain("METHOD:CANCEL");
    expect(cancelled).toContain("STATUS:CANCELLED");
    expect(cancelled).toContain("UID:session-42@formations.pont-atlantique.example");
  });

  it("a feed is PUBLISHed with its name and one VTIMEZONE per zone used", () => {
    const text = unfold(
      calendarText(
        [session, { ...session, id: 43, timeZone: "Africa/Dakar" }, { ...session, id: 44, timeZone: "Africa/Dakar" }],
        { method: "PUBLISH", name: "Mes formations", stamp },
      ),
    );
    expect(text).toContain("METHOD:PUBLISH");
    expect(text).toContain("X-WR-CALNAME:Mes formations");
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(2);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  });

  it("an invitation attached to an e-mail: base64 of the UTF-8 text, its method in the type, an ORGANIZER", () => {
    const event = sessionCalendarEvent(
      {
        session_id: 7,
        title: "Leadership d'équipe",
        starts_on: "2027-05-03",
        ends_on: "2027-05-03",
        day_starts: "09:00",
        day_ends: "16:30",
        time_zone: "Africa/Dakar",
        format: "Présentiel",
        city: "Dakar",
        venue: "Rue Carnot",
        sequence: 3,
        cancelled: false,
      },
      { siteUrl: "https://example.org/", cancelled: true },
    );
    const ics = sessionInvitation(event);
    const file = icsAttachment(ics);
    expect(file.filename).toBe("invitation.ics");
    expect(file.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    const decoded = Buffer.from(file.content, "base64").toString("utf8");
    expect(decoded).toBe(ics);
    expect(decoded).toContain("SUMMARY:Leadership d'équipe");
    expect(decoded).toContain("LOCATION:Rue Carnot\\, Dakar");
    expect(decoded).toContain("SEQUENCE:3");
    expect(decoded).toContain("STATUS:CANCELLED");
    expect(decoded.replace(/\r\n /g, "")).toContain('ORGANIZER;CN="Pont Atlantique Conseil":mailto:');
    expect(decoded).toContain("URL:https://example.org/mes-formations");
  });
});
