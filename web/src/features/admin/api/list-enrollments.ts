import { useQuery } from "@tanstack/react-query";
import { enrollmentKeys } from "~/domain/enrollment";
import { PUBLIC_FORMATION_COLUMNS } from "~/domain/formation";
import type { CourseSession, Enrollment, Formation, Profile } from "@common/database";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";

export type EnrollmentLearner = Pick<Profile, "full_name" | "email" | "country" | "company">;
export type AdminEnrollment = Enrollment & {
  /** The formation's columns a signed-in client reads: not who teaches it (decision 0988). */
  formations: Omit<Formation, "trainer_id"> | null;
  profiles: EnrollmentLearner | null;
  /** The bank-transfer reference (PAC-YYYY-NNNNNN) the database gives every enrollment. */
  payment_reference?: string | null;
  /** The dated session the seat is in (none for enrollments made before sessions existed). */
  course_sessions?:
    (Pick<CourseSession, "starts_on" | "ends_on" | "city" | "format"> & Partial<Pick<CourseSession, "status">>) | null;
};

/** Every enrollment with its formation and learner embedded, newest first (RLS: admins read all). */
export async function listEnrollments(): Promise<AdminEnrollment[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from("enrollments")
    .select(
      `*, formations(${PUBLIC_FORMATION_COLUMNS}), profiles(full_name, email, country, company), course_sessions(starts_on, ends_on, city, format, status)` as const,
    )
    .order("created_at", { ascending: false });
  if (error) throw new AdminApiError(error);
  return data ?? [];
}

export function useAdminEnrollments() {
  return useQuery({ queryKey: enrollmentKeys.admin, queryFn: listEnrollments });
}
