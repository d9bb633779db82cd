import { describe, expect, it } from "vitest";
import { currentSlot, formatHours, normaliseCode, slotLabel, slotPhase, type Slot } from "./attendance-labels";

/** Reads a label with its no-break spaces as plain ones. */
const plain = (text: string) => text.replace(/\u00a0/g, " ");

const slot = (id: number, starts: string, ends: string, signed: string | null = null): Slot => ({
  id,
  starts_at: starts,
  ends_at: ends,
  time_zone: "Africa/Abidjan",
  trainer_signed_at: signed,
});

describe("attendance labels", () => {
  const morning = slot(1, "2026-11-26T09:00:00Z", "2026-11-26T12:30:00Z");
  const afternoon = slot(2, "2026-11-26T13:30:00Z", "2026-11-26T17:00:00Z");

  it("labels a half-day in its city's time zone", () => {
    expect(plain(slotLabel(morning))).toBe("jeudi 26 novembre, 9 h – 12 h 30");
    expect(plain(slotLabel({ ...morning, time_zone: "America/Toronto" }))).toBe("jeudi 26 novembre, 4 h – 7 h 30");
    expect(slotLabel(morning)).not.toMatch(/\d:\d/);
  });

  it("opens signing 15 minutes early and closes it at the end or at the trainer's signature", () => {
    expect(slotPhase(morning, new Date("2026-11-26T08:40:00Z"))).toBe("upcoming");
    expect(slotPhase(morning, new Date("2026-11-26T08:50:00Z"))).toBe("open");
    expect(slotPhase(morning, new Date("2026-11-26T12:31:00Z"))).toBe("over");
    expect(slotPhase({ ...morning, trainer_signed_at: "2026-11-26T12:00:00Z" }, new Date("2026-11-26T10:00:00Z"))).toBe(
      "signed",
    );
  });

  it("shows the open half-day first, else the one to sign, else the next", () => {
    expect(currentSlot([morning, afternoon], new Date("2026-11-26T14:00:00Z"))?.id).toBe(2);
    expect(currentSlot([morning, afternoon], new Date("2026-11-26T13:00:00Z"))?.id).toBe(1);
    expect(currentSlot([morning, afternoon], new Date("2026-11-25T13:00:00Z"))?.id).toBe(1);
  });

  it("writes hours the French way and reads codes as typed", () => {
    expect(formatHours(420)).toBe("7 h");
    expect(formatHours(210)).toBe("3 h 30");
    expect(normaliseCode(" ab-c o1l ")).toBe("ABC011");
  });
});
