import { describe, expect, it } from "vitest";
import { sessions } from "~/content/sessions";
import { parseSessionDates } from "./session-dates";

describe("parseSessionDates", () => {
  it("reads a range within one month", () => {
    expect(parseSessionDates("11 – 15 janvier 2027")).toEqual({ start: "2027-01-11", end: "2027-01-15" });
  });

  it("reads a range across months and across years", () => {
    expect(parseSessionDates("28 février – 2 mars 2027")).toEqual({ start: "2027-02-28", end: "2027-03-02" });
    expect(parseSessionDates("30 décembre – 3 janvier 2027")).toEqual({ start: "2026-12-30", end: "2027-01-03" });
    expect(parseSessionDates("30 décembre 2026 - 3 janvier 2027")).toEqual({ start: "2026-12-30", end: "2027-01-03" });
  });

  it("reads a single day and '1er'", () => {
    expect(parseSessionDates("1er avril 2027")).toEqual({ start: "2027-04-01", end: "2027-04-01" });
  });

  it("refuses what it cannot read rather than guess", () => {
    expect(parseSessionDates("Printemps 2027")).toBeNull();
    expect(parseSessionDates("31 – 32 mars 2027")).toBeNull();
    expect(parseSessionDates("15 – 11 janvier 2027")).toBeNull();
    expect(parseSessionDates("11 – 15 janvier")).toBeNull();
  });

  it("reads every built-in session", () => {
    for (const session of sessions) expect(parseSessionDates(session.dates), session.dates).not.toBeNull();
  });
});
