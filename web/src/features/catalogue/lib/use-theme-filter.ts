import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "~/lib/hydration";
import { themeFromParam } from "./filters";

/**
 * The catalogue's one filter, kept in `?theme=` so it can be shared and preselected. The prerendered page has no
 * filter, so the parameter is applied right after hydration (the first client render must match the HTML).
 */
export function useThemeFilter(): [string | null, (theme: string | null) => void] {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const theme = hydrated ? themeFromParam(searchParams.get("theme")) : null;
  const setTheme = useCallback(
    (next: string | null) => {
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next) params.set("theme", next);
          else params.delete("theme");
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );
  return [theme, setTheme];
}
