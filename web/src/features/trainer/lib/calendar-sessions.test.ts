import { describe, expect, it } from "vitest";
import type { Session } from "~/content/sessions";
import { datedSessions, initialMonth, sessionsInMonth, sessionsOnDay } from "./calendar-sessions";

const session = (id: number, dates: string) =>
  ({
    id,
    formationId: id,
    formation: `S${id}`,
    dates,
    place: "Abidjan",
    totalSeats: 20,
    seatsLeft: 8,
  }) as Session;
const all = datedSessions([
  session(2, "10 – 12 mars 2027"),
  session(1, "28 février – 2 mars 2027"),
  session(3, "À confirmer"),
]);

describe("calendar sessions", () => {
  it("keeps readable sessions in date order", () => {
    expect(all.map((s) => s.id)).toEqual([1, 2]);
  });

  it("finds the sessions of a month and of a day, spans included", () => {
    expect(sessionsInMonth(all, { year: 2027, month: 2 }).map((s) => s.id)).toEqual([1, 2]);
    expect(sessionsInMonth(all, { year: 2027, month: 1 }).map((s) => s.id)).toEqual([1]);
    expect(sessionsOnDay(all, "2027-03-01").map((s) => s.id)).toEqual([1]);
    expect(sessionsOnDay(all, "2027-03-11").map((s) => s.id)).toEqual([2]);
    expect(sessionsOnDay(all, "2027-03-05")).toEqual([]);
  });

  it("opens on the next session's month, or on today's when none is ahead", () => {
    expect(initialMonth(all, "2026-11-20")).toEqual({ year: 2027, month: 1 });
    expect(initialMonth(all, "2027-03-01")).toEqual({ year: 2027, month: 2 });
    expect(initialMonth(all, "2027-06-15")).toEqual({ year: 2027, month: 5 });
  });
});
