import { describe, expect, it } from "vitest";
import {
  enrollmentsByCountry,
  enrollmentsByMethod,
  enrollmentsByMonth,
  enrollmentsByTheme,
  type StatsEnrollment,
} from "./statistics";

const row = (overrides: Partial<StatsEnrollment>): StatsEnrollment => ({
  created_at: "2027-03-12T10:00:00Z",
  payment_method: "carte",
  formations: { theme: "Leadership" },
  profiles: { country: "Sénégal" },
  ...overrides,
});

describe("enrollmentsByMonth", () => {
  it("gives the last 12 months in order with French labels, empty months at zero, older enrollments left out", () => {
    const months = enrollmentsByMonth(
      [
        row({ created_at: "2027-03-01T00:00:00Z" }),
        row({ created_at: "2027-03-31T20:00:00Z" }),
        row({ created_at: "2026-04-02T10:00:00Z" }),
        row({ created_at: "2026-03-30T10:00:00Z" }),
      ],
      new Date("2027-03-15T12:00:00Z"),
    );
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ key: "2026-04", label: "avril 2026", count: 1 });
    expect(months[11]).toEqual({ key: "2027-03", label: "mars 2027", count: 2 });
    expect(months.slice(1, 11).every((m) => m.count === 0)).toBe(true);
  });
});

describe("grouping", () => {
  const rows = [
    row({ formations: { theme: "Finance" }, profiles: { country: "Côte d'Ivoire" }, payment_method: "mobile" }),
    row({ formations: { theme: "Finance" }, profiles: { country: "  " }, payment_method: "mobile" }),
    row({ formations: { theme: "Gestion" }, profiles: { country: null }, payment_method: "virement" }),
    row({ formations: null, profiles: null }),
  ];

  it("groups by theme, most first", () => {
    expect(enrollmentsByTheme(rows)).toEqual([
      { label: "Finance", count: 2 },
      { label: "Gestion", count: 1 },
      { label: "Non renseigné", count: 1 },
    ]);
  });

  it("groups by country, an empty or missing country as 'Non renseigné'", () => {
    expect(enrollmentsByCountry(rows)).toEqual([
      { label: "Non renseigné", count: 3 },
      { label: "Côte d'Ivoire", count: 1 },
    ]);
  });

  it("lists the three payment methods with their French labels, zero included", () => {
    expect(enrollmentsByMethod(rows.slice(0, 3))).toEqual([
      { label: "Carte bancaire", count: 0 },
      { label: "Mobile Money", count: 2 },
      { label: "Virement bancaire", count: 1 },
    ]);
  });
});
