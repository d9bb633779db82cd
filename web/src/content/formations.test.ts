import { describe, expect, it } from "vitest";
import { FORMATION_THEMES, demoFormations } from "./formations";
import { sessions } from "./sessions";

describe("demo formations", () => {
  it("are 30 formations with ids 1 to 30", () => {
    expect(demoFormations.map((f) => f.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it("cover every theme three times", () => {
    for (const theme of FORMATION_THEMES) {
      expect(demoFormations.filter((f) => f.theme === theme)).toHaveLength(3);
    }
  });

  it("are all priced within the stated XOF and CAD ranges, with the spec's examples", () => {
    for (const f of demoFormations) {
      expect(f.price).not.toBeNull();
      if (f.price_currency === "XOF") {
        expect(f.price).toBeGreaterThanOrEqual(730000);
        expect(f.price).toBeLessThanOrEqual(950000);
        expect(f.price! % 10000).toBe(0);
      } else {
        expect(f.price).toBeGreaterThanOrEqual(1850);
        expect(f.price).toBeLessThanOrEqual(2050);
      }
    }
    expect(demoFormations.some((f) => f.price === 950000 && f.price_currency === "XOF")).toBe(true);
    expect(demoFormations.some((f) => f.price === 1950 && f.price_currency === "CAD")).toBe(true);
  });

  it("have durations in days, at least one format, and experts with several formations", () => {
    const perExpert = new Map<string, number>();
    for (const f of demoFormations) {
      expect(f.duration).toMatch(/^\d+ jours?$/);
      expect(f.formats.length).toBeGreaterThan(0);
      perExpert.set(f.expert, (perExpert.get(f.expert) ?? 0) + 1);
    }
    for (const count of perExpert.values()) expect(count).toBeGreaterThan(1);
  });
});

describe("demo sessions", () => {
  it("are the four sessions of the spec, each tied to the title of a real formation", () => {
    expect(sessions.map((s) => [s.place, s.totalSeats, s.seatsLeft])).toEqual([
      ["Abidjan", 20, 8],
      ["En ligne", 30, 15],
      ["Abidjan", 25, 20],
      ["Hybride", 20, 12],
    ]);
    for (const s of sessions) {
      expect(demoFormations.find((f) => f.id === s.formationId)?.title).toBe(s.formation);
    }
  });
});
