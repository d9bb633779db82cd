/** What other features (the back office, the server's pages) use of the case studies: views, types, addresses. */
export { CaseStudyArticle } from "./components/case-study-article";
export { CaseStudyNotFound } from "./components/case-study-not-found";
export { CaseStudyTabs } from "./components/case-study-tabs";
export {
  CASE_STUDIES_PATH,
  CASE_STUDY_COLUMNS,
  CASE_STUDY_LIST_SECTION_ID,
  CASE_STUDY_TEMPLATE_SLUG,
  caseStudyFromRow,
  caseStudyHref,
  caseStudySectorSuggestions,
  caseStudySummaryFromRow,
  keyFigures,
  type CaseStudyRow,
  type CaseStudySummary,
  type KeyFigure,
  type PublicCaseStudy,
} from "./lib/case-study";
export { similarCaseStudies } from "./lib/similar-case-studies";
export { seedCaseStudies } from "./lib/template-case-study";
