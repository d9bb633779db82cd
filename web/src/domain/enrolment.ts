import type { BadgeVariant } from "./badge";

/** The enrolment workflow's statuses, as the database stores them (enrollments.status). */
export const ENROLLMENT_STATUSES = ["pending", "confirmed", "completed", "cancelled"] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

const LABELS: Record<EnrollmentStatus, string> = {
  pending: "En attente",
  confirmed: "Confirmée",
  completed: "Terminée",
  cancelled: "Annulée",
};

/** What an admin clicks to move an enrolment to a status. */
const ACTION_LABELS: Record<EnrollmentStatus, string> = {
  pending: "Remettre en attente",
  confirmed: "Confirmer",
  completed: "Marquer terminée",
  cancelled: "Annuler l'inscription",
};

const BADGES: Record<EnrollmentStatus, BadgeVariant> = {
  pending: "accent",
  confirmed: "default",
  completed: "success",
  cancelled: "destructive",
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

/** French label of an enrolment status (spec §4): an empty status reads as pending, an unknown one is shown as written. */
export function enrollmentStatusLabel(status: string | null | undefined): string {
  if (!status) return LABELS.pending;
  return isEnrollmentStatus(status) ? LABELS[status] : status;
}

/** The badge colour of an enrolment status; an unknown one is neutral. */
export function enrollmentStatusBadge(status: string | null | undefined): BadgeVariant {
  if (!status) return BADGES.pending;
  return isEnrollmentStatus(status) ? BADGES[status] : "secondary";
}

export function enrollmentStatusActionLabel(status: EnrollmentStatus): string {
  return ACTION_LABELS[status];
}

export function allowedNextStatuses(status: string | null | undefined): readonly EnrollmentStatus[] {
  const current = status || "pending";
  return isEnrollmentStatus(current) ? NEXT[current] : [];
}

/** A certificate exists only for a completed enrolment. */
export function canDownloadCertificate(status: string | null | undefined): boolean {
  return status === "completed";
}

/**
 * Query keys of enrolments. Every one starts with 'enrollments', so invalidating `enrollmentKeys.all` after any change
 * (enrolment, payment, admin status change) refreshes 'my trainings', the course page and the back office alike.
 */
export const enrollmentKeys = {
  all: ["enrollments"] as const,
  /** A learner's enrolments ('Mes formations', dashboard); the enrolment flow invalidates it. */
  mine: (userId: string | undefined) => ["enrollments", userId] as const,
  /** The learner's enrolment in one course, under `mine` so a new enrolment refreshes it too. */
  mineInCourse: (userId: string | undefined, formationId: number) =>
    ["enrollments", userId, "course", formationId] as const,
  admin: ["enrollments", "admin"] as const,
  adminHistory: (enrollmentId: number) => ["enrollments", "admin", "history", enrollmentId] as const,
  adminPayments: ["enrollments", "admin", "payments"] as const,
  /** The enrolments of a trainer's courses, with their learners. */
  ofCourses: (courseIds: readonly number[]) => ["enrollments", "trainer", ...courseIds] as const,
};
