import { queryOptions, useQuery } from "@tanstack/react-query";
import { formationKeys } from "~/domain/formation";
import type { Formation } from "@common/database";
import { getSupabase } from "~/lib/supabase";

/** A trainer's formations: the formations an admin assigned to their account (trainer_id, the key the database uses). */
export async function fetchTrainerFormations(trainerId: string): Promise<Formation[]> {
  const client = await getSupabase();
  const { data, error } = await client.from("formations").select("*").eq("trainer_id", trainerId).order("title");
  if (error) throw error;
  return data ?? [];
}

export const trainerFormationsQueryOptions = (trainerId: string | null | undefined) =>
  queryOptions({
    queryKey: formationKeys.ofTrainer(trainerId ?? ""),
    queryFn: () => fetchTrainerFormations(trainerId!),
    enabled: Boolean(trainerId),
  });

export const useTrainerFormations = (trainerId: string | null | undefined) =>
  useQuery(trainerFormationsQueryOptions(trainerId));
