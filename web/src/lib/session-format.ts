// How a formation session is written for people: its dates, its place, its seats (one module, decision 0964).
import { FRENCH_MONTH_NAMES } from "@common/format";
import type { CourseSession } from "@common/database";

const MONTHS: readonly string[] = FRENCH_MONTH_NAMES;

const parts = (iso: string) => {
  const [year, month, day] = iso.split("-").map(Number);
  return { year, month: MONTHS[month - 1], day: day === 1 ? "1er" : String(day) };
};

/** « 11 – 15 janvier 2027 », « 30 janvier – 2 février 2027 », « 4 février 2027 » (dates as stored, no time zone). */
export function formatSessionDates(startsOn: string, endsOn: string): string {
  const start = parts(startsOn);
  const end = parts(endsOn);
  if (startsOn === endsOn) return `${start.day} ${start.month} ${start.year}`;
  if (start.year !== end.year) return `${start.day} ${start.month} ${start.year} – ${end.day} ${end.month} ${end.year}`;
  if (start.month !== end.month) return `${start.day} ${start.month} – ${end.day} ${end.month} ${end.year}`;
  return `${start.day} – ${end.day} ${end.month} ${end.year}`;
}

/** Where it happens, in a few words: « Abidjan », « En ligne », « Hybride · Abidjan ». */
export function sessionPlace(session: Pick<CourseSession, "format" | "city">): string {
  if (session.format === "En ligne") return "En ligne";
  return session.format === "Hybride" ? `Hybride · ${session.city}` : session.city;
}

export type SeatLevel = "full" | "critical" | "limited" | "available";

/**
 * Spec §9: 3 seats or fewer is red, 8 or fewer orange, otherwise green; none left is « Complet · liste d'attente »,
 * never « Dernières places » (review 2026-12-06 finding 4, decision 1030).
 */
export function seatLevel(remaining: number): SeatLevel {
  if (remaining <= 0) return "full";
  if (remaining <= 3) return "critical";
  if (remaining <= 8) return "limited";
  return "available";
}

/** The words that go with the colour, so the level is never told by colour alone. */
export const seatLevelLabels: Record<SeatLevel, string> = {
  full: "Complet · liste d'attente",
  critical: "Dernières places",
  limited: "Places limitées",
  available: "Places disponibles",
};

export function seatCountLabel(remaining: number, total: number): string {
  return `${remaining} / ${total} ${remaining > 1 ? "places restantes" : "place restante"}`;
}
