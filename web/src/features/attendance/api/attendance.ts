import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import type { FunctionErrorBody } from "@common/errors/functions";
import type { AttendanceFlag, AttendanceStatus, Slot } from "../lib/attendance-labels";
import { deviceId } from "../lib/device-id";
import { saveFile } from "~/lib/save-file";

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

export interface SlotCodeAnswer {
  code: string;
  /** Until when this code is accepted (its own window and the next one). */
  expires_at: string;
  /** When the database replaces it: the screen asks again then. */
  rotates_at: string;
}

/** The slot's short code, replaced by the database every 45 seconds: asked again as soon as it rotates. */
export function useSlotCode(slotId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: attendanceKeys.code(slotId ?? 0),
    enabled: enabled && slotId !== undefined,
    refetchInterval: (query) => {
      const rotatesAt = query.state.data ? Date.parse(query.state.data.rotates_at) : NaN;
      return Number.isNaN(rotatesAt) ? 15_000 : Math.min(45_000, Math.max(1_000, rotatesAt - Date.now() + 500));
    },
    refetchIntervalInBackground: true,
    queryFn: async (): Promise<SlotCodeAnswer> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc("slot_code", { p_slot: slotId! });
      if (error) throw asError(error);
      return data[0] as SlotCodeAnswer;
    },
  });
}

/** A slot's secret for its codes offline (decision 1070), as slot_offline_secret answers it and the device keeps it. */
export interface SlotOfflineSecret {
  secret: string;
  starts_at: string;
  ends_at: string;
  step_seconds: number;
}

const secretKey = (slotId: number) => `attendance-slot-secret:${slotId}`;

/** The secret kept on this device for a slot, if its screen was opened online before. */
export function keptSlotSecret(slotId: number): SlotOfflineSecret | null {
  try {
    const kept = JSON.parse(window.localStorage.getItem(secretKey(slotId)) ?? "null") as SlotOfflineSecret | null;
    return kept && /^[0-9a-f]{64}$/.test(kept.secret) ? kept : null;
  } catch {
    return null;
  }
}

/**
 * The slot's secret: asked once while online and kept on the device (until a day after the slot), so the trainer's
 * screen derives the code when the network drops; without a network, the kept one.
 */
export function useSlotOfflineSecret(slotId: number) {
  return useQuery({
    queryKey: ["attendance", "offline-secret", slotId] as const,
    staleTime: Infinity,
    networkMode: "always",
    queryFn: async (): Promise<SlotOfflineSecret | null> => {
      try {
        const supabase = await getSupabase();
        const { data, error } = await supabase.rpc("slot_offline_secret", { p_slot: slotId });
        const fetched = !error && Array.isArray(data) ? (data[0] as SlotOfflineSecret | undefined) : undefined;
        if (fetched) {
          for (let index = window.localStorage.length - 1; index >= 0; index -= 1) {
            const key = window.localStorage.key(index);
            const old = key?.startsWith("attendance-slot-secret:") ? keptSlotSecret(Number(key.split(":")[1])) : null;
            if (key && old && Date.parse(old.ends_at) < Date.now() - 86_400_000) window.localStorage.removeItem(key);
          }
          window.localStorage.setItem(secretKey(slotId), JSON.stringify(fetched));
          return fetched;
        }
      } catch {
        // No network: the kept secret below.
      }
      return keptSlotSecret(slotId);
    },
  });
}

function useSessionMutation<Input>(sessionId: number, run: (input: Input) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Without a network the call fails at once (and a trainer's mark goes to the queue) rather than waiting unseen.
    networkMode: "always",
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.session(sessionId) }),
  });
}

export interface MarkInput {
  slotId: number;
  enrollmentId: number;
  status: AttendanceStatus;
  reason: string;
}

export function useMarkAttendance(sessionId: number, as: "trainer" | "staff") {
  return useSessionMutation(sessionId, async ({ slotId, enrollmentId, status, reason }: MarkInput) => {
    const supabase = await getSupabase();
    const args = { p_slot: slotId, p_enrollment: enrollmentId, p_status: status, p_reason: reason };
    const { error } = await (as === "trainer"
      ? supabase.rpc("mark_attendance", args)
      : supabase.rpc("correct_attendance", args));
    if (error) throw asError(error);
  });
}

export function useSignSlot(sessionId: number) {
  return useSessionMutation(sessionId, async ({ slotId, signature }: { slotId: number; signature: string }) => {
    const supabase = await getSupabase();
    const { error } = await supabase.rpc("sign_slot", { p_slot: slotId, p_signature: signature });
    if (error) throw asError(error);
  });
}

export function useMoveSlot(sessionId: number) {
  return useSessionMutation(
    sessionId,
    async ({ slotId, startsAt, endsAt }: { slotId: number; startsAt: string; endsAt: string }) => {
      const supabase = await getSupabase();
      const { error } = await supabase
        .from("session_slots")
        .update({ starts_at: startsAt, ends_at: endsAt })
        .eq("id", slotId);
      if (error) throw asError(error);
    },
  );
}

export function useIssueCompletionCertificates(sessionId: number) {
  return useSessionMutation(sessionId, async () => {
    const supabase = await getSupabase();
    const { error } = await supabase.rpc("issue_completion_certificates", { p_session: sessionId });
    if (error) throw asError(error);
  });
}

export interface SignInput {
  code: string;
  signature: string | null;
  position: { latitude: number; longitude: number } | null;
}

/** What the database answers for an unknown, expired or foreign code: nothing, the same each time (decision 0987). */
export const UNKNOWN_CODE_MESSAGE =
  "Code inconnu ou expiré : scannez le code affiché en ce moment par le formateur (il change toutes les 45 secondes).";

/** The learner signs the slot the code names, as themselves, from this device (its id goes with the signature). */
export async function signAttendance({ code, signature, position }: SignInput) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc("sign_attendance", {
    p_code: code,
    p_device: deviceId(),
    ...(signature ? { p_signature: signature } : {}),
    ...(position ? { p_latitude: position.latitude, p_longitude: position.longitude } : {}),
  });
  if (error) throw asError(error);
  const row = data[0];
  if (!row) throw new Error(UNKNOWN_CODE_MESSAGE);
  return row as { slot_id: number; status: AttendanceStatus; recorded_at: string; flags: AttendanceFlag[] };
}

/** Staff place the venue, so learners' positions are compared with it (null, null: no longer compared). */
export function useVenuePosition(sessionId: number) {
  return useSessionMutation(
    sessionId,
    async ({ latitude, longitude }: { latitude: number | null; longitude: number | null }) => {
      const supabase = await getSupabase();
      const { error } = await supabase
        .from("course_sessions")
        .update({ venue_latitude: latitude, venue_longitude: longitude })
        .eq("id", sessionId);
      if (error) throw asError(error);
    },
  );
}

/** A PDF from a /functions/v1 function, handed to the browser as a download. */
export async function downloadPdf(name: string, body: Record<string, unknown>, filename: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke(name, { body, headers: { accept: "application/pdf" } });
  if (error) {
    const response = (error as { context?: unknown }).context;
    const payload =
      response instanceof Response ? ((await response.json().catch(() => null)) as FunctionErrorBody | null) : null;
    throw new Error(payload?.error ?? "Le document n'a pas pu être créé. Réessayez dans un instant.");
  }
  saveFile(data as Blob, filename);
}
