import { describe, expect, it } from "vitest";
import { caseStudies, findCaseStudy } from "~/content/case-studies";
import { caseStudyNarrative } from "./case-study-narrative";

describe("caseStudyNarrative", () => {
  it("writes context, approach and results for every study", () => {
    for (const study of caseStudies) {
      const sections = caseStudyNarrative(study);
      expect(sections.map((section) => section.heading)).toEqual(["Le contexte", "Notre démarche", "Les résultats"]);
      const text = sections.flatMap((section) => section.paragraphs).join(" ");
      expect(text).not.toMatch(/undefined|\$\{/);
      expect(text).toContain(study.result);
      expect(text.length).toBeGreaterThan(1500);
    }
  });

  it("fills the template from the study: client in the sentence, sector, duration and actions joined with 'et'", () => {
    const [context, approach] = caseStudyNarrative(findCaseStudy("pmcb-mali")!);
    expect(context.paragraphs[0]).toMatch(
      /^En 2023, la société minière PMCB Mali nous a sollicités pour un mandat dans le secteur minier\./,
    );
    expect(approach.paragraphs[1]).toMatch(
      /^Sur 14 mois, nos consultants ont ensuite mis en place un bureau de projets central/,
    );
    expect(approach.paragraphs[1]).toMatch(
      / et la formation de 18 chefs de chantier aux fondamentaux de la gestion de projet\.$/,
    );
  });
});
