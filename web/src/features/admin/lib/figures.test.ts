import { describe, expect, it } from "vitest";
import { amountsByCurrency, compareMonths, countByStatus, topFormations, type FigureEnrollment } from "./figures";

const row = (overrides: Partial<FigureEnrollment>): FigureEnrollment => ({
  status: "pending",
  created_at: "2027-03-12T10:00:00Z",
  payment_amount: 950000,
  payment_currency: "XOF",
  formation_id: 1,
  formations: { title: "Cours 1" },
  ...overrides,
});

describe("countByStatus", () => {
  it("counts each status, an empty status as pending, and ignores unknown values", () => {
    const counts = countByStatus([
      row({ status: "pending" }),
      row({ status: "" }),
      row({ status: null }),
      row({ status: "confirmed" }),
      row({ status: "completed" }),
      row({ status: "completed" }),
      row({ status: "cancelled" }),
      row({ status: "archivée" }),
    ]);
    expect(counts).toEqual({ pending: 3, confirmed: 1, completed: 2, cancelled: 1 });
  });

  it("gives zero for every status when there is no enrollment", () => {
    expect(countByStatus([])).toEqual({ pending: 0, confirmed: 0, completed: 0, cancelled: 0 });
  });
});

describe("compareMonths", () => {
  it("counts this month and the previous one (UTC), across a year boundary", () => {
    const now = new Date("2027-01-15T12:00:00Z");
    const rows = [
      row({ created_at: "2027-01-01T00:00:00Z" }),
      row({ created_at: "2027-01-31T23:59:59Z" }),
      row({ created_at: "2026-12-31T23:00:00Z" }),
      row({ created_at: "2026-11-30T10:00:00Z" }),
      row({ created_at: "2026-01-10T10:00:00Z" }),
    ];
    expect(compareMonths(rows, now)).toEqual({ thisMonth: 2, lastMonth: 1, change: 1 });
  });

  it("reports a drop as a negative change", () => {
    const now = new Date("2027-03-05T12:00:00Z");
    expect(compareMonths([row({ created_at: "2027-02-10T10:00:00Z" })], now)).toEqual({
      thisMonth: 0,
      lastMonth: 1,
      change: -1,
    });
  });
});

describe("amountsByCurrency", () => {
  it("sums XOF and CAD separately, leaving out cancelled enrollments and formations without a price", () => {
    const totals = amountsByCurrency([
      row({ payment_amount: 950000, payment_currency: "XOF" }),
      row({ payment_amount: 730000, payment_currency: "XOF", status: "completed" }),
      row({ payment_amount: 1950.5, payment_currency: "CAD", status: "confirmed" }),
      row({ payment_amount: 0.1, payment_currency: "CAD" }),
      row({ payment_amount: 0.2, payment_currency: "CAD" }),
      row({ payment_amount: 800000, payment_currency: "XOF", status: "cancelled" }),
      row({ payment_amount: null, payment_currency: null }),
    ]);
    expect(totals).toEqual({ XOF: { amount: 1680000, count: 2 }, CAD: { amount: 1950.8, count: 3 } });
  });
});

describe("topFormations", () => {
  it("ranks the five most requested formations, ties by title, cancelled enrollments not counted", () => {
    const enrol = (id: number, times: number, status = "pending") =>
      Array.from({ length: times }, () => row({ formation_id: id, status, formations: { title: `Cours ${id}` } }));
    const rows = [
      ...enrol(1, 1),
      ...enrol(2, 4),
      ...enrol(3, 2),
      ...enrol(4, 2),
      ...enrol(5, 3),
      ...enrol(6, 1),
      ...enrol(7, 9, "cancelled"),
    ];
    expect(topFormations(rows)).toEqual([
      { formationId: 2, title: "Cours 2", count: 4 },
      { formationId: 5, title: "Cours 5", count: 3 },
      { formationId: 3, title: "Cours 3", count: 2 },
      { formationId: 4, title: "Cours 4", count: 2 },
      { formationId: 1, title: "Cours 1", count: 1 },
    ]);
  });

  it("names a formation without an embedded record by its number", () => {
    expect(topFormations([row({ formation_id: 42, formations: null })])).toEqual([
      { formationId: 42, title: "Formation n° 42", count: 1 },
    ]);
  });
});
