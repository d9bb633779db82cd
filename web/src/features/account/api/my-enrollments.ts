import { queryOptions, useQuery } from "@tanstack/react-query";
import { enrollmentKeys } from "~/domain/enrolment";
import type { Enrollment, Formation } from "~/lib/database";
import { getSupabase } from "~/lib/supabase";

export type EnrollmentWithFormation = Enrollment & { formations: Formation | null };

/** Spec §7 call 5: the person's enrolments with their course embedded. */
export async function fetchMyEnrollments(userId: string): Promise<EnrollmentWithFormation[]> {
  const client = await getSupabase();
  const { data, error } = await client.from("enrollments").select("*, formations(*)").eq("user_id", userId);
  if (error) throw error;
  return data ?? [];
}

export const myEnrollmentsQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: enrollmentKeys.mine(userId),
    queryFn: () => fetchMyEnrollments(userId!),
    enabled: Boolean(userId),
    // A failure shows the error screen at once; 'Réessayer' reloads the page (spec §2).
    retry: false,
  });

export const useMyEnrollments = (userId: string | undefined) => useQuery(myEnrollmentsQueryOptions(userId));
