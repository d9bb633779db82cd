import type { CaseStudy } from "~/content/case-studies";

export const MAX_SIMILAR_CASE_STUDIES = 3;

/** Up to three other studies of the same sector, most recent first (spec §9). */
export function similarCaseStudies(studies: readonly CaseStudy[], current: CaseStudy): CaseStudy[] {
  return studies
    .filter((study) => study.sector === current.sector && study.id !== current.id)
    .sort((a, b) => b.year - a.year)
    .slice(0, MAX_SIMILAR_CASE_STUDIES);
}
