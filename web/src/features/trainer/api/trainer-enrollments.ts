import { queryOptions, useQuery } from "@tanstack/react-query";
import { enrollmentKeys } from "~/domain/enrollment";
import { PUBLIC_FORMATION_COLUMNS } from "~/domain/formation";
import { getSupabase } from "~/lib/supabase";
import type { TrainerEnrollment } from "../lib/trainer-figures";

/**
 * The enrollments of the given formations with their learners. RLS lets a trainer read only their own formations'
 * rows; the filter also leaves out any training the trainer follows as a learner.
 */
export async function fetchTrainerEnrollments(formationIds: readonly number[]): Promise<TrainerEnrollment[]> {
  if (formationIds.length === 0) return [];
  const client = await getSupabase();
  const { data, error } = await client
    .from("enrollments")
    .select(`*, formations(${PUBLIC_FORMATION_COLUMNS}), profiles(full_name, email, company, country)` as const)
    .in("formation_id", [...formationIds])
    .order("created_at", { ascending: false });
  if (error) throw error;
  return data ?? [];
}

export const trainerEnrollmentsQueryOptions = (formationIds: readonly number[] | undefined) =>
  queryOptions({
    queryKey: enrollmentKeys.ofFormations(formationIds ?? []),
    queryFn: () => fetchTrainerEnrollments(formationIds!),
    enabled: formationIds !== undefined,
  });

export const useTrainerEnrollments = (formationIds: readonly number[] | undefined) =>
  useQuery(trainerEnrollmentsQueryOptions(formationIds));
