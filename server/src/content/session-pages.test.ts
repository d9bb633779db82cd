import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { ChannelHandlers } from "../db/postgres-listen";
import { renderedPages } from "./rendered-pages";
import { SESSIONS_CHANNEL, sessionPages } from "./session-pages";
import { fakeContentApi } from "../../../tests/support/fake-content-api";

/** An island's marker as the build's `<Island>` writes it, holding the built-in demo session. */
const island = (name: string, props: object) =>
  `<div data-island="${name}" data-island-prefix="i7-" data-island-when="visible" ` +
  `data-island-props="${JSON.stringify(props).replaceAll('"', "&quot;")}" style="display:contents">` +
  '<div class="rounded-lg"><div>Session du build : Préparation à la certification PMP®</div></div></div>';

const builtPage = (title: string, islandHtml: string) =>
  `<!doctype html><html lang="fr"><head><title>${title}</title></head><body><main><h1>${title}</h1>` +
  `<section id="prochaines-sessions">${islandHtml}</section><p>fin de page</p></main></body></html>`;

interface Row {
  id: number;
  formation_id: number;
  starts_on: string;
  ends_on: string;
  format: string;
  city: string;
  capacity: number;
  seats_left: number;
  status: string;
  formations: { title: string };
}

const row = (id: number, formationId: number, startsOn: string, over: Partial<Row> = {}): Row => ({
  id,
  formation_id: formationId,
  starts_on: startsOn,
  ends_on: startsOn,
  format: "Présentiel",
  city: "Dakar",
  capacity: 20,
  seats_left: 6,
  status: "open",
  formations: { title: `Formation ${formationId} <réelle>` },
  ...over,
});

function fakeBackend() {
  const data = { sessions: [] as Row[], formations: [3, 22], catalogue: [] as Record<string, unknown>[] };
  const channels = new Map<string, ChannelHandlers>();
  const db = {
    async query<R>() {
      return { rows: [] as R[] };
    },
    listen(channel: string, handlers: ChannelHandlers) {
      channels.set(channel, handlers);
      return async () => undefined;
    },
  };
  const { api, requests } = fakeContentApi(() => ({
    course_sessions: data.sessions as unknown as Record<string, unknown>[],
    // The catalogue's formations when a test sets them, else the two formations the pages are built for.
    formations: data.catalogue.length > 0 ? data.catalogue : data.formations.map(formationRow),
  }));
  return { db, api, data, requests, channels };
}

async function app({ built = true, outdated = [] as string[], now = () => Date.now() } = {}) {
  const siteDir = await mkdtemp(path.join(tmpdir(), "session-pages-"));
  if (built) {
    await writeFile(path.join(siteDir, "index.html"), builtPage("Accueil", ""));
    await mkdir(path.join(siteDir, "formations", "22"), { recursive: true });
    const caption = { caption: "Prochaines sessions de formation" };
    await writeFile(
      path.join(siteDir, "formations", "index.html"),
      builtPage("Catalogue", island("catalogue-browser", {}) + island("live-sessions-table", caption)),
    );
    await writeFile(
      path.join(siteDir, "formations", "22", "index.html"),
      builtPage("Formation 22", island("formation-sessions", { formationId: 22 })),
    );
  }
  const fake = fakeBackend();
  const pages = renderedPages({ db: fake.db, siteDir });
  const hono = new Hono();
  hono.on(
    ["GET", "HEAD"],
    "*",
    sessionPages({
      api: fake.api,
      db: fake.db,
      siteDir,
      pages,
      now,
      isOutdated: async (pathname) => outdated.includes(pathname),
    }),
  );
  hono.get("*", (c) => c.text("site statique", 200));
  const get = async (url: string) => {
    const response = await hono.request(url);
    return { status: response.status, html: await response.text() };
  };
  const listening = () => fake.channels.forEach((handlers) => handlers.listening());
  return { get, listening, ...fake };
}

const formationRow = (id: number) => ({
  id,
  title: `Formation ${id} réelle`,
  theme: "Leadership",
  description: "Une formation.",
  duration: "3 jours",
  expert: "Awa Koné",
  formats: ["Présentiel"],
  price: 100000,
  price_currency: "XOF",
  min_attendance_percent: 80,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
});

const propsIn = (html: string, name: string) => {
  const json = new RegExp(`data-island="${name}"[^>]*data-island-props="([^"]*)"`).exec(html)?.[1] ?? "{}";
  return JSON.parse(json.replaceAll("&quot;", '"').replaceAll("&amp;", "&")) as Record<string, unknown>;
};

describe("sessionPages", () => {
  it("answers the catalogue with the database's upcoming sessions in its table, as the island's props too", async () => {
    const { get, data, requests } = await app();
    data.sessions = [row(41, 22, "2031-03-10", { ends_on: "2031-03-12" }), row(42, 3, "2031-04-01", { seats_left: 0 })];
    const { status, html } = await get("/formations");
    expect(status).toBe(200);
    expect(html).not.toContain("Session du build");
    expect(html).toContain("Formation 22 &lt;réelle&gt;");
    expect(html).toContain("10 – 12 mars 2031");
    expect(html).toContain("Dakar");
    expect(html).toContain('href="/formations/22/inscription"');
    // The full session says so, with the waitlist instead of « S'inscrire » (decision 1030).
    expect(html).toContain("Liste d&#x27;attente");
    // The marker keeps the build's prefix and moment; its props are the caption and the sessions shown.
    expect(html).toContain('data-island="live-sessions-table" data-island-prefix="i7-" data-island-when="visible"');
    const props = propsIn(html, "live-sessions-table");
    expect(props.caption).toBe("Prochaines sessions de formation");
    expect((props.sessions as { id: number }[]).map((session) => session.id)).toEqual([41, 42]);
    expect(html).toContain("<p>fin de page</p>");
    const read = requests.find((url) => url.pathname.endsWith("/course_sessions"))!;
    expect(read.searchParams.get("status")).toBe("neq.cancelled");
    expect(read.searchParams.get("organisation_id")).toBe("is.null");
  });

  it("answers /formations?theme=&page= with that theme's first cards, « Voir plus » and the GET filter form", async () => {
    const { get, data, requests } = await app();
    const themes = ["Leadership", "Finance"];
    data.catalogue = Array.from({ length: 40 }, (_, i) => ({
      ...formationRow(i + 1),
      theme: themes[i % 2]!,
    }));
    const first = await get("/formations");
    const props = propsIn(first.html, "catalogue-browser").served as { formations: { id: number }[]; total: number };
    expect(props.formations.map((formation) => formation.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(props.total).toBe(40);
    const form = /<form id="catalogue-filtres"[^>]*>/.exec(first.html)?.[0];
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/formations#nos-formations"');
    expect(first.html).toContain('href="/formations?page=2#formation-13"');
    expect(first.html.match(/data-testid="formation-card"/g)).toHaveLength(12);

    const finance = await get("/formations?theme=Finance&page=2");
    expect(finance.html.match(/data-testid="formation-card"/g)).toHaveLength(20);
    expect(finance.html).toContain("Formation 40 réelle");
    expect(finance.html).not.toContain("Formation 39 réelle");
    // No « Voir plus » past the last card; the pressed card clears the theme.
    expect(finance.html).not.toContain("Voir plus");
    const pressedCard = /<button type="submit"[^>]*aria-pressed="true"[^>]*>/.exec(finance.html)?.[0];
    expect(pressedCard).toContain('value=""');
    expect(pressedCard).toContain('name="theme"');
    expect(propsIn(finance.html, "catalogue-browser").served).toMatchObject({ theme: "Finance", pages: 2, total: 20 });
    // The served marker does not ask to hydrate at once: its markup is already the address's.
    expect(finance.html).not.toContain("data-island-params");
    // Kept per address; an unknown theme is answered (the empty state) and not kept.
    const reads = requests.length;
    await get("/formations?theme=Finance&page=2");
    expect(requests.length).toBe(reads);
    expect((await get("/formations?theme=Innovation")).html).toContain("Aucune formation trouvée");
  });

  it("answers a formation's page with its own sessions in the box, or the word that none is planned", async () => {
    const { get, data } = await app();
    data.sessions = [row(41, 22, "2031-03-10"), row(42, 3, "2031-04-01")];
    const page = await get("/formations/22/");
    expect(page.html).toContain("10 mars 2031");
    expect(page.html).not.toContain("1er avril 2031");
    expect(page.html).not.toContain("Session du build");
    expect(propsIn(page.html, "formation-sessions")).toMatchObject({ formationId: 22, sessions: [{ id: 41 }] });

    const { get: getEmpty } = await app();
    expect((await getEmpty("/formations/22")).html).toContain("Aucune session publique n&#x27;est programmée");
  });

  it("leaves to the static site an edited formation, a page the build did not make and any other page", async () => {
    const { get } = await app({ outdated: ["/formations/22"] });
    expect((await get("/formations/22")).html).toBe("site statique");
    expect((await get("/formations/23")).html).toBe("site statique");
    expect((await get("/formations/22/inscription")).html).toBe("site statique");
    expect((await get("/formations/abc")).html).toBe("site statique");
    expect((await get("/formations")).html).not.toBe("site statique");
  });

  it("keeps a page until a session changes, the content changes or the day ends", async () => {
    let clock = Date.parse("2031-01-10T12:00:00Z");
    const { get, data, listening, channels } = await app({ now: () => clock });
    listening();
    data.sessions = [row(41, 22, "2031-03-10")];
    expect((await get("/formations")).html).toContain("10 mars 2031");
    data.sessions = [row(43, 22, "2031-05-20")];
    clock += 60 * 60_000;
    expect((await get("/formations")).html).toContain("10 mars 2031"); // kept: nothing said it changed
    channels.get(SESSIONS_CHANNEL)!.notify();
    expect((await get("/formations")).html).toContain("20 mai 2031");

    data.sessions = [row(44, 22, "2031-06-02")];
    channels.get("content_changed")!.notify();
    expect((await get("/formations")).html).toContain("2 juin 2031");

    data.sessions = [row(45, 22, "2031-07-07")];
    clock = Date.parse("2031-01-11T00:00:01Z"); // the next day: yesterday's page may list a session begun today
    expect((await get("/formations")).html).toContain("7 juillet 2031");
  });

  it("while notifications cannot be received, trusts a page two seconds only", async () => {
    let clock = Date.parse("2031-01-10T12:00:00Z");
    const { get, data } = await app({ now: () => clock });
    data.sessions = [row(41, 22, "2031-03-10")];
    expect((await get("/formations")).html).toContain("10 mars 2031");
    data.sessions = [row(43, 22, "2031-05-20")];
    expect((await get("/formations")).html).toContain("10 mars 2031");
    clock += 2_001;
    expect((await get("/formations")).html).toContain("20 mai 2031");
  });

  it("without a built site, answers bare documents: the table, and an existing formation's box", async () => {
    const { get, data } = await app({ built: false });
    data.sessions = [row(41, 22, "2031-03-10")];
    const catalogue = await get("/formations");
    expect(catalogue.html).toContain("<title>Prochaines sessions de formation</title>");
    expect(catalogue.html).toContain("10 mars 2031");
    expect((await get("/formations/22")).html).toContain("10 mars 2031");
    expect((await get("/formations/3")).html).toContain("Aucune session publique");
    expect((await get("/formations/999")).html).toBe("site statique");
  });
});
