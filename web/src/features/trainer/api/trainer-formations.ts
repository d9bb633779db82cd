import { queryOptions, useQuery } from "@tanstack/react-query";
import { formationKeys, PUBLIC_FORMATION_COLUMNS } from "~/domain/formation";
import type { Formation } from "@common/database";
import { getSupabase } from "~/lib/supabase";

/**
 * A trainer's formations: the formations an admin assigned to their account. Which ones is read through
 * formation_trainers() (a trainer gets their own rows only; no signed-in client reads `formations.trainer_id`,
 * decision 0988), then the formations themselves by id.
 */
export async function fetchTrainerFormations(trainerId: string): Promise<Formation[]> {
  const client = await getSupabase();
  const assigned = await client.rpc("formation_trainers").eq("trainer_id", trainerId);
  if (assigned.error) throw assigned.error;
  const ids = (assigned.data ?? []).map((row) => row.id);
  if (ids.length === 0) return [];
  const { data, error } = await client.from("formations").select(PUBLIC_FORMATION_COLUMNS).in("id", ids).order("title");
  if (error) throw error;
  return (data ?? []).map((formation) => ({ ...formation, trainer_id: trainerId }));
}

export const trainerFormationsQueryOptions = (trainerId: string | null | undefined) =>
  queryOptions({
    queryKey: formationKeys.ofTrainer(trainerId ?? ""),
    queryFn: () => fetchTrainerFormations(trainerId!),
    enabled: Boolean(trainerId),
  });

export const useTrainerFormations = (trainerId: string | null | undefined) =>
  useQuery(trainerFormationsQueryOptions(trainerId));
