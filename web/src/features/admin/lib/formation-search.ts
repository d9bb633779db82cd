import type { Formation } from "@common/database";

/** Lower case without accents, so 'ethique' finds 'Éthique Numérique'. */
export function normalizeSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

/** A formation matches when its title, expert or theme contains the search. */
export function matchesFormationSearch(
  formation: Pick<Formation, "title" | "expert" | "theme">,
  search: string,
): boolean {
  const term = normalizeSearch(search);
  if (!term) return true;
  return [formation.title, formation.expert, formation.theme].some((field) => normalizeSearch(field).includes(term));
}
