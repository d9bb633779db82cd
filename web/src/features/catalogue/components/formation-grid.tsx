import { SearchXIcon } from "lucide-react";
import { FormationCard } from "~/components/formations/formation-card";
import { Button } from "~/components/ui/button";
import type { Formation } from "@common/database";
import { cardAnchor } from "../lib/filters";

interface FormationGridProps {
  formations: readonly Formation[];
}

/**
 * The cards shown. Empty, « Voir toutes les formations » is a submit button of the catalogue's filter form that clears
 * the theme (decision 1073).
 */
export function FormationGrid({ formations }: FormationGridProps) {
  if (formations.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed bg-card px-6 py-12 text-center">
        <SearchXIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-medium">Aucune formation trouvée pour cette catégorie</p>
        <Button variant="outline" type="submit" name="theme" value="">
          Voir toutes les formations
        </Button>
      </div>
    );
  }
  // A card off screen is laid out only when it comes near: the cards' layout is out of the first paint and of the
  // style pass when the full stylesheet arrives (docs/decisions/0937). 30rem is about a card's height.
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Formations">
      {formations.map((formation, index) => (
        <li
          key={formation.id}
          id={cardAnchor(index + 1)}
          data-theme={formation.theme}
          className="scroll-mt-24 [contain-intrinsic-block-size:auto_30rem] [content-visibility:auto]"
        >
          <FormationCard formation={formation} />
        </li>
      ))}
    </ul>
  );
}
