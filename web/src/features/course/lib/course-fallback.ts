import type { Formation } from "~/lib/database";
import { demoFormationRows, findDemoFormation } from "~/lib/formations";

export const MAX_RELATED = 3;

/** Spec §4: on error, the demo course with that id, otherwise nothing (the page goes back to /formations). */
export function courseOrDemo(
  { data, error }: { data: Formation | null; error: unknown },
  id: number,
): Formation | null {
  if (!error && data) return data;
  return findDemoFormation(id) ?? null;
}

/** Demo courses of the course's theme, without it, at most 3. */
export function demoRelated(course: Pick<Formation, "id" | "theme">): Formation[] {
  return demoFormationRows.filter((f) => f.theme === course.theme && f.id !== course.id).slice(0, MAX_RELATED);
}

/** The first 3 demo courses other than this one. */
export function firstOtherDemos(courseId: number): Formation[] {
  return demoFormationRows.filter((f) => f.id !== courseId).slice(0, MAX_RELATED);
}

/**
 * Spec §4 related courses: the query's rows (≤3); on error the demo courses of the same theme; when the query
 * returns nothing, the first 3 other demo courses.
 */
export function relatedOrDemo(
  { data, error }: { data: Formation[] | null; error: unknown },
  course: Pick<Formation, "id" | "theme">,
): Formation[] {
  if (error) return demoRelated(course);
  if (!data || data.length === 0) return firstOtherDemos(course.id);
  return data.filter((f) => f.id !== course.id).slice(0, MAX_RELATED);
}

/** What the page shows before the related query answers (prerendering, hydration): the backend holds the same rows. */
export function initialRelated(course: Pick<Formation, "id" | "theme">): Formation[] {
  const sameTheme = demoRelated(course);
  return sameTheme.length > 0 ? sameTheme : firstOtherDemos(course.id);
}
