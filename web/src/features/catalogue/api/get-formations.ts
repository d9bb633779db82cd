import { formationKeys, withoutTrainer } from "~/domain/formation";
import { useQueries, useQuery } from "@tanstack/react-query";
import type { Formation } from "@common/database";
import { demoFormationRows } from "~/lib/formations";
import { useMountedDuringHydration } from "~/lib/hydration";
import { loadRuntimeConfig, type RuntimeConfig } from "~/lib/runtime-config";
import { catalogueOrDemo } from "../lib/catalogue-fallback";
import { distinctThemes } from "../lib/filters";
import {
  CATALOGUE_PAGE_SIZE,
  THEMES_QUERY_STRING,
  catalogueQueryString,
  pageFromRows,
  searchPattern,
  themesInOrder,
  totalFromContentRange,
  type CatalogueFilters,
  type CataloguePage,
} from "../lib/filters-query";

/** The first unfiltered page and what the filters need to know about the whole catalogue. */
interface CatalogueOverview {
  rows: Formation[];
  total: number;
  /** Every formation is in `rows`: the filters then run in the browser, with no further request. */
  complete: boolean;
  themes: string[];
  fromDemo: boolean;
}

const DEMO_OVERVIEW: CatalogueOverview = {
  rows: [...demoFormationRows],
  total: demoFormationRows.length,
  complete: true,
  themes: distinctThemes(demoFormationRows),
  fromDemo: true,
};

export const catalogueQueryKeys = {
  overview: formationKeys.catalogueOverview,
  page: (filters: CatalogueFilters) =>
    formationKeys.cataloguePage(
      filters.theme ?? null,
      filters.format ?? null,
      searchPattern(filters.search),
      filters.page ?? 0,
    ),
};

let config: Promise<RuntimeConfig> | undefined;

/**
 * A GET of the public catalogue with the anon key alone, as every visitor sends it (signed in or not): the answer is
 * the same for all, so the server answers it from memory and the browser revalidates it with its ETag. No
 * supabase-js needed for that.
 */
async function readCatalogue<Row>(query: string, prefer?: string): Promise<{ rows: Row[]; total: number | null }> {
  config ??= loadRuntimeConfig().catch((error: unknown) => {
    config = undefined; // the next read retries
    throw error;
  });
  const { supabaseUrl, supabaseAnonKey } = await config;
  const headers: Record<string, string> = { apikey: supabaseAnonKey, accept: "application/json" };
  if (prefer) headers.prefer = prefer;
  const response = await fetch(`${supabaseUrl}/rest/v1/formations?${query}`, { headers });
  if (!response.ok) throw new Error(`catalogue: HTTP ${response.status} ${await response.text()}`);
  // A plain fetch, which supabase-js's inference does not see: the caller names the rows its query string selects.
  return {
    rows: (await response.json()) as Row[],
    total: totalFromContentRange(response.headers.get("content-range")),
  };
}

/** One page of formations matching the filters, with the number of all matching formations. */
export async function fetchCataloguePage(
  filters: CatalogueFilters,
): Promise<{ formations: Formation[]; total: number }> {
  const { rows, total } = await readCatalogue<Omit<Formation, "trainer_id">>(
    catalogueQueryString(filters),
    "count=exact",
  );
  return { formations: rows.map(withoutTrainer), total: total ?? rows.length };
}

/** The themes with formations, in catalogue order; from the first page when the backend has no aggregates. */
async function fetchThemes(firstPage: Formation[]): Promise<string[]> {
  try {
    return themesInOrder((await readCatalogue<{ theme: string; min: number }>(THEMES_QUERY_STRING)).rows);
  } catch (error) {
    console.error("Thèmes du catalogue indisponibles, ceux de la première page sont affichés", error);
    return pageFromRows(firstPage, { theme: null }, false).themes;
  }
}

/** Never fails: an error or an empty catalogue gives the demo formations (spec §4; logged only). */
export async function fetchCatalogueOverview(): Promise<CatalogueOverview> {
  try {
    const { formations, total } = await fetchCataloguePage({ theme: null });
    const { fromDemo } = catalogueOrDemo({ data: formations, error: null });
    if (fromDemo) return DEMO_OVERVIEW;
    const complete = total <= formations.length;
    const themes = complete ? pageFromRows(formations, { theme: null }, false).themes : await fetchThemes(formations);
    return { rows: formations, total, complete, themes, fromDemo: false };
  } catch (error) {
    console.error("Chargement du catalogue impossible, formations de démonstration affichées", error);
    return DEMO_OVERVIEW;
  }
}

/** The first cards of a theme, the number matching and the themes of the whole catalogue (the filter bar). */
export interface CatalogueCards {
  formations: Formation[];
  total: number;
  themes: string[];
  /** The backend failed or is empty: the demo formations are shown (spec §4). */
  fromDemo: boolean;
}

const cardsOf = ({ formations, total, themes, fromDemo }: CataloguePage): CatalogueCards => ({
  formations,
  total,
  themes,
  fromDemo,
});

/**
 * The first `count` formations of a theme (the catalogue's pages of cards, « Voir plus » adding some: decisions 1074,
 * 1174). The first unfiltered page is always read (it says whether the catalogue fits in one page); a catalogue that
 * fits is filtered in the browser, a larger one is read from the server by pages of 36, only as far as `count` and
 * the theme's formations go, so « Voir plus » asks for the next page in place. A page hydrated from prerendered HTML
 * shows the demo formations it was built with while it refreshes; a page reached by client navigation with nothing
 * cached is genuinely loading (`data` undefined: skeletons).
 */
export function useCatalogueCards(
  theme: string | null,
  count: number,
): {
  data: CatalogueCards | undefined;
  /** The data are the built-in demo formations, shown while the backend is asked. */
  placeholder?: boolean;
  /** Some of the `count` cards are still being read (« Voir plus » asked for them). */
  loadingMore?: boolean;
} {
  const mountedDuringHydration = useMountedDuringHydration();
  const overview = useQuery({
    queryKey: catalogueQueryKeys.overview,
    queryFn: fetchCatalogueOverview,
    retry: false,
    placeholderData: mountedDuringHydration ? DEMO_OVERVIEW : undefined,
  });
  const large = overview.data !== undefined && !overview.data.complete;
  // The theme's first page says how many match: the next pages are asked for only as far as there are formations.
  const themeFirst = useQuery({
    queryKey: catalogueQueryKeys.page({ theme, page: 0 }),
    queryFn: () => fetchCataloguePage({ theme, page: 0 }),
    enabled: large && theme !== null,
    retry: false,
  });
  const first: { rows: readonly Formation[]; total: number } | undefined = !large
    ? undefined
    : theme === null
      ? overview.data!
      : themeFirst.data && { rows: themeFirst.data.formations, total: themeFirst.data.total };
  const pages = first
    ? Math.min(Math.ceil(count / CATALOGUE_PAGE_SIZE), Math.ceil(first.total / CATALOGUE_PAGE_SIZE))
    : 0;
  const next = useQueries({
    queries: Array.from({ length: Math.max(pages - 1, 0) }, (_, index) => ({
      queryKey: catalogueQueryKeys.page({ theme, page: index + 1 }),
      queryFn: () => fetchCataloguePage({ theme, page: index + 1 }),
      retry: false,
    })),
  });

  if (!overview.data) return { data: undefined };
  if (!large) {
    const page = pageFromRows(overview.data.rows, { theme }, overview.data.fromDemo, Math.max(count, 1));
    return { data: cardsOf(page), placeholder: overview.isPlaceholderData };
  }
  if (themeFirst.isError || next.some((page) => page.isError))
    return { data: cardsOf(pageFromRows(demoFormationRows, { theme }, true, Math.max(count, 1))) };
  if (!first) return { data: undefined };
  const formations = [...first.rows];
  // In order: a page that came before the one ahead of it waits for it.
  for (const page of next) {
    if (!page.data) break;
    formations.push(...page.data.formations);
  }
  return {
    data: { formations: formations.slice(0, count), total: first.total, themes: overview.data.themes, fromDemo: false },
    loadingMore: formations.length < Math.min(count, first.total),
  };
}
