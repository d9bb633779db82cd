import { useQuery } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import { enrollmentsQueryKey } from "./create-enrollment";

/** The learner's enrolment in this course that still counts (not cancelled), or null: the database allows one. */
export async function fetchActiveEnrollment(userId: string, formationId: number): Promise<{ id: number; status: string } | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("enrollments")
    .select("id, status")
    .eq("user_id", userId)
    .eq("formation_id", formationId)
    .neq("status", "cancelled")
    .limit(1);
  if (error) throw error;
  return data?.[0] ?? null;
}

/** Under the "my trainings" key, so a new enrolment (which invalidates it) refreshes this too. */
export function useActiveEnrollment(userId: string | undefined, formationId: number) {
  return useQuery({
    queryKey: [...enrollmentsQueryKey(userId ?? ""), "course", formationId],
    queryFn: () => fetchActiveEnrollment(userId!, formationId),
    enabled: Boolean(userId),
    retry: false,
  });
}
