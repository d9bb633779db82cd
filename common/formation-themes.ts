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
