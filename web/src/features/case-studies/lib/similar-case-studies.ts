import type { CaseStudySummary } from "./case-study";

export const MAX_SIMILAR_CASE_STUDIES = 3;

/** Up to three other studies of the same sector, most recent first (spec §9). */
export function similarCaseStudies<S extends Pick<CaseStudySummary, "slug" | "sector" | "year">>(
  studies: readonly S[],
  current: Pick<CaseStudySummary, "slug" | "sector">,
): S[] {
  return studies
    .filter((study) => study.sector === current.sector && study.slug !== current.slug)
    .sort((a, b) => (b.year ?? 0) - (a.year ?? 0))
    .slice(0, MAX_SIMILAR_CASE_STUDIES);
}
