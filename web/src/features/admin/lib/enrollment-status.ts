export const ENROLLMENT_STATUSES = ["pending", "confirmed", "completed", "cancelled"] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

const LABELS: Record<EnrollmentStatus, string> = {
  pending: "En attente",
  confirmed: "Confirmée",
  completed: "Terminée",
  cancelled: "Annulée",
};

/** What the admin clicks to move an enrolment to a status. */
const ACTION_LABELS: Record<EnrollmentStatus, string> = {
  pending: "Remettre en attente",
  confirmed: "Confirmer",
  completed: "Marquer terminée",
  cancelled: "Annuler l'inscription",
};

/** The workflow the database enforces (check_enrollment_transition): pending → confirmed → completed, or cancelled. */
const NEXT: Record<EnrollmentStatus, readonly EnrollmentStatus[]> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

export function isEnrollmentStatus(value: unknown): value is EnrollmentStatus {
  return typeof value === "string" && (ENROLLMENT_STATUSES as readonly string[]).includes(value);
}

/** An empty status reads as pending (spec §4); an unknown one is shown as written. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return LABELS.pending;
  return isEnrollmentStatus(status) ? LABELS[status] : status;
}

export function statusActionLabel(status: EnrollmentStatus): string {
  return ACTION_LABELS[status];
}

export function allowedNextStatuses(status: string | null | undefined): readonly EnrollmentStatus[] {
  const current = status || "pending";
  return isEnrollmentStatus(current) ? NEXT[current] : [];
}
