import { FORMATION_THEMES } from "~/content/formations";
import type { Formation } from "@common/database";

/** The theme cards are the catalogue's themes, the same list as the tabs and the formations' own (decision 0872). */
export const CATALOGUE_THEME_CARDS = FORMATION_THEMES;

export const ALL_TAB = "Tous";

/** The distinct themes of the loaded formations, in order of first appearance. */
export function distinctThemes(formations: readonly Formation[]): string[] {
  return [...new Set(formations.map((f) => f.theme))];
}

/** One filter drives both the theme cards and the tabs; no theme means every formation. */
export function filterByTheme(formations: readonly Formation[], theme: string | null): Formation[] {
  return theme ? formations.filter((f) => f.theme === theme) : [...formations];
}

/** Clicking a theme card selects it; clicking the selected card clears the filter. */
export function toggleTheme(current: string | null, clicked: string): string | null {
  return current === clicked ? null : clicked;
}

/** The tab that shows a theme, or none when the theme (an old link's `?theme=`) has no tab. */
export function selectedTab(theme: string | null, tabs: readonly string[]): string {
  if (!theme) return ALL_TAB;
  return tabs.includes(theme) ? theme : "";
}

/** `?theme=` value → filter; blank means none. */
export function themeFromParam(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Cards the catalogue shows first, and how many more each « Voir plus » adds (decision 1074). */
export const CARDS_PER_PAGE = 12;
/** The most pages of cards an address may ask for (`?page=`), so that a page stays a page. */
const MAX_PAGES = 1000;

/** `?page=` value → how many pages of cards are shown (1 when missing or not a whole number from 1). */
export function pagesFromParam(value: string | null | undefined): number {
  const pages = /^\d{1,4}$/.test(value?.trim() ?? "") ? Number(value!.trim()) : 1;
  return Math.min(Math.max(pages, 1), MAX_PAGES);
}

/** The catalogue's address for a filter and a number of pages, as the filter form and « Voir plus » write it. */
export function catalogueHref(theme: string | null, pages = 1, hash = ""): string {
  const params = new URLSearchParams();
  if (theme) params.set("theme", theme);
  if (pages > 1) params.set("page", String(pages));
  const query = params.toString();
  return `/formations${query ? `?${query}` : ""}${hash}`;
}

/** The id of the `n`-th card of the list (from 1), where « Voir plus » brings the reader. */
export const cardAnchor = (n: number) => `formation-${n}`;

/**
 * What the server answered `/formations` with (decision 1073): the filter and pages of the address, the cards shown
 * and the number of matching formations. The island hydrates on it; the build's page has none.
 */
export interface ServedCatalogue {
  theme: string | null;
  pages: number;
  formations: Formation[];
  total: number;
  themes: string[];
}
