import { useQuery } from "@tanstack/react-query";
import { formationKeys, PUBLIC_FORMATION_COLUMNS } from "~/domain/formation";
import type { Formation } from "@common/database";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";

/**
 * Every formation of the catalogue, newest first (the admin's view: no demo fallback, the table as it is), with its
 * trainer: no signed-in client reads `formations.trainer_id`, staff read who teaches through formation_trainers()
 * (every formation for an admin; decision 0988).
 */
export async function listFormations(): Promise<Formation[]> {
  const client = await getSupabase();
  const [formations, trainers] = await Promise.all([
    client.from("formations").select(PUBLIC_FORMATION_COLUMNS).order("id", { ascending: false }),
    client.rpc("formation_trainers"),
  ]);
  if (formations.error) throw new AdminApiError(formations.error);
  if (trainers.error) throw new AdminApiError(trainers.error);
  const trainerOf = new Map((trainers.data ?? []).map((row) => [row.id, row.trainer_id]));
  return (formations.data ?? []).map((formation) => ({
    ...formation,
    trainer_id: trainerOf.get(formation.id) ?? null,
  }));
}

export function useFormations() {
  return useQuery({ queryKey: formationKeys.admin, queryFn: listFormations });
}
