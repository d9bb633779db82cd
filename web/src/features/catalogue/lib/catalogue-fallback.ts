import type { Formation } from "@common/database";
import { demoFormationRows } from "~/lib/formations";

export interface CatalogueResult {
  data: Formation[] | null;
  error: unknown;
}

/** Spec §4: a backend error or an empty list gives the 30 demo formations instead. */
export function catalogueOrDemo({ data, error }: CatalogueResult): { formations: Formation[]; fromDemo: boolean } {
  if (error || !data || data.length === 0) return { formations: [...demoFormationRows], fromDemo: true };
  return { formations: data, fromDemo: false };
}
