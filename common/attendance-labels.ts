import type { AttendanceStatus } from "./database.ts";

/**
 * A mark's status as a noun, so it never has to agree with the person it is said of (the profile has no gender, and
 * « Présent » beside Aïcha was wrong: review 2026-12-06 finding 18, decision 1089). The trainer's and staff's screens
 * and the attendance sheet PDF say the same words (decision 1109).
 */
export const ATTENDANCE_STATUS_LABELS: Record<AttendanceStatus, string> = {
  present: "Présence",
  late: "Retard",
  absent: "Absence",
  excused: "Absence excusée",
};
