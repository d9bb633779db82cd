import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { ResponsivePicture } from "~/features/blog";
import { caseStudyHref, type CaseStudySummary } from "../lib/case-study";
import { CaseStudyIllustration } from "./case-study-illustration";
import { CaseStudyResult } from "./case-study-result";
import { frenchSpacing } from "@common/format";

/**
 * A study in a list: its cover (or the sector's drawing), sector, year, client, title, summary, result and a link
 * to the study (spec §2).
 */
export function CaseStudyCard({ study }: { study: CaseStudySummary }) {
  return (
    <Card className="h-full overflow-hidden">
      {study.cover ? (
        <ResponsivePicture
          image={study.cover}
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          className="aspect-[16/7]"
        />
      ) : (
        <CaseStudyIllustration sector={study.sector} className="aspect-[16/7] rounded-none" />
      )}
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {study.sector && <Badge variant="accent">{study.sector}</Badge>}
          {study.year && <span>{study.year}</span>}
        </div>
        {study.client && <p className="mt-1 text-sm font-semibold text-foreground">{study.client}</p>}
        <CardTitle>{frenchSpacing(study.title)}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-muted-foreground">{study.summary}</p>
        {study.result && <CaseStudyResult result={study.result} variant="card" />}
      </CardContent>
      <CardFooter>
        <Link
          to={caseStudyHref(study.slug)}
          className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
        >
          Lire l'étude de cas<span className="sr-only"> : {study.title}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </CardFooter>
    </Card>
  );
}
