import type { Formation } from "~/lib/database";

/** Lower case without accents, so 'ethique' finds 'Éthique Numérique'. */
export function normalizeSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

/** A course matches when its title, expert or theme contains the search. */
export function matchesCourseSearch(course: Pick<Formation, "title" | "expert" | "theme">, search: string): boolean {
  const term = normalizeSearch(search);
  if (!term) return true;
  return [course.title, course.expert, course.theme].some((field) => normalizeSearch(field).includes(term));
}
