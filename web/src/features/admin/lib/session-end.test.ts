import { describe, expect, it } from "vitest";
import type { Session } from "~/content/sessions";
import { completionAllowedFrom, completionTooEarly, sessionEndDate } from "./session-end";

const session = (formationId: number, dates: string, id = 1): Session => ({
  id,
  formationId,
  formation: "Cours",
  dates,
  place: "Abidjan",
  totalSeats: 10,
  seatsLeft: 5,
});

describe("session end dates", () => {
  it("reads the last day of a range within a month, across months, and a single day", () => {
    expect(sessionEndDate("11 – 15 janvier 2027")).toEqual(new Date(2027, 0, 15));
    expect(sessionEndDate("28 février – 2 mars 2027")).toEqual(new Date(2027, 2, 2));
    expect(sessionEndDate("1er août 2027")).toEqual(new Date(2027, 7, 1));
  });

  it("gives null for text it cannot read, rather than guessing", () => {
    expect(sessionEndDate("à définir")).toBeNull();
    expect(sessionEndDate("12 brumaire 2027")).toBeNull();
  });

  it("a formation is completable from its first session's last day; one without a dated session is not held back", () => {
    const list = [
      session(5, "10 – 12 mars 2027", 1),
      session(5, "11 – 15 janvier 2027", 2),
      session(6, "à définir", 3),
    ];
    expect(completionAllowedFrom(5, list)).toEqual(new Date(2027, 0, 15));
    expect(completionAllowedFrom(6, list)).toBeNull();
    expect(completionAllowedFrom(7, list)).toBeNull();
  });

  it("refuses before the end day, allows on it and after", () => {
    const list = [session(5, "11 – 15 janvier 2027")];
    expect(completionTooEarly(5, new Date(2027, 0, 14, 23, 59), list)).toEqual(new Date(2027, 0, 15));
    expect(completionTooEarly(5, new Date(2027, 0, 15, 8, 0), list)).toBeNull();
    expect(completionTooEarly(5, new Date(2027, 5, 1), list)).toBeNull();
    expect(completionTooEarly(9, new Date(2020, 0, 1), list)).toBeNull();
  });
});
