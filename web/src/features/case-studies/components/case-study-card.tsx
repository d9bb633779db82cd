import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import type { CaseStudy } from "~/content/case-studies";
import { paths } from "~/lib/paths";
import { CaseStudyIllustration } from "./case-study-illustration";
import { CaseStudyResult } from "./case-study-result";

/** A study in a list: sector, year, client, title, summary, result and a link to the study (spec §2). */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
  return (
    <Card className="h-full overflow-hidden">
      <CaseStudyIllustration sector={study.sector} className="aspect-[16/7] rounded-none" />
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="accent">{study.sector}</Badge>
          <span>{study.year}</span>
        </div>
        <p className="mt-1 text-sm font-semibold text-foreground">{study.client}</p>
        <CardTitle>{study.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-muted-foreground">{study.summary}</p>
        <CaseStudyResult result={study.result} variant="card" />
      </CardContent>
      <CardFooter>
        <Link
          to={paths.caseStudy(study.id)}
          className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
        >
          Lire l'étude de cas<span className="sr-only"> : {study.title}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </CardFooter>
    </Card>
  );
}
