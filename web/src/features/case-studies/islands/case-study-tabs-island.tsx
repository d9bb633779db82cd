import { CaseStudyTabs } from "../components/case-study-tabs";
import type { CaseStudySummary } from "../lib/case-study";

/**
 * The case-study list's sector tabs, as an island (decision 0800) whose props are the published studies: the build
 * writes the seed's, the server those of the database (decision 0952).
 */
export function CaseStudyTabsIsland({ studies }: { studies: CaseStudySummary[] }) {
  return <CaseStudyTabs studies={studies} />;
}
