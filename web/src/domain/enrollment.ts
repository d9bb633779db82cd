import type { CheckedValues } from "@common/database";
import type { BadgeVariant } from "./badge";

/** The enrollment workflow's statuses, as the database stores them (enrollments.status). */
export type EnrollmentStatus = CheckedValues["enrollments"]["status"];
/** In the workflow's order (the `Record` below fails to compile if the database adds a status). */
export const ENROLLMENT_STATUSES = [
  "pending",
  "confirmed",
  "completed",
  "cancelled",
] as const satisfies readonly EnrollmentStatus[];

const LABELS: Record<EnrollmentStatus, string> = {
  pending: "En attente",
  confirmed: "Confirmée",
  completed: "Terminée",
  cancelled: "Annulée",
};

/** What an admin clicks to move an enrollment to a status. */
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

/** French label of an enrollment status (spec §4): an empty status reads as pending, an unknown one is shown as written. */
export function enrollmentStatusLabel(status: string | null | undefined): string {
  if (!status) return LABELS.pending;
  return isEnrollmentStatus(status) ? LABELS[status] : status;
}

/** The badge colour of an enrollment status; an unknown one is neutral. */
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

/** A certificate exists only for a completed enrollment. */
export function canDownloadCertificate(status: string | null | undefined): boolean {
  return status === "completed";
}

/**
 * Query keys of enrollments. Every one starts with 'enrollments', so invalidating `enrollmentKeys.all` after any change
 * (enrollment, payment, admin status change) refreshes 'my trainings', the formation page and the back office alike.
 */
export const enrollmentKeys = {
  all: ["enrollments"] as const,
  /** A learner's enrollments ('Mes formations', dashboard); the enrollment flow invalidates it. */
  mine: (userId: string | undefined) => ["enrollments", userId] as const,
  /** The learner's enrollment in one formation, under `mine` so a new enrollment refreshes it too. */
  mineInFormation: (userId: string | undefined, formationId: number) =>
    ["enrollments", userId, "formation", formationId] as const,
  admin: ["enrollments", "admin"] as const,
  adminHistory: (enrollmentId: number) => ["enrollments", "admin", "history", enrollmentId] as const,
  adminPayments: ["enrollments", "admin", "payments"] as const,
  /** « Paiements et inscriptions » read a page at a time with these filters (decision 1076). */
  adminPages: (filters: object) => ["enrollments", "admin", "pages", filters] as const,
  /** The key figures and the statistics, counted in the database over every enrollment (decision 1077). */
  adminFigures: ["enrollments", "admin", "figures"] as const,
  adminStatistics: ["enrollments", "admin", "statistics"] as const,
  /** The enrollments of a trainer's formations, with their learners. */
  ofFormations: (formationIds: readonly number[]) => ["enrollments", "trainer", ...formationIds] as const,
};
