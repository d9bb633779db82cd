import { sessions, type Session } from "~/content/sessions";

export type SeatLevel = "critical" | "limited" | "available";

/** Spec §9: 3 seats or fewer is red, 8 or fewer orange, otherwise green. */
export function seatLevel(remaining: number): SeatLevel {
  if (remaining <= 3) return "critical";
  if (remaining <= 8) return "limited";
  return "available";
}

/** The words that go with the colour, so the level is never told by colour alone. */
export const seatLevelLabels: Record<SeatLevel, string> = {
  critical: "Dernières places",
  limited: "Places limitées",
  available: "Places disponibles",
};

export function seatCountLabel(remaining: number, total: number): string {
  return `${remaining} / ${total} ${remaining > 1 ? "places restantes" : "place restante"}`;
}

/** The sessions of one formation; `matched` is false when it has none and all upcoming sessions are given. */
export function sessionsForFormation(
  formationId: number,
  all: readonly Session[] = sessions,
): { sessions: readonly Session[]; matched: boolean } {
  const own = all.filter((s) => s.formationId === formationId);
  return own.length > 0 ? { sessions: own, matched: true } : { sessions: all, matched: false };
}
