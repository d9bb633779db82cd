import { describe, expect, it } from "vitest";
import { seedCaseStudies } from "./template-case-study";
import { ALL_SECTORS, caseStudyTabs, filterCaseStudies, isCaseStudyTab } from "./case-study-filter";

const ids = (tab: Parameters<typeof filterCaseStudies>[1]) =>
  filterCaseStudies(seedCaseStudies(), tab).map((s) => s.slug);

describe("filterCaseStudies", () => {
  it("keeps all six studies under 'Toutes'", () => {
    expect(ids(ALL_SECTORS)).toEqual([
      "programme-expansion-miniere-mali",
      "portefeuille-projets-banque-centrale",
      "deploiement-reseau-4g-zones-rurales",
      "transformation-agile-dsi-electricite",
      "programme-banque-numerique-panafricain",
      "bureau-suivi-projets-prioritaires-etat",
    ]);
  });

  it("keeps only the studies of the selected sector", () => {
    expect(ids("Finance")).toEqual(["portefeuille-projets-banque-centrale", "programme-banque-numerique-panafricain"]);
    expect(ids("Énergie")).toEqual(["transformation-agile-dsi-electricite"]);
    expect(ids("Télécoms")).toEqual(["deploiement-reseau-4g-zones-rurales"]);
    expect(ids("Secteur public")).toEqual(["bureau-suivi-projets-prioritaires-etat"]);
  });

  it("shows the mining study only under 'Toutes'", () => {
    const sectorTabs = caseStudyTabs.filter((tab) => tab.value !== ALL_SECTORS);
    for (const tab of sectorTabs) expect(ids(tab.value)).not.toContain("programme-expansion-miniere-mali");
    expect(ids(ALL_SECTORS)).toContain("programme-expansion-miniere-mali");
  });

  it("offers the five tabs of the spec, in order", () => {
    expect(caseStudyTabs.map((tab) => tab.label)).toEqual([
      "Toutes",
      "Énergie",
      "Finance",
      "Télécoms",
      "Secteur public",
    ]);
    expect(isCaseStudyTab("Finance")).toBe(true);
    expect(isCaseStudyTab("Mines")).toBe(false);
  });
});
