import { FormationCard } from "~/components/formations/formation-card";
import { FormationGridSkeleton } from "~/components/formations/formation-card-skeleton";
import { Section, SectionHeading } from "~/components/ui/section";
import type { Formation } from "@common/database";
import { useRelatedFormations } from "../api/get-related-formations";

export function RelatedFormations({ formation }: { formation: Formation }) {
  const { data: related } = useRelatedFormations(formation);
  if (related && related.length === 0) return null;
  return (
    <Section tone="tinted" aria-labelledby="formations-associees">
      <SectionHeading id="formations-associees" title="Formations associées" />
      {related ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Formations associées">
          {related.map((formation) => (
            <li key={formation.id}>
              <FormationCard formation={formation} />
            </li>
          ))}
        </ul>
      ) : (
        <FormationGridSkeleton />
      )}
    </Section>
  );
}
