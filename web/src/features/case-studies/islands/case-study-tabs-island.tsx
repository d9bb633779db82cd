import { caseStudies } from "~/content/case-studies";
import { CaseStudyTabs } from "../components/case-study-tabs";

/** The case-study list's sector tabs, as an island without props (decision 0800). */
export function CaseStudyTabsIsland() {
  return <CaseStudyTabs studies={caseStudies} />;
}
