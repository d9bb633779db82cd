import { Navigate } from "react-router";
import { CaseStudyArticle } from "../components/case-study-article";
import { CaseStudyNotFound } from "../components/case-study-not-found";
import { CaseStudySkeleton } from "../components/case-study-skeleton";
import { CASE_STUDY_TEMPLATE_SLUG, caseStudyHref } from "../lib/case-study";
import { caseStudyMeta } from "../lib/case-study-meta";
import { templateCaseStudy } from "../lib/template-case-study";
import { usePublicCaseStudy } from "../lib/use-public-case-study";
import { useSimulatedLoading } from "../lib/use-simulated-loading";
import type { Route } from "./+types/case-study-detail";
import { islandPage } from "~/lib/islands/island-page";

export const handle = islandPage;

export function meta({ params }: Route.MetaArgs) {
  // The server sets each study's own title and description; in the single-page app the page keeps a generic one.
  return params.id === CASE_STUDY_TEMPLATE_SLUG
    ? caseStudyMeta(templateCaseStudy)
    : [{ title: "Étude de cas | Pont Atlantique Conseil" }];
}

/**
 * /etudes-de-cas/:id. The build prerenders one page, the template (`_modele`); the server answers every study's
 * address with it, its `<main>` filled from the database (decisions 0890, 0952), and an old address with a 301.
 * Reached by a client-side navigation in the single-page app, the study is read from the REST API instead.
 */
export default function CaseStudyDetailRoute({ params }: Route.ComponentProps) {
  if (params.id === CASE_STUDY_TEMPLATE_SLUG) return <CaseStudyArticle study={templateCaseStudy} similar={[]} />;
  // A new key per study: moving from one study to a similar one starts a fresh loading state.
  return <CaseStudyDetail key={params.id} slug={params.id} />;
}

function CaseStudyDetail({ slug }: { slug: string }) {
  const loading = useSimulatedLoading();
  const study = usePublicCaseStudy(slug);
  if (loading || study.isPending) return <CaseStudySkeleton />;
  if (study.isError || study.data.kind === "missing") return <CaseStudyNotFound />;
  if (study.data.kind === "moved") return <Navigate to={caseStudyHref(study.data.slug)} replace />;
  return <CaseStudyArticle study={study.data.study} similar={study.data.similar} />;
}
