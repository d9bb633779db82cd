import { FRENCH_MONTH_NAMES } from "@common/format";
import { sessions as allSessions, type Session } from "~/content/sessions";

const MONTHS: readonly string[] = FRENCH_MONTH_NAMES;

/**
 * The last day of a session written as the sessions table shows it: '11 – 15 janvier 2027' or
 * '28 février – 2 mars 2027' → 2027-01-15 / 2027-03-02 (local midnight); null if it cannot be read.
 */
export function sessionEndDate(dates: string): Date | null {
  const end = dates.split(/[–—-]/).pop()!.trim().toLowerCase();
  const match = /^(\d{1,2})(?:er)?\s+(\p{L}+)\s+(\d{4})$/u.exec(end);
  if (!match) return null;
  const month = MONTHS.indexOf(match[2]!);
  if (month < 0) return null;
  return new Date(Number(match[3]), month, Number(match[1]));
}

/**
 * Until when 'Marquer terminée' is refused for a formation: the end of its first dated session (nobody can have
 * finished before any session has ended), or null when the formation has no dated session. Sessions are static
 * content until issue 13 moves them into the database, which will then enforce the same rule.
 */
export function completionAllowedFrom(formationId: number, sessions: readonly Session[] = allSessions): Date | null {
  const ends = sessions
    .filter((s) => s.formationId === formationId)
    .map((s) => sessionEndDate(s.dates))
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime());
  return ends[0] ?? null;
}

/** True when today (local day) is before the first session's last day: the training cannot be completed yet. */
export function completionTooEarly(
  formationId: number,
  now = new Date(),
  sessions: readonly Session[] = allSessions,
): Date | null {
  const from = completionAllowedFrom(formationId, sessions);
  if (!from) return null;
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return today < from ? from : null;
}
