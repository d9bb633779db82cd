import { useQuery } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";

export interface TrainerSession {
  id: number;
  starts_on: string;
  ends_on: string;
  city: string;
  venue: string;
  title: string;
}

/** The ISO date of today where the trainer is (the browser's clock and zone). */
export const localToday = (now = new Date()) =>
  new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/**
 * The trainer's session under way today, else their next one: the sessions whose trainer is their account, or whose
 * formation is theirs when the session names no trainer (as the database's is_session_trainer decides). No signed-in
 * client reads `trainer_id` (decision 0988): who teaches is read through session_trainers() and formation_trainers(),
 * which give a trainer their own rows only (an admin every row, hence the same rule applied here).
 */
export async function fetchNextSession(trainerId: string, today = localToday()): Promise<TrainerSession | null> {
  const client = await getSupabase();
  const [sessions, taught, formations] = await Promise.all([
    client
      .from("course_sessions")
      .select("id, formation_id, starts_on, ends_on, city, venue, formations!inner(title)")
      .gte("ends_on", today)
      .neq("status", "cancelled")
      .order("starts_on")
      .limit(200),
    client.rpc("session_trainers"),
    client.rpc("formation_trainers").eq("trainer_id", trainerId),
  ]);
  if (sessions.error) throw sessions.error;
  if (taught.error) throw taught.error;
  if (formations.error) throw formations.error;
  const trainerOf = new Map<number, string | null>((taught.data ?? []).map((row) => [row.id, row.trainer_id]));
  const myFormations = new Set((formations.data ?? []).map((row) => row.id));
  const mine = (sessions.data ?? []).find((row) => {
    if (!trainerOf.has(row.id)) return false;
    const trainer = trainerOf.get(row.id);
    return trainer === trainerId || (trainer === null && myFormations.has(row.formation_id));
  });
  if (!mine) return null;
  const formation = Array.isArray(mine.formations) ? mine.formations[0] : mine.formations;
  return {
    id: mine.id,
    starts_on: mine.starts_on,
    ends_on: mine.ends_on,
    city: mine.city,
    venue: mine.venue,
    title: formation?.title ?? "Formation",
  };
}

export const useNextSession = (trainerId: string) =>
  useQuery({ queryKey: ["trainer", "next-session", trainerId], queryFn: () => fetchNextSession(trainerId) });
