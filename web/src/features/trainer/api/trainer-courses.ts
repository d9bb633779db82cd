import { useQuery } from "@tanstack/react-query";
import type { Formation } from "~/lib/database.types";
import { getSupabase } from "~/lib/supabase";

export const trainerCoursesKey = (expert: string) => ["trainer-courses", expert] as const;

/** A trainer's courses: the formations whose expert is their name (the same rule the database uses for access). */
export async function fetchTrainerCourses(expert: string): Promise<Formation[]> {
  const client = await getSupabase();
  const { data, error } = await client.from("formations").select("*").eq("expert", expert).order("title");
  if (error) throw error;
  return data ?? [];
}

export function useTrainerCourses(expert: string | null | undefined) {
  return useQuery({
    queryKey: trainerCoursesKey(expert ?? ""),
    queryFn: () => fetchTrainerCourses(expert!),
    enabled: Boolean(expert),
  });
}
