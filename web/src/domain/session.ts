import type { SessionStatus } from "@common/database";
import type { BadgeVariant } from "./badge";

export const SESSION_STATUS_LABELS: Record<SessionStatus, string> = {
  planned: "Annoncée",
  open: "Ouverte",
  full: "Complète",
  cancelled: "Annulée",
};

const BADGES: Record<SessionStatus, BadgeVariant> = {
  planned: "outline",
  open: "outline",
  full: "secondary",
  cancelled: "destructive",
};

export function sessionStatusBadge(status: SessionStatus): BadgeVariant {
  return BADGES[status];
}

/** Query keys of dated sessions ('course_sessions' first: invalidating `sessionKeys.all` refreshes them all). */
export const sessionKeys = {
  all: ["course_sessions"] as const,
  /** The sessions still ahead, of one formation or (no id) of every formation. */
  upcoming: (formationId?: number) =>
    formationId === undefined ? (["course_sessions"] as const) : (["course_sessions", formationId] as const),
  admin: ["course_sessions", "admin"] as const,
};
