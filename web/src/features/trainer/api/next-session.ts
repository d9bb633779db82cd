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
 * formation is theirs when the session names no trainer (as the database's is_session_trainer decides).
 */
export async function fetchNextSession(trainerId: string, today = localToday()): Promise<TrainerSession | null> {
  const client = await getSupabase();
  const { data, error } = await client
    .from("course_sessions")
    .select("id, starts_on, ends_on, city, venue, trainer_id, formations!inner(title, trainer_id)")
    .gte("ends_on", today)
    .neq("status", "cancelled")
    .order("starts_on")
    .limit(200);
  if (error) throw error;
  const mine = (data ?? []).find((row) => {
    const formation = Array.isArray(row.formations) ? row.formations[0] : row.formations;
    return row.trainer_id === trainerId || (row.trainer_id === null && formation?.trainer_id === trainerId);
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
