import { describe, expect, it } from "vitest";
import type { CaseStudySummary } from "./case-study";
import { similarCaseStudies } from "./similar-case-studies";
import { seedCaseStudies } from "./template-case-study";

const seed = seedCaseStudies();
const bySlug = (slug: string) => seed.find((study) => study.slug === slug)!;

function study(slug: string, sector: string, year: number): CaseStudySummary {
  return { ...seed[0]!, slug, sector, year };
}

describe("similarCaseStudies", () => {
  it("returns the other studies of the same sector, never the study itself", () => {
    const bceao = bySlug("portefeuille-projets-banque-centrale");
    expect(similarCaseStudies(seed, bceao).map((s) => s.slug)).toEqual(["programme-banque-numerique-panafricain"]);
  });

  it("returns nothing when the sector has no other study", () => {
    expect(similarCaseStudies(seed, bySlug("programme-expansion-miniere-mali"))).toEqual([]);
  });

  it("keeps at most three, most recent first", () => {
    const pool = [
      study("a", "Finance", 2019),
      study("b", "Finance", 2024),
      study("c", "Finance", 2021),
      study("d", "Finance", 2023),
      study("e", "Énergie", 2025),
      study("f", "Finance", 2020),
    ];
    expect(similarCaseStudies(pool, pool[0]!).map((s) => s.slug)).toEqual(["b", "d", "c"]);
  });
});
