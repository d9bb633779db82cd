import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { CaseStudySummary } from "~/features/case-studies";
import { paths } from "~/lib/paths";
import { frenchSpacing } from "@common/format";

/** What a related study's card shows of a published study. */
export type RelatedStudy = Pick<CaseStudySummary, "slug" | "title" | "client" | "sector" | "year" | "result">;

/**
 * A case study cited on a sector or offer page: a caption (client or sector, then year), title, result, and the
 * link to the study. Rendered as a list item of the page's references grid.
 */
export function RelatedStudyCard({ study, caption }: { study: RelatedStudy; caption: "client" | "sector" }) {
  return (
    <li className="flex flex-col rounded-lg border bg-card p-6">
      <p className="text-sm font-semibold text-muted-foreground">
        {[study[caption], study.year].filter(Boolean).join(" · ")}
      </p>
      <h3 className="mt-2 text-lg font-semibold text-foreground">{frenchSpacing(study.title)}</h3>
      <p className="mt-2 flex-1 text-muted-foreground">{study.result}</p>
      <Link
        to={paths.caseStudy(study.slug)}
        className="mt-4 inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
      >
        Lire l'étude de cas<span className="sr-only"> : {study.title}</span>
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </li>
  );
}
