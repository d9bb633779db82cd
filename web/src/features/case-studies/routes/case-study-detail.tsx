import { caseStudies, findCaseStudy } from "~/content/case-studies";
import { CaseStudyArticle } from "../components/case-study-article";
import { CaseStudyNotFound } from "../components/case-study-not-found";
import { CaseStudySkeleton } from "../components/case-study-skeleton";
import { caseStudyMeta } from "../lib/case-study-meta";
import { similarCaseStudies } from "../lib/similar-case-studies";
import { useSimulatedLoading } from "../lib/use-simulated-loading";
import type { Route } from "./+types/case-study-detail";
import { islandPage } from "~/lib/islands/island-page";

export const handle = islandPage;

export function meta({ params }: Route.MetaArgs) {
  return caseStudyMeta(findCaseStudy(params.id));
}

export default function CaseStudyDetailRoute({ params }: Route.ComponentProps) {
  // A new key per study: moving from one study to a similar one starts a fresh loading state.
  return <CaseStudyDetail key={params.id} id={params.id} />;
}

function CaseStudyDetail({ id }: { id: string }) {
  const loading = useSimulatedLoading();
  if (loading) return <CaseStudySkeleton />;
  const study = findCaseStudy(id);
  if (!study) return <CaseStudyNotFound />;
  return <CaseStudyArticle study={study} similar={similarCaseStudies(caseStudies, study)} />;
}
