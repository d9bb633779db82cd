import { queryOptions, useQuery } from "@tanstack/react-query";
import { enrollmentKeys } from "~/domain/enrolment";
import { getSupabase } from "~/lib/supabase";
import type { TrainerEnrollment } from "../lib/trainer-figures";

/**
 * The enrolments of the given courses with their learners. RLS lets a trainer read only their own courses'
 * rows; the filter also leaves out any training the trainer follows as a learner.
 */
export async function fetchTrainerEnrollments(courseIds: readonly number[]): Promise<TrainerEnrollment[]> {
  if (courseIds.length === 0) return [];
  const client = await getSupabase();
  const { data, error } = await client
    .from("enrollments")
    .select("*, formations(*), profiles(full_name, email, company, country)")
    .in("formation_id", [...courseIds])
    .order("created_at", { ascending: false });
  if (error) throw error;
  return data ?? [];
}

export const trainerEnrollmentsQueryOptions = (courseIds: readonly number[] | undefined) =>
  queryOptions({
    queryKey: enrollmentKeys.ofCourses(courseIds ?? []),
    queryFn: () => fetchTrainerEnrollments(courseIds!),
    enabled: courseIds !== undefined,
  });

export const useTrainerEnrollments = (courseIds: readonly number[] | undefined) =>
  useQuery(trainerEnrollmentsQueryOptions(courseIds));
