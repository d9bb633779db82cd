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
