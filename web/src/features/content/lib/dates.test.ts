import { describe, expect, it } from "vitest";
import { contentDateTime, contentTime } from "./dates";

// Review 2026-12-06 finding 18: « Contenus » wrote « 06/12/2026 11:04:00 »; its dates are written out (decision 1089).
describe("« Contenus » dates", () => {
  it("writes the day and month out and the time the French way, in the reader's zone", () => {
    expect(contentDateTime("2026-12-06T11:04:00Z")).toMatch(/^[5-7]\sdécembre 2026 à \d{1,2}\sh\s04$/);
    expect(contentDateTime("2026-12-06T11:04:00Z")).not.toMatch(/\d\d\/\d\d|:\d\d/);
    expect(contentTime(new Date("2026-12-06T11:00:00Z"))).toMatch(/^\d{1,2}\sh$/);
  });
});
