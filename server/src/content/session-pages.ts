import { stat } from "node:fs/promises";
import path from "node:path";
import type { Context, Next } from "hono";
import { LiveSessionsTable } from "~/components/formations/live-sessions-table";
import { FORMATION_THEMES } from "~/content/formations";
import { CatalogueBrowser } from "~/features/catalogue/components/catalogue-browser";
import { pagesFromParam, themeFromParam } from "~/features/catalogue/lib/filters";
import { CourseSessions } from "~/features/formation/components/formation-sessions";
import type { Database } from "../db/database";
import { rowOf, type ContentApi } from "./api";
import { withIsland } from "./island-markup";
import { CONTENT_CHANNEL, type RenderedPage, type RenderedPages } from "./rendered-pages";
import { servedCatalogue, upcomingSessions } from "./served-catalogue";

/** The notification channel of the `course_sessions` and `formations` triggers (migration 20261208720000). */
export const SESSIONS_CHANNEL = "sessions_changed";
/** A rendered page is trusted this long when change notifications cannot be received. */
const UNLISTENED_MAX_AGE_MS = 2_000;
const CATALOGUE_PATH = "/formations";
const TABLE_ISLAND = "live-sessions-table";
const BROWSER_ISLAND = "catalogue-browser";
/** Pages of cards beyond which a catalogue page is rendered each time instead of kept (an odd address). */
const KEPT_PAGES = 50;
const BOX_ISLAND = "formation-sessions";
/** The caption the catalogue gives its table (routes/catalogue.tsx), for a page whose marker says none. */
const TABLE_CAPTION = "Prochaines sessions de formation";

/** The query string of a catalogue filter, as the filter form and « Voir plus » write it. */
function catalogueSearch(filter: { theme: string | null; pages: number }): string {
  const params = new URLSearchParams();
  if (filter.theme) params.set("theme", filter.theme);
  if (filter.pages > 1) params.set("page", String(filter.pages));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Which page a path is: the catalogue, a formation's page (its id), or neither. */
function pageOf(pathname: string): { file: string; formationId?: number } | null {
  const pagePath = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  if (pagePath === CATALOGUE_PATH) return { file: "formations/index.html" };
  const id = /^\/formations\/([1-9]\d{0,8})$/.exec(pagePath)?.[1];
  return id ? { file: `formations/${id}/index.html`, formationId: Number(id) } : null;
}

/**
 * The catalogue (/formations) and the formation pages (/formations/<id>) answered from the build's HTML with the real
 * upcoming sessions in their sessions table and sessions box, read from the database when the page is asked for
 * (issue 48 items 4 and 6, decision 1044), as the case studies are: a visitor or a crawler without JavaScript, and
 * every reader before the island reads the database, sees the sessions there are, not the built-in demo list. The
 * sessions travel as the island's props, so the island hydrates on the same markup, then reads them live.
 * Kept in memory until a session or formation changes (the `sessions_changed` notification), the content changes
 * (an edited hero), or the day ends (a session starting tomorrow is no longer ahead the day after); two seconds while
 * notifications cannot be received. A formation page the app shell answers (an edited formation, `isOutdated`) is
 * left to the static site; without a built site (the API alone, the integration tests) the pages are bare documents.
 */
export function sessionPages(options: {
  api: ContentApi;
  /** The local database's change notifications (its LISTEN), when there is one: pages are then kept until a change. */
  db?: Pick<Database, "listen">;
  siteDir: string;
  pages: RenderedPages;
  isOutdated?: (pathname: string) => Promise<boolean>;
  now?: () => number;
}) {
  const { api, db, pages } = options;
  const now = options.now ?? Date.now;
  const cache = new Map<string, Promise<RenderedPage | null>>();
  let validUntil = 0;
  const listening = new Set<string>();
  const forget = () => {
    cache.clear();
    validUntil = 0;
  };
  for (const channel of [SESSIONS_CHANNEL, CONTENT_CHANNEL]) {
    db?.listen?.(channel, {
      notify: forget,
      listening: () => {
        listening.add(channel);
        forget();
      },
      lost: () => {
        listening.delete(channel);
        forget();
      },
    });
  }

  const files = new Map<string, Promise<boolean>>();
  const isBuilt = (file: string) => {
    let known = files.get(file);
    if (!known) {
      known = stat(path.join(options.siteDir, file)).then(
        (info) => info.isFile(),
        () => false,
      );
      files.set(file, known);
    }
    return known;
  };

  function cached(key: string, render: () => Promise<RenderedPage | null>) {
    const at = now();
    if (at >= validUntil) {
      cache.clear();
      const midnight = new Date(at);
      midnight.setUTCHours(24, 0, 0, 0);
      validUntil = listening.size === 2 ? midnight.getTime() : Math.min(midnight.getTime(), at + UNLISTENED_MAX_AGE_MS);
    }
    let entry = cache.get(key);
    if (!entry) {
      entry = render();
      entry.catch(() => cache.delete(key));
      cache.set(key, entry);
    }
    return entry;
  }

  async function renderCatalogue(
    file: string,
    built: boolean,
    filter: { theme: string | null; pages: number },
  ): Promise<RenderedPage> {
    const [html, sessions, catalogue] = await Promise.all([
      pages.template(file),
      upcomingSessions(api),
      servedCatalogue(api, filter.theme, filter.pages),
    ]);
    const table = {
      name: TABLE_ISLAND,
      component: LiveSessionsTable,
      propsFor: (props: Record<string, unknown>) => ({
        caption: typeof props.caption === "string" ? props.caption : TABLE_CAPTION,
        sessions,
      }),
    };
    const search = catalogueSearch(filter);
    const page = { path: CATALOGUE_PATH, title: TABLE_CAPTION, bare: !built };
    const withTable = withIsland(html, table, page);
    // The browser's island, answered for the address's filter; a bare document (no build) has the table only.
    if (!built) return pages.page(withTable);
    const browser = { name: BROWSER_ISLAND, component: CatalogueBrowser, propsFor: () => ({ served: catalogue }) };
    return pages.page(withIsland(withTable, browser, { ...page, search }));
  }

  async function renderFormation(file: string, formationId: number, built: boolean): Promise<RenderedPage | null> {
    if (!built) {
      const formation = rowOf(await api.from("formations").select("title").eq("id", formationId).maybeSingle());
      if (!formation) return null;
    }
    const [html, all] = await Promise.all([pages.template(file), upcomingSessions(api)]);
    const sessions = all.filter((session) => session.formationId === formationId);
    const island = { name: BOX_ISLAND, component: CourseSessions, propsFor: () => ({ formationId, sessions }) };
    const page = { path: `${CATALOGUE_PATH}/${formationId}`, title: "Prochaines sessions", bare: !built };
    return pages.page(withIsland(html, island, page));
  }

  return async function middleware(c: Context, next: Next) {
    const page = pageOf(c.req.path);
    if (!page) return next();
    const built = await isBuilt(page.file);
    // A page the build did not make is answered only when no page was built at all (the bare documents).
    if (!built && (await isBuilt("index.html"))) return next();
    if (page.formationId !== undefined && (await options.isOutdated?.(c.req.path))) return next();
    if (page.formationId === undefined) {
      const filter = {
        theme: themeFromParam(c.req.query("theme") ?? null),
        pages: pagesFromParam(c.req.query("page")),
      };
      const render = () => renderCatalogue(page.file, built, filter);
      // Kept for the themes of the catalogue and a reasonable number of pages; any other address is rendered anew.
      const kept =
        (filter.theme === null || (FORMATION_THEMES as readonly string[]).includes(filter.theme)) &&
        filter.pages <= KEPT_PAGES;
      const rendered = kept ? await cached(`${page.file}${catalogueSearch(filter)}`, render) : await render();
      return rendered ? pages.send(c, rendered) : next();
    }
    const rendered = await cached(page.file, () => renderFormation(page.file, page.formationId!, built));
    return rendered ? pages.send(c, rendered) : next();
  };
}
