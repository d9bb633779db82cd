import { useEffect, useState } from "react";
import { sessions as builtInSessions, type Session, type SessionLieu } from "~/content/sessions";
import type { CourseSession } from "@common/database";
import { formatSessionDates } from "./session-format";
import { getSupabase } from "./supabase";

type SessionWithTitle = CourseSession & { formations: { title: string } | null };

/** A database session in the shape the sessions table and the calendars show (dates in words, seats left). */
export function toShownSession(session: SessionWithTitle): Session {
  const lieu = (session.format === "Présentiel" ? session.city : session.format) as SessionLieu;
  return {
    id: session.id,
    formationId: session.formation_id,
    formation: session.formations?.title ?? "",
    dates: formatSessionDates(session.starts_on, session.ends_on),
    lieu,
    placesTotal: session.capacity,
    placesRestantes: Math.max(0, session.seats_left),
  };
}

/** Every session still ahead (not cancelled), soonest first, with its formation's title. */
export async function fetchShownSessions(todayIso = new Date().toISOString().slice(0, 10)): Promise<Session[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("course_sessions")
    .select("*, formations(title)")
    .neq("status", "cancelled")
    .gt("starts_on", todayIso)
    .order("starts_on")
    .order("id");
  if (error) throw error;
  return (data ?? []).map(toShownSession);
}

/** One request shared by every component of the page, refreshed when a component mounts after 15 s. */
const FRESH_MS = 15_000;
let shared: { at: number; request: Promise<Session[]> } | undefined;

function loadShared(force = false): Promise<Session[]> {
  if (force || !shared || Date.now() - shared.at > FRESH_MS) {
    const request = fetchShownSessions();
    shared = { at: Date.now(), request };
    request.catch(() => {
      if (shared?.request === request) shared = undefined;
    });
  }
  return shared.request;
}

interface ShownSessions {
  data: Session[];
  /** True while the built-in demo sessions stand in for the database's. */
  isPlaceholderData: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * The upcoming sessions, read live from the database. Until it answers — and in the prerendered HTML — the built-in
 * demo sessions stand in (they are the database's seed). Needs no QueryClient, so any page or island may use it.
 */
export function useShownSessions(): ShownSessions {
  const [state, setState] = useState<Omit<ShownSessions, "refetch">>({
    data: builtInSessions,
    isPlaceholderData: true,
    isError: false,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadShared(attempt > 0).then(
      (data) => live && setState({ data, isPlaceholderData: false, isError: false }),
      () => live && setState((previous) => ({ ...previous, isError: true })),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return { ...state, refetch: () => setAttempt((n) => n + 1) };
}

/** Forget the shared answer (after an enrollment, a cancellation, an admin's change). */
export function invalidateShownSessions(): void {
  shared = undefined;
}
