import { useEffect, useRef, type FormEvent } from "react";
import { useCatalogueCards } from "../api/get-formations";
import { CARDS_PER_PAGE, cardAnchor, catalogueHref, themeFromParam, type ServedCatalogue } from "../lib/filters";
import { useThemeFilter } from "../lib/use-theme-filter";
import { FormationBrowser } from "./formation-browser";
import { ThemeCards } from "./theme-cards";

/** The catalogue's filter form: a GET the server answers filtered (decision 1073). */
export const CATALOGUE_FORM_ID = "catalogue-filtres";

/**
 * The theme cards, the filter bar and the formation grid with « Voir plus »: one filter, kept in `?theme=` and
 * `?page=`, so one component (and one island on the prerendered page, decision 0802). Every control works from the
 * HTML: the theme buttons submit a GET form the server answers filtered, « Voir plus » links to the next page
 * (decisions 1073, 1074); before the island, the page's inline script does the same in place; once hydrated, the
 * island filters at once and shows 12 more in place, reading them from the backend when they are not at hand
 * (decision 1174). The grid is what `visible` waits for: the catalogue is refreshed from the
 * backend once it scrolls into view (`data-island-visible`), or at the first use of a control.
 */
export function CatalogueBrowser({ served }: { served?: ServedCatalogue }) {
  const [filter, setFilter] = useThemeFilter(served);
  const { theme, pages } = filter;
  const live = useCatalogueCards(theme, pages * CARDS_PER_PAGE);
  const fromServer = served !== undefined && served.theme === theme && (!live.data || live.placeholder);
  const shown = fromServer
    ? { formations: served.formations.slice(0, pages * CARDS_PER_PAGE), total: served.total, themes: served.themes }
    : live.data;
  const count = shown?.formations.length ?? 0;
  // The card « Voir plus » brings the reader to, focused once it is there (at once, or when its page has been read).
  const focusCard = useRef<number | null>(null);
  useEffect(() => {
    const card = focusCard.current;
    if (card === null || count < card) return;
    focusCard.current = null;
    document.getElementById(cardAnchor(card))?.querySelector("a")?.focus();
  }, [count]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Preact's events are the browser's; React's carry it as nativeEvent.
    const native = ("nativeEvent" in event ? event.nativeEvent : event) as SubmitEvent;
    const submitter = native.submitter;
    if (!(submitter instanceof HTMLButtonElement) || submitter.name !== "theme") return;
    event.preventDefault();
    setFilter({ theme: themeFromParam(submitter.value), pages: 1 });
  };

  // « Voir plus » in place: the next 12 cards, read from the backend when they are not at hand (decision 1174).
  const onMore = () => {
    if (!shown) return false;
    focusCard.current = shown.formations.length + 1;
    setFilter({ theme, pages: Math.ceil(shown.formations.length / CARDS_PER_PAGE) + 1 });
    return true;
  };

  return (
    <form
      id={CATALOGUE_FORM_ID}
      method="get"
      action={catalogueHref(null, 1, "#nos-formations")}
      data-early-native=""
      onSubmit={onSubmit}
    >
      <ThemeCards selected={theme} />
      <h2
        id="nos-formations"
        className="mt-14 mb-6 scroll-mt-24 text-2xl font-bold tracking-tight text-primary md:text-3xl"
      >
        Nos formations
      </h2>
      <div data-island-visible="" aria-busy={live.loadingMore || undefined}>
        <FormationBrowser
          formations={shown?.formations}
          total={shown?.total ?? 0}
          themes={shown?.themes ?? []}
          theme={theme}
          pages={pages}
          onMore={onMore}
        />
      </div>
    </form>
  );
}
