import type { Session } from "~/content/sessions";
import { rangeTouchesMonth, type Month } from "./month-grid";
import { parseSessionDates, type DateRange } from "./session-dates";

export type DatedSession = Session & { range: DateRange };

/** The sessions whose dates can be read, in date order. */
export function datedSessions(all: readonly Session[]): DatedSession[] {
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
