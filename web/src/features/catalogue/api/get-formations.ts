import { formationKeys, withoutTrainer } from "~/domain/formation";
import { useQuery } from "@tanstack/react-query";
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
  isFirstUnfilteredPage,
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

function pageOfOverview(overview: CatalogueOverview, filters: CatalogueFilters): CataloguePage {
  if (overview.complete) return pageFromRows(overview.rows, filters, overview.fromDemo);
  return {
    formations: overview.rows,
    total: overview.total,
    page: 0,
    pageCount: Math.ceil(overview.total / CATALOGUE_PAGE_SIZE),
    themes: overview.themes,
    fromDemo: false,
  };
}

/**
 * The catalogue page for these filters. The first unfiltered page is always read (it says whether the catalogue
 * fits in one page); a catalogue that fits is filtered in the browser, a larger one asks the server for each page.
 * A page hydrated from prerendered HTML shows the demo formations it was built with while it refreshes; a page reached
 * by client navigation with nothing cached is genuinely loading (`data` undefined: skeletons).
 */
export function useCatalogue(filters: CatalogueFilters): {
  data: CataloguePage | undefined;
  /** The data are the built-in demo formations, shown while the backend is asked. */
  placeholder?: boolean;
} {
  const mountedDuringHydration = useMountedDuringHydration();
  const overview = useQuery({
    queryKey: catalogueQueryKeys.overview,
    queryFn: fetchCatalogueOverview,
    retry: false,
    placeholderData: mountedDuringHydration ? DEMO_OVERVIEW : undefined,
  });
  const onServer = overview.data !== undefined && !overview.data.complete && !isFirstUnfilteredPage(filters);
  const page = useQuery({
    queryKey: catalogueQueryKeys.page(filters),
    queryFn: () => fetchCataloguePage(filters),
    enabled: onServer,
    retry: false,
  });

  if (!overview.data) return { data: undefined };
  if (!onServer) return { data: pageOfOverview(overview.data, filters), placeholder: overview.isPlaceholderData };
  if (page.isError) return { data: pageFromRows(demoFormationRows, filters, true) };
  if (!page.data) return { data: undefined };
  const current = filters.page ?? 0;
  return {
    data: {
      formations: page.data.formations,
      total: page.data.total,
      page: current,
      pageCount: Math.ceil(page.data.total / CATALOGUE_PAGE_SIZE),
      themes: overview.data.themes,
      fromDemo: false,
    },
  };
}
