import { queryOptions, useQuery } from "@tanstack/react-query";
import { enrollmentKeys } from "~/domain/enrollment";
import type { Currency, PaymentMethod } from "@common/database";
import { getSupabase } from "~/lib/supabase";

export interface ActiveEnrollment {
  id: number;
  status: string;
  payment_method: PaymentMethod | null;
  payment_amount: number | null;
  payment_currency: Currency | null;
  hold_expires_at: string | null;
}

/** The learner's enrollment in this formation that still counts (not cancelled), or null: the database allows one. */
export async function fetchActiveEnrollment(userId: string, formationId: number): Promise<ActiveEnrollment | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("enrollments")
    .select("id, status, payment_method, payment_amount, payment_currency, hold_expires_at")
    .eq("user_id", userId)
    .eq("formation_id", formationId)
    .neq("status", "cancelled")
    .limit(1);
  if (error) throw error;
  const row = data?.[0];
  return row ? { ...row, payment_amount: row.payment_amount === null ? null : Number(row.payment_amount) } : null;
}

/** Under the "my trainings" key, so a new enrollment (which invalidates it) refreshes this too. */
export const activeEnrollmentQueryOptions = (userId: string | undefined, formationId: number) =>
  queryOptions({
    queryKey: enrollmentKeys.mineInFormation(userId, formationId),
    queryFn: () => fetchActiveEnrollment(userId!, formationId),
    enabled: Boolean(userId),
    retry: false,
  });

export const useActiveEnrollment = (userId: string | undefined, formationId: number) =>
  useQuery(activeEnrollmentQueryOptions(userId, formationId));

/** The learner's waiting place in one of these sessions (the formation's), with its position, or null. */
export async function fetchWaitingPlace(
  sessionIds: readonly number[],
): Promise<{ sessionId: number; position: number } | null> {
  if (sessionIds.length === 0) return null;
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc("my_waitlist_positions");
  if (error) throw error;
  const mine = (data ?? []).find((row) => sessionIds.includes(row.session_id));
  return mine ? { sessionId: mine.session_id, position: mine.position } : null;
}

export const waitingPlaceQueryOptions = (userId: string | undefined, formationId: number, sessionIds: number[]) =>
  queryOptions({
    queryKey: [...enrollmentKeys.mineInFormation(userId, formationId), "waitlist", ...sessionIds] as const,
    queryFn: () => fetchWaitingPlace(sessionIds),
    enabled: Boolean(userId) && sessionIds.length > 0,
    retry: false,
  });

export const useWaitingPlace = (userId: string | undefined, formationId: number, sessionIds: number[]) =>
  useQuery(waitingPlaceQueryOptions(userId, formationId, sessionIds));
