import { describe, expect, it } from "vitest";
import { addMonths, monthGrid, monthLabel, monthOf, rangeTouchesMonth } from "./month-grid";

describe("monthGrid", () => {
  it("starts weeks on Monday and pads with the neighbouring months", () => {
    const weeks = monthGrid({ year: 2027, month: 0 }); // 1 January 2027 is a Friday
    expect(weeks[0].map((d) => d.iso)).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
    expect(weeks[0].map((d) => d.inMonth)).toEqual([false, false, false, false, true, true, true]);
    expect(weeks.at(-1)!.at(-1)!.iso).toBe("2027-01-31");
    expect(weeks).toHaveLength(5);
  });

  it("holds every day of the month exactly once, in whole weeks", () => {
    for (const month of [
      { year: 2027, month: 1 },
      { year: 2028, month: 1 },
      { year: 2027, month: 2 },
    ]) {
      const weeks = monthGrid(month);
      expect(weeks.every((week) => week.length === 7)).toBe(true);
      const days = weeks
        .flat()
        .filter((d) => d.inMonth)
        .map((d) => d.day);
      const length = new Date(Date.UTC(month.year, month.month + 1, 0)).getUTCDate();
      expect(days).toEqual(Array.from({ length }, (_, i) => i + 1));
    }
  });

  it("fits February 2027 (starting on a Monday, 28 days) in four weeks", () => {
    expect(monthGrid({ year: 2027, month: 1 })).toHaveLength(4);
  });
});

describe("month helpers", () => {
  it("moves across years", () => {
    expect(addMonths({ year: 2027, month: 0 }, -1)).toEqual({ year: 2026, month: 11 });
    expect(addMonths({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
  });

  it("names the month in French and reads an ISO date's month", () => {
    expect(monthLabel({ year: 2027, month: 2 })).toBe("mars 2027");
    expect(monthOf("2027-04-12")).toEqual({ year: 2027, month: 3 });
  });

  it("tells whether a range touches a month", () => {
    expect(rangeTouchesMonth({ start: "2027-02-28", end: "2027-03-02" }, { year: 2027, month: 2 })).toBe(true);
    expect(rangeTouchesMonth({ start: "2027-02-28", end: "2027-03-02" }, { year: 2027, month: 1 })).toBe(true);
    expect(rangeTouchesMonth({ start: "2027-02-28", end: "2027-03-02" }, { year: 2027, month: 3 })).toBe(false);
  });
});
