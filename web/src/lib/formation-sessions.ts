import { useEffect, useMemo, useState } from "react";
import { sessions as builtInSessions, type Session, type SessionLieu } from "~/content/sessions";
import type { CourseSession } from "@common/database";
import { formatSessionDates } from "./session-format";
import { getSupabase, type AppSupabaseClient } from "./supabase";
import { PUBLIC_SESSION_COLUMNS, withoutTrainer } from "~/domain/formation";

/**
 * The formation sessions (rows of `course_sessions`) still ahead, read once per page: every component and island that
 * shows sessions — the formation page's list and enrollment button, the sessions table, the calendars, the catalogue
 * cards — shares one request and one cache (decision 0964). Islands each have their own QueryClient, so the cache is
 * this module's, not React Query's. Formatting is in `session-format.ts`.
 */

/** A session row with its formation's title. */
export type UpcomingSession = CourseSession & { formations: { title: string } | null };

/** Today in UTC (the time of Abidjan and Dakar), as the database compares dates. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Every session still ahead (not cancelled: Row Level Security hides those from everyone but admins), soonest first,
 * with its formation's title. Seats left are the database's (capacity − reserved − held).
 */
export async function fetchUpcomingSessions(today = todayIso()): Promise<UpcomingSession[]> {
  return readUpcomingSessions(await getSupabase(), today);
}

/** The same read through any client of the API (the server's pages read it as anon: session-pages.ts). */
export async function readUpcomingSessions(
  supabase: Pick<AppSupabaseClient, "from">,
  today = todayIso(),
): Promise<UpcomingSession[]> {
  const { data, error } = await supabase
    .from("course_sessions")
    .select(`${PUBLIC_SESSION_COLUMNS}, formations(title)` as const)
    .neq("status", "cancelled")
    // Public sessions only: an intra-company session is read by its organisation's members, never listed (0999).
    .is("organisation_id", null)
    .gt("starts_on", today)
    .order("starts_on")
    .order("id");
  if (error) throw error;
  return (data ?? []).map(withoutTrainer);
}

/** One request shared by every component of the page, refreshed when a component mounts after 15 s. */
const FRESH_MS = 15_000;
let shared: { at: number; request: Promise<UpcomingSession[]> } | undefined;

function loadShared(force = false): Promise<UpcomingSession[]> {
  if (force || !shared || Date.now() - shared.at > FRESH_MS) {
    const request = fetchUpcomingSessions();
    shared = { at: Date.now(), request };
    request.catch(() => {
      if (shared?.request === request) shared = undefined;
    });
  }
  return shared.request;
}

/** Forget the shared answer (after an enrollment, a cancellation, an admin's change). */
export function invalidateShownSessions(): void {
  shared = undefined;
}

export interface UpcomingSessions {
  /** Undefined until the database answers (and in the prerendered HTML). */
  data: UpcomingSession[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** Read again, whatever the age of the shared answer. */
  refetch: () => void;
}

/** The upcoming session rows, read live. Needs no QueryClient, so any page or island may use it. */
export function useUpcomingSessions(): UpcomingSessions {
  const [state, setState] = useState<{ data?: UpcomingSession[]; isError: boolean }>({ isError: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadShared(attempt > 0).then(
      (data) => live && setState({ data, isError: false }),
      () => live && setState((previous) => ({ ...previous, isError: true })),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return {
    data: state.data,
    isPending: state.data === undefined && !state.isError,
    isError: state.isError,
    refetch: () => setAttempt((n) => n + 1),
  };
}

/** A session a learner may enrol in now (planned ones are announced, not yet open). */
export const isEnrollable = (session: Pick<CourseSession, "status">) =>
  session.status === "open" || session.status === "full";

/** A database session in the shape the sessions table and the calendars show (dates in words, seats left). */
export function toShownSession(session: UpcomingSession): Session {
  const lieu = (session.format === "Présentiel" ? session.city : session.format) as SessionLieu;
  return {
    id: session.id,
    formationId: session.formation_id,
    formation: session.formations?.title ?? "",
    dates: formatSessionDates(session.starts_on, session.ends_on),
    lieu,
    placesTotal: session.capacity,
    placesRestantes: Math.max(0, session.seats_left),
    startsOn: session.starts_on,
  };
}

interface ShownSessions {
  data: readonly Session[];
  /** True while the built-in demo sessions stand in for the database's. */
  isPlaceholderData: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * The upcoming sessions in the shape the tables show. Until the database answers, `initial` stands in: the sessions
 * the server read when it answered the page (session-pages.ts, decision 1044); without them — the build's HTML, a
 * page rendered in the browser — the built-in demo sessions (they are the database's seed).
 */
export function useShownSessions(initial?: readonly Session[]): ShownSessions {
  const rows = useUpcomingSessions();
  const data = useMemo(() => rows.data?.map(toShownSession), [rows.data]);
  return {
    data: data ?? initial ?? builtInSessions,
    isPlaceholderData: data === undefined && initial === undefined,
    isError: rows.isError,
    refetch: rows.refetch,
  };
}

/** The sessions of one formation; `matched` is false when it has none and all upcoming sessions are given. */
export function sessionsForFormation(
  formationId: number,
  all: readonly Session[] = builtInSessions,
): { sessions: readonly Session[]; matched: boolean } {
  const own = all.filter((s) => s.formationId === formationId);
  return own.length > 0 ? { sessions: own, matched: true } : { sessions: all, matched: false };
}
