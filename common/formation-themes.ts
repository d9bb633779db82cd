import type { CheckedValues } from "./database.checks.ts";

/**
 * The catalogue's themes as stored (formations.theme), in the order the catalogue, its PDF and the back office list
 * them. The database's check constraint allows exactly these (a theme missing here is a type error).
 */
export const FORMATION_THEMES = [
  "Leadership",
  "Gouvernance",
  "IA Stratégique",
  "IA Appliquée",
  "Éthique Numérique",
  "Transformation Digitale",
  "Conformité",
  "Gestion",
  "Communication",
  "Finance",
] as const satisfies readonly FormationTheme[];

export type FormationTheme = CheckedValues["formations"]["theme"];

/**
 * How a theme reads on the site and in its PDF catalogue, in French sentence case (issue 48). The stored values above stay as they are: the database's
 * check constraint, the back office and the `?theme=` links use them.
 */
const THEME_LABELS: Record<FormationTheme, string> = {
  Leadership: "Leadership",
  Gouvernance: "Gouvernance",
  "IA Stratégique": "IA stratégique",
  "IA Appliquée": "IA appliquée",
  "Éthique Numérique": "Éthique numérique",
  "Transformation Digitale": "Transformation digitale",
  Conformité: "Conformité",
  Gestion: "Gestion",
  Communication: "Communication",
  Finance: "Finance",
};

/** The label of a theme; a theme the site does not know (a newer one from the database) reads as stored. */
export function themeLabel(theme: string): string {
  return (THEME_LABELS as Record<string, string>)[theme] ?? theme;
}
