import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../server/src/config/defaults";
import { demoFormations } from "../web/src/content/formations";
import { SEED_MIGRATION, SESSIONS_SEED_MIGRATION, demoSessions, seedSql, sessionsSeedSql } from "./seed-sql";

describe("demo formation seed", () => {
  it("is the migration generated from the front end's demo list (run `npm run seed:generate` if not)", async () => {
    const committed = await readFile(path.join(REPO_ROOT, SEED_MIGRATION), "utf8");
    expect(committed).toBe(seedSql());
  });

  it("holds 30 formations with ids 1 to 30, priced in XOF or CAD within the spec's ranges", () => {
    expect(demoFormations.map((f) => f.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (const f of demoFormations) {
      if (f.price_currency === "XOF") {
        expect(f.price).toBeGreaterThanOrEqual(730000);
        expect(f.price).toBeLessThanOrEqual(950000);
      } else {
        expect(f.price).toBeGreaterThanOrEqual(1850);
        expect(f.price).toBeLessThanOrEqual(2050);
      }
    }
  });

  it("escapes quotes so French apostrophes cannot break the SQL", () => {
    const sql = seedSql([{ ...demoFormations[0], title: "L'art d'animer" }]);
    expect(sql).toContain("'L''art d''animer'");
  });

  it("gives every demo formation one to three upcoming sessions within six months, in four places", async () => {
    const committed = await readFile(path.join(REPO_ROOT, SESSIONS_SEED_MIGRATION), "utf8");
    expect(committed).toBe(sessionsSeedSql());
    expect(committed).toContain("current_date");
    const sessions = demoSessions();
    const fixed = [1, 10, 16, 22]; // one session each from the first seed (20261124002100)
    for (const f of demoFormations) {
      const count = sessions.filter((s) => s.formationId === f.id).length + (fixed.includes(f.id) ? 1 : 0);
      expect(count, `formation ${f.id}`).toBeGreaterThanOrEqual(1);
      expect(count, `formation ${f.id}`).toBeLessThanOrEqual(3);
    }
    for (const s of sessions) {
      expect(s.weeksAhead).toBeGreaterThanOrEqual(1);
      expect(s.weeksAhead * 7 + s.days).toBeLessThanOrEqual(183);
      expect(s.reserved).toBeLessThanOrEqual(s.capacity);
    }
    expect(new Set(sessions.map((s) => s.city))).toEqual(new Set(["Abidjan", "Dakar", "Montréal", "En ligne"]));
    expect(sessions.filter((s) => s.reserved === s.capacity)).toHaveLength(1);
    expect(sessions.filter((s) => s.capacity - s.reserved === 2).length).toBeGreaterThanOrEqual(2);
  });
});
