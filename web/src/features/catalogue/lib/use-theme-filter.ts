import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "~/lib/hydration";
import { pagesFromParam, themeFromParam } from "./filters";

export interface CatalogueFilter {
  theme: string | null;
  /** Pages of cards shown (« Voir plus » adds one). */
  pages: number;
}

/**
 * The catalogue's filter, kept in `?theme=` and `?page=` so it can be shared and preselected. The first client render
 * must match the HTML: the filter the server answered the page with (`served`, decision 1073), or none in the build's
 * page, whose address is then read right after hydration.
 */
export function useThemeFilter(served?: CatalogueFilter): [CatalogueFilter, (next: CatalogueFilter) => void] {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter: CatalogueFilter = hydrated
    ? { theme: themeFromParam(searchParams.get("theme")), pages: pagesFromParam(searchParams.get("page")) }
    : { theme: served?.theme ?? null, pages: served?.pages ?? 1 };
  const setFilter = useCallback(
    (next: CatalogueFilter) => {
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next.theme) params.set("theme", next.theme);
          else params.delete("theme");
          if (next.pages > 1) params.set("page", String(next.pages));
          else params.delete("page");
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );
  return [filter, setFilter];
}
