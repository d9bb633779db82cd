import { queryOptions, useQuery } from "@tanstack/react-query";
import { enrollmentKeys } from "~/domain/enrolment";
import { getSupabase } from "~/lib/supabase";

/** The learner's enrolment in this course that still counts (not cancelled), or null: the database allows one. */
export async function fetchActiveEnrollment(
  userId: string,
  formationId: number,
): Promise<{ id: number; status: string } | null> {
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
export const activeEnrollmentQueryOptions = (userId: string | undefined, formationId: number) =>
  queryOptions({
    queryKey: enrollmentKeys.mineInCourse(userId, formationId),
    queryFn: () => fetchActiveEnrollment(userId!, formationId),
    enabled: Boolean(userId),
    retry: false,
  });

export const useActiveEnrollment = (userId: string | undefined, formationId: number) =>
  useQuery(activeEnrollmentQueryOptions(userId, formationId));
