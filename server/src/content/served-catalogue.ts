import { FORMATION_THEMES } from "~/content/formations";
import type { Session } from "~/content/sessions";
import { PUBLIC_FORMATION_COLUMNS } from "~/domain/formation";
import { CARDS_PER_PAGE, type ServedCatalogue } from "~/features/catalogue/lib/filters";
import { pageFromRows } from "~/features/catalogue/lib/filters-query";
import { readUpcomingSessions, toShownSession } from "~/lib/formation-sessions";
import { demoFormationRows } from "~/lib/formations";
import type { Formation } from "@common/database";
import type { ContentApi } from "./api";

/**
 * The public upcoming sessions as the browser reads them (formation-sessions.ts, as anon: not cancelled, not an
 * organisation's own), soonest first, in the tables' shape.
 */
export async function upcomingSessions(api: ContentApi): Promise<Session[]> {
  return (await readUpcomingSessions(api)).map(toShownSession);
}

/**
 * The catalogue as `/formations?theme=…&page=…` shows it (decisions 1073, 1074): the first `pages` × 12 formations of
 * the theme in catalogue order (by id), as the browser reads them through the API (every visitor reads every
 * formation), the number matching and the themes in catalogue order (of their first formation); the built-in demo
 * formations when the catalogue is empty (spec §4). The themes are counted one by one by the database (an exact count
 * and the first id on `formations_theme_idx`), never by reading every formation's theme: a read stops at 1,000 rows.
 */
export async function servedCatalogue(api: ContentApi, theme: string | null, pages: number): Promise<ServedCatalogue> {
  const counted = await Promise.all(
    FORMATION_THEMES.map(async (name) => {
      const { data, count, error } = await api
        .from("formations")
        .select("id", { count: "exact" })
        .eq("theme", name)
        .order("id")
        .limit(1);
      if (error) throw new Error(error.message);
      return { name, count: count ?? 0, first: data?.[0]?.id ?? 0 };
    }),
  );
  const present = counted.filter((one) => one.count > 0).sort((a, b) => a.first - b.first);
  const totals = new Map(present.map((one) => [one.name as string, one.count]));
  if (totals.size === 0) {
    const demo = pageFromRows(demoFormationRows, { theme }, true, CARDS_PER_PAGE * pages);
    const shownPages = Math.min(pages, Math.max(1, Math.ceil(demo.total / CARDS_PER_PAGE)));
    return { theme, pages: shownPages, formations: demo.formations, total: demo.total, themes: demo.themes };
  }
  const total = theme === null ? present.reduce((sum, one) => sum + one.count, 0) : (totals.get(theme) ?? 0);
  const shownPages = Math.min(pages, Math.max(1, Math.ceil(total / CARDS_PER_PAGE)));
  let formations: Formation[] = [];
  if (total > 0) {
    const query = api.from("formations").select(PUBLIC_FORMATION_COLUMNS);
    // A theme with formations is one of the enum's values (it was read from them above).
    const filtered = theme === null ? query : query.eq("theme", theme as Formation["theme"]);
    const { data, error: readError } = await filtered.order("id").limit(shownPages * CARDS_PER_PAGE);
    if (readError) throw new Error(readError.message);
    formations = (data ?? []) as unknown as Formation[];
  }
  return { theme, pages: shownPages, formations, total, themes: [...totals.keys()] };
}
