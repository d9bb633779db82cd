import { PUBLIC_FORMATION_COLUMNS } from "~/domain/formation";
import type { FormationFormat, Formation } from "@common/database";
import { distinctThemes } from "./filters";

/**
 * Formations per page the catalogue asks the API for. The 30 demo formations fit in one page, so the demo catalogue is
 * filtered in the browser exactly as before; a larger one is filtered and paged by the server.
 */
export const CATALOGUE_PAGE_SIZE = 36;

/** The catalogue filters: one theme, one format, words in the title or description, and the page (from 0). */
export interface CatalogueFilters {
  theme: string | null;
  format?: FormationFormat | null;
  search?: string | null;
  page?: number;
}

/** One page of the catalogue, and what the filter bar needs to know about the whole of it. */
export interface CataloguePage {
  formations: Formation[];
  /** Formations matching the filters, all pages together. */
  total: number;
  page: number;
  pageCount: number;
  /** The themes that have formations, in catalogue order (the tabs). */
  themes: string[];
  /** The backend failed or is empty: the demo formations are shown (spec §4). */
  fromDemo: boolean;
}

/**
 * Search words as a PostgREST `ilike` pattern: characters that are PostgREST syntax (`,()"\`) or SQL wildcards are
 * dropped, every run of spaces matches anything. Blank gives null (no search).
 */
export function searchPattern(search: string | null | undefined): string | null {
  const words = (search ?? "")
    .replace(/[,()"\\%_*:]/g, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return words.length > 0 ? `*${words.join("*")}*` : null;
}

/**
 * The PostgREST query string of one page (what supabase-js would send for
 * `.select(PUBLIC_FORMATION_COLUMNS).eq("theme", …).contains("formats", […]).or(…).order("id").range(…)`). Stable for equal filters, so
 * the server's cache and the browser's ETag both apply.
 */
export function catalogueQueryString(filters: CatalogueFilters, pageSize = CATALOGUE_PAGE_SIZE): string {
  const params = new URLSearchParams({ select: PUBLIC_FORMATION_COLUMNS.replaceAll(" ", "") });
  if (filters.theme) params.set("theme", `eq.${filters.theme}`);
  if (filters.format) params.set("formats", `cs.{"${filters.format}"}`);
  const pattern = searchPattern(filters.search);
  if (pattern) params.set("or", `(title.ilike."${pattern}",description.ilike."${pattern}")`);
  params.set("order", "id.asc");
  params.set("offset", String((filters.page ?? 0) * pageSize));
  params.set("limit", String(pageSize));
  return params.toString();
}

/** The themes query: one row per theme with its first formation's id, so the tabs keep the catalogue's order. */
export const THEMES_QUERY_STRING = "select=theme,count(),id.min()";

/** Themes in the order of their first formation. */
export function themesInOrder(rows: readonly { theme: string; min: number }[]): string[] {
  return [...rows].sort((a, b) => a.min - b.min).map((row) => row.theme);
}

/** The total of a `Content-Range: 0-35/3000` header (`*` or missing gives null). */
export function totalFromContentRange(header: string | null): number | null {
  const total = header?.split("/")[1];
  return total && /^\d+$/.test(total) ? Number(total) : null;
}

function matches(formation: Formation, filters: CatalogueFilters): boolean {
  if (filters.theme && formation.theme !== filters.theme) return false;
  if (filters.format && !formation.formats.includes(filters.format)) return false;
  const pattern = searchPattern(filters.search);
  if (!pattern) return true;
  const words = pattern
    .slice(1, -1)
    .split("*")
    .map((w) => w.toLocaleLowerCase("fr"));
  return [formation.title, formation.description].some((field) => wordsInOrder(field.toLocaleLowerCase("fr"), words));
}

/** What `ilike '%a%b%'` tells: the words appear in this order. */
function wordsInOrder(text: string, words: readonly string[]): boolean {
  let from = 0;
  for (const word of words) {
    const at = text.indexOf(word, from);
    if (at < 0) return false;
    from = at + word.length;
  }
  return true;
}

/**
 * A page computed in the browser from a whole catalogue already at hand (the demo formations, or a catalogue that fits
 * in one page): the same filters, order and paging as the server's.
 */
export function pageFromRows(
  rows: readonly Formation[],
  filters: CatalogueFilters,
  fromDemo: boolean,
  pageSize = CATALOGUE_PAGE_SIZE,
): CataloguePage {
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  const matching = sorted.filter((formation) => matches(formation, filters));
  const page = filters.page ?? 0;
  return {
    formations: matching.slice(page * pageSize, (page + 1) * pageSize),
    total: matching.length,
    page,
    pageCount: Math.ceil(matching.length / pageSize),
    themes: distinctThemes(sorted),
    fromDemo,
  };
}
