import { queryOptions, useQuery } from "@tanstack/react-query";
import { sessionKeys } from "~/domain/session";
import type { CourseSession } from "@common/database";
import { getSupabase } from "~/lib/supabase";

/** Today in UTC (the time of Abidjan and Dakar), as the database compares dates. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * The sessions still ahead (not cancelled: Row Level Security hides those from everyone but admins), soonest first;
 * of one formation, or of every formation. Seats left are the database's (capacity − reserved − held).
 */
export async function fetchUpcomingSessions(formationId?: number): Promise<CourseSession[]> {
  const supabase = await getSupabase();
  let query = supabase.from("course_sessions").select("*").neq("status", "cancelled").gt("starts_on", todayIso());
  if (formationId !== undefined) query = query.eq("formation_id", formationId);
  const { data, error } = await query.order("starts_on").order("id");
  if (error) throw error;
  return data ?? [];
}

export const upcomingSessionsQueryOptions = (formationId?: number) =>
  queryOptions({
    queryKey: sessionKeys.upcoming(formationId),
    queryFn: () => fetchUpcomingSessions(formationId),
    retry: false,
  });

export const useUpcomingSessions = (formationId?: number) => useQuery(upcomingSessionsQueryOptions(formationId));

/** A session a learner may enrol in now (planned ones are announced, not yet open). */
export const isEnrollable = (session: Pick<CourseSession, "status">) =>
  session.status === "open" || session.status === "full";
