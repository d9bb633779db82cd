import { describe, expect, it } from "vitest";
import { caseStudies } from "~/content/case-studies";
import { ALL_SECTORS, caseStudyTabs, filterCaseStudies, isCaseStudyTab } from "./case-study-filter";

const ids = (tab: Parameters<typeof filterCaseStudies>[1]) => filterCaseStudies(caseStudies, tab).map((s) => s.id);

describe("filterCaseStudies", () => {
  it("keeps all six studies under 'Toutes'", () => {
    expect(ids(ALL_SECTORS)).toEqual([
      "pmcb-mali",
      "bceao-portfolio",
      "telecom-deployment",
      "sonabel-agile",
      "ecobank-digital",
      "senegal-gov",
    ]);
  });

  it("keeps only the studies of the selected sector", () => {
    expect(ids("Finance")).toEqual(["bceao-portfolio", "ecobank-digital"]);
    expect(ids("Énergie")).toEqual(["sonabel-agile"]);
    expect(ids("Télécoms")).toEqual(["telecom-deployment"]);
    expect(ids("Secteur public")).toEqual(["senegal-gov"]);
  });

  it("shows the mining study only under 'Toutes'", () => {
    const sectorTabs = caseStudyTabs.filter((tab) => tab.value !== ALL_SECTORS);
    for (const tab of sectorTabs) expect(ids(tab.value)).not.toContain("pmcb-mali");
    expect(ids(ALL_SECTORS)).toContain("pmcb-mali");
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
