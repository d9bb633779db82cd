import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { enrollmentKeys } from "~/domain/enrollment";
import { sessionKeys } from "~/domain/session";
import type { CourseSession, SessionFormat, SessionStatus } from "@common/database";
import { invalidateShownSessions } from "~/lib/formation-sessions";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";

export type AdminSession = CourseSession & { formations: { title: string; price_currency: string } | null };

/** What an admin fills in; seats held and left are the database's. */
export interface SessionInput {
  formation_id: number;
  starts_on: string;
  ends_on: string;
  format: SessionFormat;
  city: string;
  venue: string;
  capacity: number;
  reserved_seats: number;
  status: Extract<SessionStatus, "planned" | "open">;
}

/** Every session, cancelled ones included (admins read them all), soonest first. */
export async function listAdminSessions(): Promise<AdminSession[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from("course_sessions")
    .select("*, formations(title, price_currency)")
    .order("starts_on")
    .order("id");
  if (error) throw new AdminApiError(error);
  return data ?? [];
}

export function useAdminSessions() {
  return useQuery({ queryKey: sessionKeys.admin, queryFn: listAdminSessions });
}

async function saveSession({ id, input }: { id: number | null; input: SessionInput }): Promise<CourseSession> {
  const client = await getSupabase();
  const query =
    id === null
      ? client.from("course_sessions").insert(input)
      : client
          .from("course_sessions")
          .update((({ formation_id: _formation, ...rest }) => rest)(input))
          .eq("id", id);
  const { data, error } = await query.select().single();
  if (error) throw new AdminApiError(error);
  return data;
}

async function cancelSession(id: number): Promise<void> {
  const client = await getSupabase();
  const { error } = await client
    .from("course_sessions")
    .update({ status: "cancelled" })
    .eq("id", id)
    .select("id")
    .single();
  if (error) throw new AdminApiError(error);
}

function useSessionMutation<Input, Output>(fn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      invalidateShownSessions();
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      // A capacity raised or a session cancelled changes enrollments too (promotions, cancellations).
      void queryClient.invalidateQueries({ queryKey: enrollmentKeys.all });
    },
  });
}

export const useSaveSession = () => useSessionMutation(saveSession);
export const useCancelSession = () => useSessionMutation(cancelSession);
