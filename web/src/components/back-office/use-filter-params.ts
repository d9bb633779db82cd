import { useSearchParams } from "react-router";

/**
 * A back-office list's filters, kept in the query string so a filtered view can be linked and survives a reload:
 * setting one replaces the history entry instead of adding one.
 */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const setFilter = (param: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(param, value);
        else next.delete(param);
        return next;
      },
      { replace: true },
    );
  const reset = () => setParams(new URLSearchParams(), { replace: true });
  return { params, setFilter, reset };
}
