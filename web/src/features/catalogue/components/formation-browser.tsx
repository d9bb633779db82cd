import { ChevronDownIcon } from "lucide-react";
import { FormationGridSkeleton } from "~/components/formations/formation-card-skeleton";
import { Button } from "~/components/ui/button";
import { themeLabel } from "~/content/formations";
import { cn } from "~/lib/utils";
import type { Formation } from "@common/database";
import { ALL_TAB, CARDS_PER_PAGE, cardAnchor, catalogueHref, selectedTab } from "../lib/filters";
import { FormationGrid } from "./formation-grid";

interface FormationBrowserProps {
  /** The cards shown (the first `pages` × 12 of the matching formations), or undefined while they load. */
  formations: readonly Formation[] | undefined;
  /** The matching formations, all pages together. */
  total: number;
  /** The themes of the whole catalogue (the filter bar). */
  themes: readonly string[];
  theme: string | null;
  pages: number;
  /** « Voir plus » tapped once the island is there: true when it showed more in place (else the link is followed). */
  onMore?: () => boolean;
}

/**
 * The filter bar ('Tous' + the catalogue's themes) over the cards, then « Voir plus ». The bar's buttons are submit
 * buttons of the catalogue's GET form and « Voir plus » is a link to the next page, so both work from the HTML and
 * without JavaScript (decisions 1073, 1074). A theme without a button (an unknown `?theme=`) leaves none pressed and
 * the grid shows the empty state.
 */
export function FormationBrowser({ formations, total, themes, theme, pages, onMore }: FormationBrowserProps) {
  if (!formations) return <FormationGridSkeleton />;
  const tab = selectedTab(theme, themes);
  const next = formations.length + 1;
  return (
    <>
      <div role="group" aria-label="Filtrer les formations par thème" className="mb-6 flex flex-wrap gap-2">
        {[ALL_TAB, ...themes].map((value) => (
          <Button
            key={value}
            type="submit"
            name="theme"
            value={value === ALL_TAB ? "" : value}
            size="sm"
            variant={tab === value ? "default" : "outline"}
            aria-pressed={tab === value}
            className={cn("rounded-full", tab !== value && "bg-card")}
          >
            {themeLabel(value)}
          </Button>
        ))}
      </div>
      <FormationGrid formations={formations} />
      {total > formations.length && (
        <div className="mt-8 flex flex-col items-center gap-2">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {formations.length} formations sur {total}
          </p>
          <Button asChild variant="outline">
            <a
              href={catalogueHref(
                theme,
                Math.max(pages, Math.ceil(formations.length / CARDS_PER_PAGE)) + 1,
                `#${cardAnchor(next)}`,
              )}
              data-catalogue-more=""
              onClick={(event) => {
                if (onMore?.()) event.preventDefault();
              }}
            >
              Voir plus
              <ChevronDownIcon aria-hidden="true" />
            </a>
          </Button>
        </div>
      )}
    </>
  );
}
