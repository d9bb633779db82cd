import { useQuery } from "@tanstack/react-query";
import type { Formation } from "~/lib/database";
import { getSupabase } from "~/lib/supabase";

export const trainerCoursesKey = (trainerId: string) => ["trainer-courses", trainerId] as const;

/** A trainer's courses: the formations an admin assigned to their account (trainer_id, the key the database uses). */
export async function fetchTrainerCourses(trainerId: string): Promise<Formation[]> {
  const client = await getSupabase();
  const { data, error } = await client.from("formations").select("*").eq("trainer_id", trainerId).order("title");
  if (error) throw error;
  return data ?? [];
}

export function useTrainerCourses(trainerId: string | null | undefined) {
  return useQuery({
    queryKey: trainerCoursesKey(trainerId ?? ""),
    queryFn: () => fetchTrainerCourses(trainerId!),
    enabled: Boolean(trainerId),
  });
}
