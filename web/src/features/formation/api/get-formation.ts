import { PUBLIC_FORMATION_COLUMNS, formationKeys, withoutTrainer } from "~/domain/formation";
import { useQuery } from "@tanstack/react-query";
import type { Formation } from "@common/database";
import { findDemoFormation } from "~/lib/formations";
import { useMountedDuringHydration } from "~/lib/hydration";
import { getSupabase } from "~/lib/supabase";
import { formationOrDemo } from "../lib/formation-fallback";

export const formationQueryKey = formationKeys.one;

/** Call 2 of spec §7. Errors (including "no such row") give the demo formation with that id, or null. */
export async function getFormation(id: number): Promise<Formation | null> {
  let result: { data: Formation | null; error: unknown };
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.from("formations").select(PUBLIC_FORMATION_COLUMNS).eq("id", id).single();
    result = { data: data && withoutTrainer(data), error };
  } catch (error) {
    result = { data: null, error };
  }
  if (result.error) console.error(`Chargement de la formation ${id} impossible`, result.error);
  return formationOrDemo(result, id);
}

/** One formation; a page hydrated from prerendered HTML shows its demo formation while it refreshes. */
export function useFormation(id: number | null) {
  const mountedDuringHydration = useMountedDuringHydration();
  return useQuery({
    queryKey: formationQueryKey(id ?? 0),
    queryFn: () => getFormation(id!),
    enabled: id !== null,
    retry: false,
    placeholderData: mountedDuringHydration && id !== null ? findDemoFormation(id) : undefined,
  });
}
