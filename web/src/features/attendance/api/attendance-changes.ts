import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import type { AttendanceStatus } from "../lib/attendance-labels";
import { asError, attendanceKeys } from "./session-attendance";

/** A change to the session's attendance; the session's marks are read again once it is made. */
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
