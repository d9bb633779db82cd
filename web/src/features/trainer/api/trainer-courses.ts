import { queryOptions, useQuery } from "@tanstack/react-query";
import { courseKeys } from "~/domain/course";
import type { Formation } from "~/lib/database";
import { getSupabase } from "~/lib/supabase";

/** A trainer's courses: the formations an admin assigned to their account (trainer_id, the key the database uses). */
export async function fetchTrainerCourses(trainerId: string): Promise<Formation[]> {
  const client = await getSupabase();
  const { data, error } = await client.from("formations").select("*").eq("trainer_id", trainerId).order("title");
  if (error) throw error;
  return data ?? [];
}

export const trainerCoursesQueryOptions = (trainerId: string | null | undefined) =>
  queryOptions({
    queryKey: courseKeys.ofTrainer(trainerId ?? ""),
    queryFn: () => fetchTrainerCourses(trainerId!),
    enabled: Boolean(trainerId),
  });

export const useTrainerCourses = (trainerId: string | null | undefined) =>
  useQuery(trainerCoursesQueryOptions(trainerId));
