import { useEffect, useState } from "react";
import { useMountedDuringHydration } from "~/lib/hydration";

/** Spec §9: the case-study detail shows its skeleton for 500 ms. */
export const CASE_STUDY_LOADING_MS = 500;

/**
 * True for 500 ms after a client-side arrival, so the skeleton shows as the spec asks. A page whose first render is
 * the hydration of its prerendered HTML starts loaded: the HTML already holds the content (SEO, no flash), and the
 * first client render must equal it. Remount (key) per study so moving between studies shows the skeleton again.
 */
export function useSimulatedLoading(): boolean {
  const mountedDuringHydration = useMountedDuringHydration();
  const [loading, setLoading] = useState(!mountedDuringHydration);

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), CASE_STUDY_LOADING_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  return loading;
}
