import { describe, expect, it } from "vitest";
import { monthKey, readFigures } from "./figures";

describe("readFigures", () => {
  it("gives every status and both currencies, zero included, and the month's change", () => {
    const figures = readFigures({
      total: 7,
      by_status: { pending: 3, completed: 2 },
      this_month: 2,
      last_month: 5,
      amounts: { XOF: { amount: 1900000, count: 2 } },
      top: [{ formation_id: 6, title: "Finance de projet", count: 4 }],
    });
    expect(figures.statuses).toEqual({ pending: 3, confirmed: 0, completed: 2, cancelled: 0 });
    expect(figures.months).toEqual({ thisMonth: 2, lastMonth: 5, change: -3 });
    expect(figures.amounts).toEqual({ XOF: { amount: 1900000, count: 2 }, CAD: { amount: 0, count: 0 } });
    expect(figures.top).toEqual([{ formationId: 6, title: "Finance de projet", count: 4 }]);
  });

  it("keeps cents to two decimals whatever the JSON number carries", () => {
    const figures = readFigures({
      total: 2,
      by_status: {},
      this_month: 0,
      last_month: 0,
      amounts: { CAD: { amount: "3900.1000000001", count: 2 } },
      top: [],
    });
    expect(figures.amounts.CAD).toEqual({ amount: 3900.1, count: 2 });
  });
});

describe("monthKey", () => {
  it("is the UTC month, whatever the browser's zone", () => {
    expect(monthKey("2027-01-31T23:30:00-05:00")).toBe("2027-02");
    expect(monthKey(new Date("2026-12-01T00:00:00Z"))).toBe("2026-12");
  });
});
