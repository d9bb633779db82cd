import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { enrollmentKeys } from "~/domain/enrollment";
import { PUBLIC_SESSION_COLUMNS } from "~/domain/formation";
import { sessionKeys } from "~/domain/session";
import type { CourseSession, SessionFormat, SessionStatus } from "@common/database";
import { invalidateShownSessions } from "~/lib/formation-sessions";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";

/** A session as the back office lists it: every column but `trainer_id`, which no signed-in client reads (decision 0988). */
export type AdminSession = Omit<CourseSession, "trainer_id"> & {
  formations: { title: string; price_currency: string } | null;
};

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
  /** Reserved for one organisation: out of the public catalogue, enrolled from its agreement (decision 0999). */
  organisation_id?: string | null;
}

/** Rows of « Sessions » per page (decision 1112). */
export const SESSIONS_PAGE_SIZE = 50;

/** Where the next page starts: the last row shown (its first day, its id breaking ties). */
export interface SessionCursor {
  starts_on: string;
  id: number;
}

export interface SessionsPage {
  rows: AdminSession[];
  /** Null when this page is the last. */
  next: SessionCursor | null;
}

/**
 * One page of « Sessions » (admin_sessions_page(): admins only, keyset on the first day; decision 1112): those still to
 * come or under way, soonest first, or those ended, latest first; cancelled ones included; searched in the formation's
 * title. One row more than the page is asked for, to know whether another follows.
 */
export async function fetchSessionsPage(
  { past, search }: { past: boolean; search: string },
  cursor: SessionCursor | null,
): Promise<SessionsPage> {
  const client = await getSupabase();
  const term = search.trim();
  const { data, error } = await client.rpc("admin_sessions_page", {
    p_past: past,
    ...(term ? { p_search: term } : {}),
    ...(cursor ? { p_after_starts_on: cursor.starts_on, p_after_id: cursor.id } : {}),
    p_limit: SESSIONS_PAGE_SIZE + 1,
  });
  if (error) throw new AdminApiError(error);
  const found = (data ?? []) as unknown as AdminSession[];
  const rows = found.slice(0, SESSIONS_PAGE_SIZE);
  const last = rows.at(-1);
  return { rows, next: found.length > SESSIONS_PAGE_SIZE && last ? { starts_on: last.starts_on, id: last.id } : null };
}

/** « Sessions »: the pages read so far for this period and search; `fetchNextPage` adds the next one. */
export const adminSessionPagesQuery = (filters: { past: boolean; search: string }) =>
  infiniteQueryOptions({
    queryKey: [...sessionKeys.admin, "pages", filters.past, filters.search] as const,
    queryFn: ({ pageParam }) => fetchSessionsPage(filters, pageParam),
    initialPageParam: null as SessionCursor | null,
    getNextPageParam: (page) => page.next,
  });

export function useAdminSessionPages(filters: { past: boolean; search: string }) {
  return useInfiniteQuery(adminSessionPagesQuery(filters));
}

async function saveSession({
  id,
  input,
}: {
  id: number | null;
  input: SessionInput;
}): Promise<Omit<CourseSession, "trainer_id">> {
  const client = await getSupabase();
  const query =
    id === null
      ? client.from("course_sessions").insert(input)
      : client
          .from("course_sessions")
          .update((({ formation_id: _formation, ...rest }) => rest)(input))
          .eq("id", id);
  const { data, error } = await query.select(PUBLIC_SESSION_COLUMNS).single();
  if (error) throw new AdminApiError(error);
  return data;
}

/** A seat of a session as its cancellation dialog names it: the learner and the payments received. */
export interface SessionSeat {
  id: number;
  learner: string;
  payments: {
    id: number;
    status: string;
    amount: number;
    currency: string;
    channel: string;
    provider: string;
    phone: string | null;
    provider_reference: string | null;
    instalment_id: number | null;
  }[];
}

/** Who a session's cancellation concerns: its seats held (pending or confirmed) and how many wait for one. */
export async function listSessionSeats(sessionId: number): Promise<{ seats: SessionSeat[]; waiting: number }> {
  const client = await getSupabase();
  const [seats, waiting] = await Promise.all([
    client
      .from("enrollments")
      .select(
        "id, profiles(full_name, email), payments(id, status, amount, currency, channel, provider, phone, provider_reference, instalment_id)",
      )
      .eq("session_id", sessionId)
      .in("status", ["pending", "confirmed"])
      .order("id"),
    client
      .from("session_waitlist")
      .select("id", { count: "exact", head: true })
      .eq("session_id", sessionId)
      .eq("status", "waiting"),
  ]);
  if (seats.error) throw new AdminApiError(seats.error);
  if (waiting.error) throw new AdminApiError(waiting.error);
  return {
    seats: (seats.data ?? []).map((row) => {
      const profile = Array.isArray(row.profiles) ? row.profiles[0] : row.profiles;
      return {
        id: row.id,
        learner: profile?.full_name?.trim() || profile?.email || `Inscription n° ${row.id}`,
        payments: (row.payments ?? []).map((payment) => ({ ...payment, amount: Number(payment.amount) })),
      };
    }),
    waiting: waiting.count ?? 0,
  };
}

export function useSessionSeats(sessionId: number | null) {
  return useQuery({
    queryKey: [...sessionKeys.admin, "seats", sessionId],
    queryFn: () => listSessionSeats(sessionId!),
    enabled: sessionId !== null,
  });
}

/** Cancels a session with the reason its learners are e-mailed (required by the database, decision 1040). */
async function cancelSession({ id, reason }: { id: number; reason: string }): Promise<void> {
  const client = await getSupabase();
  const { error } = await client
    .from("course_sessions")
    .update({ status: "cancelled", cancellation_reason: reason })
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
