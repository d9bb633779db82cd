import { useQuery } from "@tanstack/react-query";
import type { Enrollment, Formation } from "~/lib/database";
import { getSupabase } from "~/lib/supabase";

export type EnrollmentWithFormation = Enrollment & { formations: Formation | null };

/** Query key shared with the enrolment flow, which invalidates it after an insert. */
export const myEnrollmentsKey = (userId: string | undefined) => ["enrollments", userId] as const;

/** Spec §7 call 5: the person's enrolments with their course embedded. */
export async function fetchMyEnrollments(userId: string): Promise<EnrollmentWithFormation[]> {
  const client = await getSupabase();
  const { data, error } = await client.from("enrollments").select("*, formations(*)").eq("user_id", userId);
  if (error) throw error;
  return data ?? [];
}

export function useMyEnrollments(userId: string | undefined) {
  return useQuery({
    queryKey: myEnrollmentsKey(userId),
    queryFn: () => fetchMyEnrollments(userId!),
    enabled: Boolean(userId),
    // A failure shows the error screen at once; 'Réessayer' reloads the page (spec §2).
    retry: false,
  });
}
