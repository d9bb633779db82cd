import { getSupabase } from "~/lib/supabase";
import type { AttendanceFlag, AttendanceStatus } from "../lib/attendance-labels";
import { deviceId } from "../lib/device-id";
import { asError } from "./session-attendance";

export interface SignInput {
  code: string;
  signature: string | null;
  position: { latitude: number; longitude: number } | null;
}

/** What the database answers for an unknown, expired or foreign code: nothing, the same each time (decision 0987). */
export const UNKNOWN_CODE_MESSAGE =
  "Code inconnu ou expiré : scannez le code affiché en ce moment par le formateur (il change toutes les 45 secondes).";

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
