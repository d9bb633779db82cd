import { useQuery } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import { downloadFunctionPdf } from "~/lib/invoke-function";
import type { AttendanceFlag, AttendanceStatus, Slot } from "../lib/attendance-labels";

export const attendanceKeys = {
  session: (sessionId: number) => ["attendance", "session", sessionId] as const,
  code: (slotId: number) => ["attendance", "code", slotId] as const,
};

export interface LearnerSummary {
  enrollment_id: number;
  user_id: string;
  learner_name: string;
  planned_minutes: number;
  attended_minutes: number;
  attendance_percent: number;
}

export interface Mark {
  slot_id: number;
  enrollment_id: number;
  status: AttendanceStatus;
  method: string;
  reason: string | null;
  recorded_at: string;
  /** Why a learner's own signature needs a look (far from the venue, shared device…); empty when nothing stood out. */
  flags: AttendanceFlag[];
  distance_m: number | null;
}

export interface Correction {
  slot_id: number;
  enrollment_id: number;
  old_status: string | null;
  new_status: string;
  reason: string;
  corrected_at: string;
}

export interface SessionAttendance {
  session: {
    id: number;
    starts_on: string;
    ends_on: string;
    city: string;
    venue: string;
    title: string;
    venue_latitude: number | null;
    venue_longitude: number | null;
  };
  slots: Slot[];
  learners: LearnerSummary[];
  marks: Mark[];
  corrections: Correction[];
}

/** The database's French message (raise exception) as an Error the screens show. */
export const asError = (error: { message: string } | null) => (error ? new Error(error.message) : null);

async function loadSessionAttendance(sessionId: number): Promise<SessionAttendance> {
  const supabase = await getSupabase();
  const [session, slots, learners, marks, corrections] = await Promise.all([
    supabase
      .from("course_sessions")
      .select("id, starts_on, ends_on, city, venue, venue_latitude, venue_longitude, formations(title)")
      .eq("id", sessionId)
      .maybeSingle(),
    supabase
      .from("session_slots")
      .select("id, starts_at, ends_at, time_zone, trainer_signed_at")
      .eq("session_id", sessionId)
      .order("starts_at"),
    supabase.rpc("session_attendance_summary", { p_session: sessionId }),
    // This session's marks only, filtered by the database through the slot (issue 46 item 5): unfiltered, a staff
    // account read the first 1,000 marks of the whole history and the session's own could be missing.
    supabase
      .from("attendance")
      .select(
        "slot_id, enrollment_id, status, method, reason, recorded_at, flags, distance_m, session_slots!inner(session_id)",
      )
      .eq("session_slots.session_id", sessionId),
    supabase
      .from("attendance_corrections")
      .select("slot_id, enrollment_id, old_status, new_status, reason, corrected_at, session_slots!inner(session_id)")
      .eq("session_slots.session_id", sessionId)
      .order("corrected_at"),
  ]);
  for (const result of [session, slots, learners, marks, corrections]) {
    if (result.error) throw asError(result.error);
  }
  if (!session.data) throw new Error("Session introuvable, ou pas l'une des vôtres.");
  const slotIds = new Set((slots.data ?? []).map((slot) => slot.id));
  const formation = session.data.formations as { title: string } | { title: string }[] | null;
  return {
    session: {
      id: session.data.id,
      starts_on: session.data.starts_on,
      ends_on: session.data.ends_on,
      city: session.data.city,
      venue: session.data.venue,
      venue_latitude: session.data.venue_latitude,
      venue_longitude: session.data.venue_longitude,
      title: (Array.isArray(formation) ? formation[0]?.title : formation?.title) ?? "Formation",
    },
    slots: (slots.data ?? []) as Slot[],
    learners: (learners.data ?? []) as LearnerSummary[],
    marks: ((marks.data ?? []) as Mark[]).filter((mark) => slotIds.has(mark.slot_id)),
    corrections: ((corrections.data ?? []) as Correction[]).filter((row) => slotIds.has(row.slot_id)),
  };
}

/** How often the attendance screen reads the marks again. */
export const ATTENDANCE_REFRESH_MS = 10_000;

export function useSessionAttendance(sessionId: number) {
  return useQuery({
    queryKey: attendanceKeys.session(sessionId),
    queryFn: () => loadSessionAttendance(sessionId),
    // Signatures show within seconds while the trainer watches (review 2026-12-06 finding 20), the time said on screen.
    refetchInterval: ATTENDANCE_REFRESH_MS,
  });
}

/** The session's attendance sheet or quality report, as a download. */
export const downloadSessionPdf = (name: "attendance-sheet" | "quality-report", sessionId: number, filename: string) =>
  downloadFunctionPdf(
    name,
    { session_id: sessionId },
    filename,
    "Le document n'a pas pu être créé. Réessayez dans un instant.",
  );
