import { Link } from "react-router";
import { paths } from "~/lib/paths";
import { RelatedStudyCard, type RelatedStudy } from "./related-study-card";

/**
 * Where a sector page or the project-office page lists its case studies. The build fills it with the seed's studies;
 * the server renders the published ones of the database into it (server/src/content/related-studies.ts, decision
 * 0975), so a study published, renamed or withdrawn in « Contenus » shows here at once.
 */
export const RELATED_STUDIES_SLOT = "related-studies";

/** A sector's published studies, or, when there is none, why and where to read others. */
export function SectorStudyList({ studies }: { studies: RelatedStudy[] }) {
  if (studies.length === 0) {
    return (
      <p className="max-w-2xl text-lg text-muted-foreground">
        Nos missions dans ce secteur sont couvertes par des accords de confidentialité. Découvrez nos{" "}
        <Link className="font-medium text-primary underline-offset-4 hover:underline" to={paths.caseStudies()}>
          études de cas publiées dans d'autres secteurs
        </Link>{" "}
        ou contactez-nous pour en savoir plus.
      </p>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {studies.map((study) => (
        <RelatedStudyCard key={study.slug} study={study} caption="client" />
      ))}
    </ul>
  );
}

/** The studies the project-office offer cites, each captioned with its sector. */
export function ProjectOfficeStudyList({ studies }: { studies: RelatedStudy[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {studies.map((study) => (
        <RelatedStudyCard key={study.slug} study={study} caption="sector" />
      ))}
    </ul>
  );
}

/** The slot around a list, named for the server. */
export function RelatedStudiesSlot({ children }: { children: React.ReactNode }) {
  return <div data-slot={RELATED_STUDIES_SLOT}>{children}</div>;
}
