import type { CompanyTrainee, CompanyTrainingSession } from "../api/company-trainings";

/** « 12 h 30 », « 7 h » : attended hours as a training certificate writes them. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, "0")}`;
}

const ENROLLMENT_LABELS: Record<string, string> = {
  pending: "En attente de paiement",
  confirmed: "Inscrit(e)",
  completed: "Formation terminée",
  cancelled: "Annulée",
  waitlisted: "Liste d'attente",
};

/** Where a trainee stands: not enrolled yet (no account linked), or their enrollment's state. */
export function traineeStanding(trainee: CompanyTrainee): string {
  if (trainee.enrollment_status === null) return "Pas encore inscrit(e) : compte à créer ou à relier";
  return ENROLLMENT_LABELS[trainee.enrollment_status] ?? trainee.enrollment_status;
}

/** The session's average attendance over its enrolled trainees, or null before any half-day is planned. */
export function sessionAttendance(session: CompanyTrainingSession): number | null {
  const measured = session.trainees.filter(
    (trainee) => trainee.attendance_percent !== null && (trainee.planned_minutes ?? 0) > 0,
  );
  if (measured.length === 0) return null;
  return Math.round(measured.reduce((sum, trainee) => sum + (trainee.attendance_percent ?? 0), 0) / measured.length);
}

/** Upcoming and running sessions first (soonest first), then past ones (latest first). */
export function sessionsInReadingOrder(sessions: CompanyTrainingSession[], today = new Date()) {
  const day = today.toISOString().slice(0, 10);
  const current = sessions
    .filter((session) => session.ends_on >= day)
    .sort((a, b) => a.starts_on.localeCompare(b.starts_on));
  const past = sessions
    .filter((session) => session.ends_on < day)
    .sort((a, b) => b.starts_on.localeCompare(a.starts_on));
  return { current, past };
}
