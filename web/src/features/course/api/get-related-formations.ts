import { courseKeys } from "~/domain/course";
import { useQuery } from "@tanstack/react-query";
import type { Formation } from "~/lib/database";
import { useMountedDuringHydration } from "~/lib/hydration";
import { getSupabase } from "~/lib/supabase";
import { MAX_RELATED, initialRelated, relatedOrDemo } from "../lib/course-fallback";

export const relatedFormationsQueryKey = (course: Pick<Formation, "id" | "theme">) => courseKeys.related(course);

/** Call 3 of spec §7: same theme, another id, at most 3; the spec's demo fallbacks otherwise. */
export async function getRelatedFormations(course: Pick<Formation, "id" | "theme">): Promise<Formation[]> {
  let result: { data: Formation[] | null; error: unknown };
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from("formations")
      .select("*")
      .eq("theme", course.theme)
      .neq("id", course.id)
      .limit(MAX_RELATED);
    result = { data, error };
  } catch (error) {
    result = { data: null, error };
  }
  if (result.error) console.error("Chargement des formations associées impossible", result.error);
  return relatedOrDemo(result, course);
}

export function useRelatedFormations(course: Pick<Formation, "id" | "theme"> | undefined) {
  const mountedDuringHydration = useMountedDuringHydration();
  return useQuery({
    queryKey: course ? relatedFormationsQueryKey(course) : ["formations", "related", "none"],
    queryFn: () => getRelatedFormations(course!),
    enabled: course !== undefined,
    retry: false,
    placeholderData: mountedDuringHydration && course ? initialRelated(course) : undefined,
  });
}
