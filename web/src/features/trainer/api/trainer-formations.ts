import { queryOptions, useQuery } from "@tanstack/react-query";
import { formationKeys, PUBLIC_FORMATION_COLUMNS } from "~/domain/formation";
import type { Formation } from "@common/database";
import { getSupabase } from "~/lib/supabase";

/**
 * A trainer's formations: the formations an admin assigned to their account, and those of the sessions assigned to
 * them (issue 48 item 3, decision 1034). Which ones is read through formation_trainers() and session_trainers() (a
 * trainer gets their own rows only; no signed-in client reads `trainer_id`, decision 0988), then the formations
 * themselves by id.
 */
export async function fetchTrainerFormations(trainerId: string): Promise<Formation[]> {
  const client = await getSupabase();
  const [assigned, taught] = await Promise.all([
    client.rpc("formation_trainers").eq("trainer_id", trainerId),
    client.rpc("session_trainers").eq("trainer_id", trainerId),
  ]);
  if (assigned.error) throw assigned.error;
  if (taught.error) throw taught.error;
  const ids = new Set((assigned.data ?? []).map((row) => row.id));
  const sessionIds = (taught.data ?? []).map((row) => row.id);
  if (sessionIds.length > 0) {
    const sessions = await client.from("course_sessions").select("formation_id").in("id", sessionIds);
    if (sessions.error) throw sessions.error;
    for (const row of sessions.data ?? []) ids.add(row.formation_id);
  }
  if (ids.size === 0) return [];
  const { data, error } = await client
    .from("formations")
    .select(PUBLIC_FORMATION_COLUMNS)
    .in("id", [...ids])
    .order("title");
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
