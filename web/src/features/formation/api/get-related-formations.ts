import { PUBLIC_FORMATION_COLUMNS, formationKeys, withoutTrainer } from "~/domain/formation";
import { useQuery } from "@tanstack/react-query";
import type { Formation } from "@common/database";
import { useMountedDuringHydration } from "~/lib/hydration";
import { getSupabase } from "~/lib/supabase";
import { MAX_RELATED, initialRelated, relatedOrDemo } from "../lib/formation-fallback";

export const relatedFormationsQueryKey = (formation: Pick<Formation, "id" | "theme">) =>
  formationKeys.related(formation);

/** Call 3 of spec §7: same theme, another id, at most 3; the spec's demo fallbacks otherwise. */
export async function getRelatedFormations(formation: Pick<Formation, "id" | "theme">): Promise<Formation[]> {
  let result: { data: Formation[] | null; error: unknown };
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from("formations")
      .select(PUBLIC_FORMATION_COLUMNS)
      .eq("theme", formation.theme)
      .neq("id", formation.id)
      .limit(MAX_RELATED);
    result = { data: data && data.map(withoutTrainer), error };
  } catch (error) {
    result = { data: null, error };
  }
  if (result.error) console.error("Chargement des formations associées impossible", result.error);
  return relatedOrDemo(result, formation);
}

export function useRelatedFormations(formation: Pick<Formation, "id" | "theme"> | undefined) {
  const mountedDuringHydration = useMountedDuringHydration();
  return useQuery({
    queryKey: formation ? relatedFormationsQueryKey(formation) : ["formations", "related", "none"],
    queryFn: () => getRelatedFormations(formation!),
    enabled: formation !== undefined,
    retry: false,
    placeholderData: mountedDuringHydration && formation ? initialRelated(formation) : undefined,
  });
}
