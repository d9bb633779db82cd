import { describe, expect, it } from "vitest";
import { type CaseStudy, caseStudies, findCaseStudy } from "~/content/case-studies";
import { similarCaseStudies } from "./similar-case-studies";

function study(id: string, sector: CaseStudy["sector"], year: number): CaseStudy {
  return { ...caseStudies[0], id, sector, year };
}

describe("similarCaseStudies", () => {
  it("returns the other studies of the same sector, never the study itself", () => {
    const bceao = findCaseStudy("bceao-portfolio")!;
    expect(similarCaseStudies(caseStudies, bceao).map((s) => s.id)).toEqual(["ecobank-digital"]);
  });

  it("returns nothing when the sector has no other study", () => {
    expect(similarCaseStudies(caseStudies, findCaseStudy("pmcb-mali")!)).toEqual([]);
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
    expect(similarCaseStudies(pool, pool[0]).map((s) => s.id)).toEqual(["b", "d", "c"]);
  });
});
