import type { Formation } from "@common/database";
import { demoFormationRows, findDemoFormation } from "~/lib/formations";

export const MAX_RELATED = 3;

/** Spec §4: on error, the demo formation with that id, otherwise nothing (the page goes back to /formations). */
export function formationOrDemo(
  { data, error }: { data: Formation | null; error: unknown },
  id: number,
): Formation | null {
  if (!error && data) return data;
  return findDemoFormation(id) ?? null;
}

/** Demo formations of the formation's theme, without it, at most 3. */
export function demoRelated(formation: Pick<Formation, "id" | "theme">): Formation[] {
  return demoFormationRows.filter((f) => f.theme === formation.theme && f.id !== formation.id).slice(0, MAX_RELATED);
}

/** The first 3 demo formations other than this one. */
export function firstOtherDemos(formationId: number): Formation[] {
  return demoFormationRows.filter((f) => f.id !== formationId).slice(0, MAX_RELATED);
}

/**
 * Spec §4 related formations: the query's rows (≤3); on error the demo formations of the same theme; when the query
 * returns nothing, the first 3 other demo formations.
 */
export function relatedOrDemo(
  { data, error }: { data: Formation[] | null; error: unknown },
  formation: Pick<Formation, "id" | "theme">,
): Formation[] {
  if (error) return demoRelated(formation);
  if (!data || data.length === 0) return firstOtherDemos(formation.id);
  return data.filter((f) => f.id !== formation.id).slice(0, MAX_RELATED);
}

/** What the page shows before the related query answers (prerendering, hydration): the backend holds the same rows. */
export function initialRelated(formation: Pick<Formation, "id" | "theme">): Formation[] {
  const sameTheme = demoRelated(formation);
  return sameTheme.length > 0 ? sameTheme : firstOtherDemos(formation.id);
}
