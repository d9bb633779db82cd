import { describe, expect, it } from "vitest";
import { monthBuckets, readStatistics } from "./statistics";

describe("monthBuckets", () => {
  it("gives the last 12 months in order with French labels, empty months at zero, older months left out", () => {
    const months = monthBuckets(
      [
        { month: "2027-03", count: 2 },
        { month: "2026-04", count: 1 },
        { month: "2026-03", count: 9 },
      ],
      new Date("2027-03-15T12:00:00Z"),
    );
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ key: "2026-04", label: "avril 2026", count: 1 });
    expect(months[11]).toEqual({ key: "2027-03", label: "mars 2027", count: 2 });
    expect(months.slice(1, 11).every((m) => m.count === 0)).toBe(true);
  });
});

describe("readStatistics", () => {
  const stats = readStatistics(
    {
      total: 4,
      months: [],
      themes: [
        { label: "Gestion", count: 1 },
        { label: "Finance", count: 2 },
        { label: null, count: 1 },
      ],
      methods: [
        { method: "mobile", count: 2 },
        { method: "virement", count: 1 },
      ],
      countries: [
        { label: "Côte d'Ivoire", count: 1 },
        { label: null, count: 2 },
        { label: "  ", count: 1 },
      ],
    },
    new Date("2027-03-15T12:00:00Z"),
  );

  it("names a missing theme or country « Non renseigné », most first", () => {
    expect(stats.themes).toEqual([
      { label: "Finance", count: 2 },
      { label: "Gestion", count: 1 },
      { label: "Non renseigné", count: 1 },
    ]);
    expect(stats.countries).toEqual([
      { label: "Non renseigné", count: 3 },
      { label: "Côte d'Ivoire", count: 1 },
    ]);
  });

  it("lists the three payment methods with their French labels, zero included", () => {
    expect(stats.methods).toEqual([
      { label: "Carte bancaire", count: 0 },
      { label: "Mobile Money", count: 2 },
      { label: "Virement bancaire", count: 1 },
    ]);
  });
});
