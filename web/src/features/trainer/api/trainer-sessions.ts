import { useQuery } from "@tanstack/react-query";
import { PUBLIC_SESSION_COLUMNS, withoutTrainer } from "~/domain/formation";
import type { UpcomingSession } from "~/lib/formation-sessions";
import { getSupabase } from "~/lib/supabase";

/**
 * Every session the trainer teaches, not cancelled, intra-company ones included (the firm's public list leaves those
 * out). Which ones is read through session_trainers(), which gives a trainer the sessions naming them or, naming
 * nobody, of their formation (decision 0988: no signed-in client reads `trainer_id`); the sessions themselves through
 * Row Level Security, which lets a trainer read their intra-company sessions. The trainer screens are a trainer's only
 * (an admin's rows, every session, are not asked for here).
 */
export async function fetchTrainerSessions(): Promise<UpcomingSession[]> {
  const client = await getSupabase();
  const taught = await client.rpc("session_trainers");
  if (taught.error) throw taught.error;
  const ids = (taught.data ?? []).map((row) => row.id);
  if (ids.length === 0) return [];
  const { data, error } = await client
    .from("course_sessions")
    .select(`${PUBLIC_SESSION_COLUMNS}, formations(title)` as const)
    .in("id", ids)
    .neq("status", "cancelled")
    .order("starts_on");
  if (error) throw error;
  return (data ?? []).map(withoutTrainer);
}

export const useTrainerSessions = (trainerId: string) =>
  useQuery({ queryKey: ["trainer", "sessions", trainerId], queryFn: fetchTrainerSessions });
