import { type CaseStudyFilterSector, caseStudyFilterSectors } from "./case-study";

export const ALL_SECTORS = "all";
export type CaseStudyTab = typeof ALL_SECTORS | CaseStudyFilterSector;

export const caseStudyTabs: { value: CaseStudyTab; label: string }[] = [
  { value: ALL_SECTORS, label: "Toutes" },
  ...caseStudyFilterSectors.map((sector) => ({ value: sector, label: sector })),
];

/** 'all' keeps every study; a sector tab keeps the studies of exactly that sector (so 'Mines' shows only under all). */
export function filterCaseStudies<S extends { sector: string }>(studies: readonly S[], tab: CaseStudyTab): S[] {
  if (tab === ALL_SECTORS) return [...studies];
  return studies.filter((study) => study.sector === tab);
}

export function isCaseStudyTab(value: string): value is CaseStudyTab {
  return caseStudyTabs.some((tab) => tab.value === value);
}
