import type { Session } from "~/content/sessions";
import { toShownSession, type UpcomingSession } from "~/lib/formation-sessions";
import { rangeTouchesMonth, type Month } from "./month-grid";
import { parseSessionDates, type DateRange } from "./session-dates";

/** A session of the trainer's calendar; `taught` when the trainer teaches it, `intra` when it is an organisation's. */
export type CalendarSession = Session & { taught?: boolean; intra?: boolean };

export type DatedSession = CalendarSession & { range: DateRange };

/**
 * The firm's public sessions and the trainer's own (intra-company ones too, which the public list leaves out), each
 * once: a public session the trainer teaches is marked as theirs.
 */
export function withTaughtSessions(shown: readonly Session[], taught: readonly UpcomingSession[]): CalendarSession[] {
  const own = taught.map((row) => ({ ...toShownSession(row), taught: true, intra: row.organisation_id !== null }));
  const ownIds = new Set(own.map((session) => session.id));
  return [...shown.filter((session) => !ownIds.has(session.id)), ...own];
}

/** The sessions whose dates can be read, in date order. */
export function datedSessions(all: readonly CalendarSession[]): DatedSession[] {
  return all
    .flatMap((session) => {
      const range = parseSessionDates(session.dates);
      return range ? [{ ...session, range }] : [];
    })
    .sort((a, b) => a.range.start.localeCompare(b.range.start));
}

export function sessionsInMonth(all: readonly DatedSession[], month: Month): DatedSession[] {
  return all.filter((session) => rangeTouchesMonth(session.range, month));
}

export function sessionsOnDay(all: readonly DatedSession[], iso: string): DatedSession[] {
  return all.filter((session) => session.range.start <= iso && iso <= session.range.end);
}

/** The month to open on: the next session's (or one running today), otherwise the current month. */
export function initialMonth(all: readonly DatedSession[], todayIso: string): Month {
  const next = all.find((session) => session.range.end >= todayIso);
  const iso = next && next.range.start > todayIso ? next.range.start : todayIso;
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) - 1 };
}
