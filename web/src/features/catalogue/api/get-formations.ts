import { useQuery } from "@tanstack/react-query";
import type { Formation } from "~/lib/database.types";
import { demoFormationRows } from "~/lib/formations";
import { useMountedDuringHydration } from "~/lib/hydration";
import { getSupabase } from "~/lib/supabase";
import { catalogueOrDemo } from "../lib/catalogue-fallback";

export const formationsQueryKey = ["formations"] as const;

/** Call 1 of spec §7: every column of every course. Never fails: errors give the demo courses (logged only). */
export async function getFormations(): Promise<Formation[]> {
  let result: Parameters<typeof catalogueOrDemo>[0];
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.from("formations").select("*");
    result = { data, error };
  } catch (error) {
    result = { data: null, error };
  }
  if (result.error) console.error("Chargement du catalogue impossible, formations de démonstration affichées", result.error);
  return catalogueOrDemo(result).formations;
}

/**
 * The catalogue. A page hydrated from prerendered HTML shows the demo courses it was built with while it refreshes;
 * a page reached by client navigation with nothing cached is genuinely loading (skeletons).
 */
export function useFormations() {
  const mountedDuringHydration = useMountedDuringHydration();
  return useQuery({
    queryKey: formationsQueryKey,
    queryFn: getFormations,
    retry: false,
    placeholderData: mountedDuringHydration ? [...demoFormationRows] : undefined,
  });
}
