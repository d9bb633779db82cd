import { useQuery } from "@tanstack/react-query";
import { profileKeys } from "~/domain/person";
import type { Profile } from "@common/database";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";

export type TrainerAccount = Pick<Profile, "id" | "full_name" | "email">;

/** The accounts whose role is trainer, the choices for a formation's trainer (RLS: admins read every profile). */
export async function listTrainers(): Promise<TrainerAccount[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from("profiles")
    .select("id, full_name, email")
    .eq("role", "trainer")
    .order("full_name");
  if (error) throw new AdminApiError(error);
  return data ?? [];
}

export function useTrainerAccounts(enabled = true) {
  return useQuery({ queryKey: profileKeys.trainers, queryFn: listTrainers, enabled });
}
