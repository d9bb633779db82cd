import { randomUUID } from "node:crypto";
import { PUBLIC_FORMATION_COLUMNS } from "../../web/src/domain/formation";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import {
  THEMES_QUERY_STRING,
  catalogueQueryString,
  themesInOrder,
} from "../../web/src/features/catalogue/lib/filters-query";
import { DEV_SERVICE_ROLE_KEY, api, backends, client, signedUpClient } from "../support";

/** The catalogue's columns as the site sends them (decision 0988: never `*`). */
const CATALOGUE_SELECT = PUBLIC_FORMATION_COLUMNS.replaceAll(" ", "");

/**
 * Issue 11: the catalogue is read one page at a time, filtered by the server, and each answer is cached with a
 * strong ETag that changes as soon as a formation changes — whoever changes it.
 */
const service = {
  token: DEV_SERVICE_ROLE_KEY,
  headers: { apikey: DEV_SERVICE_ROLE_KEY, "content-type": "application/json", prefer: "return=representation" },
};

async function addFormations(url: string, rows: Record<string, unknown>[]): Promise<number[]> {
  const response = await api(url, "/rest/v1/formations?select=id", {
    method: "POST",
    ...service,
    body: JSON.stringify(rows),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }[]).map((row) => row.id);
}

describe.each(backends())("catalogue paging and cache on $name", ({ url }) => {
  it("gives one page of a theme with the exact count, as supabase-js asks for it", async () => {
    const tag = randomUUID().slice(0, 8);
    const ids = await addFormations(
      url,
      Array.from({ length: 7 }, (_, i) => ({
        theme: "Conformité",
        title: `Pagination ${tag} ${i}`,
        formats: i % 2 ? ["En ligne"] : ["Présentiel"],
      })),
    );
    const supabase = client(url);
    const search = `Pagination ${tag}`;
    const { data, count, error } = await supabase
      .from("formations")
      .select(PUBLIC_FORMATION_COLUMNS, { count: "exact" })
      .eq("theme", "Conformité")
      .ilike("title", `*${search}*`)
      .order("id")
      .range(2, 4);
    expect(error).toBeNull();
    expect(count).toBe(7);
    expect(data!.map((row) => row.id)).toEqual(ids.slice(2, 5));

    const online = await supabase
      .from("formations")
      .select("id", { count: "exact" })
      .ilike("title", `*${search}*`)
      .contains("formats", ["En ligne"])
      .order("id")
      .range(0, 1);
    expect(online.count).toBe(3);
    expect(online.data!.map((row) => row.id)).toEqual([ids[1], ids[3]]);

    const themes = await api(url, "/rest/v1/formations?select=theme,count(),id.min()");
    expect(themes.status).toBe(200);
    const byTheme = (await themes.json()) as { theme: string; count: number; min: number }[];
    expect(byTheme.find((row) => row.theme === "Conformité")!.count).toBeGreaterThanOrEqual(7);
    expect(byTheme.find((row) => row.theme === "Leadership")).toMatchObject({
      count: expect.any(Number),
      min: expect.any(Number),
    });
  });

  it("answers the front end's own page and themes queries: theme, format, words in order, paging", async () => {
    const tag = randomUUID().slice(0, 8);
    const ids = await addFormations(url, [
      {
        theme: "Communication",
        title: `Négociation ${tag} avancée`,
        description: "",
        formats: ["En ligne", "Hybride"],
      },
      {
        theme: "Communication",
        title: `Atelier ${tag}`,
        description: `Prise de parole ${tag} en public`,
        formats: ["En ligne"],
      },
      { theme: "Communication", title: `Négociation ${tag} en présentiel`, description: "", formats: ["Présentiel"] },
    ]);
    const read = async (query: string) => {
      const response = await api(url, `/rest/v1/formations?${query}`, { headers: { prefer: "count=exact" } });
      expect(response.status).toBe(200);
      return {
        ids: ((await response.json()) as { id: number }[]).map((row) => row.id),
        range: response.headers.get("content-range"),
      };
    };
    expect(await read(catalogueQueryString({ theme: "Communication", search: `${tag}` }, 2))).toEqual({
      ids: ids.slice(0, 2),
      range: "0-1/3",
    });
    expect(await read(catalogueQueryString({ theme: "Communication", search: `${tag}`, page: 1 }, 2))).toEqual({
      ids: ids.slice(2),
      range: "2-2/3",
    });
    expect(await read(catalogueQueryString({ theme: null, format: "En ligne", search: `négociation ${tag}` }))).toEqual(
      { ids: [ids[0]], range: "0-0/1" },
    );
    expect(await read(catalogueQueryString({ theme: null, search: `parole, ${tag} "public"` }))).toEqual({
      ids: [ids[1]],
      range: "0-0/1",
    });

    const themes = await api(url, `/rest/v1/formations?${THEMES_QUERY_STRING}`);
    const ordered = themesInOrder((await themes.json()) as { theme: string; min: number }[]);
    expect(ordered.slice(0, 3)).toEqual(["Leadership", "Gouvernance", "IA Stratégique"]);
  });

  it("answers a page with its Content-Range from memory: same ETag and 304 until a formation of the catalogue changes", async () => {
    const [id] = await addFormations(url, [{ theme: "Finance", title: `Page ${randomUUID()}` }]);
    const path = `/rest/v1/formations?select=${CATALOGUE_SELECT}&theme=eq.Finance&order=id.asc&offset=0&limit=2`;
    const headers = { prefer: "count=exact" };
    const first = await api(url, path, { headers });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-range")).toMatch(/^0-1\/\d+$/);
    const etag = first.headers.get("etag")!;
    expect((await api(url, path, { headers: { ...headers, "if-none-match": etag } })).status).toBe(304);
    // Another query (no count) is another entry with its own ETag.
    const uncounted = await api(url, path);
    expect(uncounted.headers.get("content-range")).toBe("0-1/*");
    expect(uncounted.headers.get("etag")).not.toBe(etag);

    // The formation leaves the theme: the count (and the bytes) of this page change.
    const patched = await api(url, `/rest/v1/formations?id=eq.${id}`, {
      method: "PATCH",
      ...service,
      body: JSON.stringify({ theme: "Gestion" }),
    });
    expect(patched.status).toBe(200);
    const after = await api(url, path, { headers: { ...headers, "if-none-match": etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
  });

  it("reads PostgREST's Range request header, within limit and offset, and caches each range apart", async () => {
    const all = (await (await api(url, "/rest/v1/formations?select=id&order=id.asc&limit=6")).json()) as {
      id: number;
    }[];
    const ranged = await api(url, "/rest/v1/formations?select=id&order=id.asc", {
      headers: { range: "1-3", "range-unit": "items", prefer: "count=exact" },
    });
    expect(ranged.status).toBe(200);
    expect(await ranged.json()).toEqual(all.slice(1, 4));
    expect(ranged.headers.get("content-range")).toMatch(/^1-3\/\d+$/);
    const within = await api(url, "/rest/v1/formations?select=id&order=id.asc&offset=2&limit=10", {
      headers: { range: "0-3" },
    });
    expect(await within.json()).toEqual(all.slice(2, 4));
    const other = await api(url, "/rest/v1/formations?select=id&order=id.asc", {
      headers: { range: "4-5", prefer: "count=exact" },
    });
    expect(await other.json()).toEqual(all.slice(4, 6));
    expect(other.headers.get("etag")).not.toBe(ranged.headers.get("etag"));
    const backwards = await api(url, "/rest/v1/formations?select=id", { headers: { range: "5-2" } });
    expect(backwards.status).toBe(416);
    expect((await backwards.json()).code).toBe("PGRST103");
  });

  it("sends the cached page gzip- or brotli-compressed when the client accepts it", async () => {
    const path = `/rest/v1/formations?select=${CATALOGUE_SELECT}&order=id.asc&limit=30`;
    const response = await api(url, path, { headers: { "accept-encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it("changes the ETag when an RPC changes a formation (rename_expert)", async () => {
    const expert = `Expert ${randomUUID()}`;
    const [id] = await addFormations(url, [{ theme: "Gestion", title: "Cours RPC", expert }]);
    const path = `/rest/v1/formations?select=id,expert&id=eq.${id}`;
    const etag = (await api(url, path)).headers.get("etag")!;
    const admin = await signedUpClient(url);
    const promoted = await client(url, DEV_SERVICE_ROLE_KEY).rpc(
      "set_user_role" as never,
      { target_user: admin.user.id, new_role: "admin" } as never,
    );
    expect(promoted.error).toBeNull();
    const renamed = await admin.supabase.rpc(
      "rename_expert" as never,
      { old_name: expert, new_name: "Expert renommé" } as never,
    );
    expect(renamed).toMatchObject({ error: null, data: 1 });
    const after = await api(url, path, { headers: { "if-none-match": etag } });
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual([{ id, expert: "Expert renommé" }]);
  });
});

describe.each(backends())("catalogue cache on $name, changed through another table", ({ url }) => {
  it("changes the ETag when a trigger of another table changes a formation (a trainer's profile deleted)", async () => {
    const trainer = await signedUpClient(url);
    const promoted = await client(url, DEV_SERVICE_ROLE_KEY).rpc(
      "set_user_role" as never,
      { target_user: trainer.user.id, new_role: "trainer" } as never,
    );
    expect(promoted.error).toBeNull();
    const [id] = await addFormations(url, [
      { theme: "Gestion", title: `Formateur ${randomUUID()}`, trainer_id: trainer.user.id },
    ]);
    // The trainer's id is staff's to read (decision 0988): the visitor sees the row change by its updated_at.
    const path = `/rest/v1/formations?select=id,updated_at&id=eq.${id}`;
    const first = await api(url, path);
    const [before] = (await first.json()) as { id: number; updated_at: string }[];
    expect(before?.id).toBe(id);
    const etag = first.headers.get("etag")!;
    expect((await api(url, path, { headers: { "if-none-match": etag } })).status).toBe(304);

    // Not a write to the catalogue: only the table trigger's notification can tell the cache (on delete set null).
    const deleted = await api(url, `/rest/v1/profiles?id=eq.${trainer.user.id}`, { method: "DELETE", ...service });
    expect(deleted.status).toBe(200);
    await vi.waitFor(
      async () => {
        const after = await api(url, path, { headers: { "if-none-match": etag } });
        expect(after.status).toBe(200);
        const [changed] = (await after.json()) as { updated_at: string }[];
        expect(changed?.updated_at).not.toBe(before!.updated_at);
      },
      { timeout: 2_000, interval: 50 },
    );
  });
});

describe.each(backends().filter((backend) => backend.name === "postgres"))(
  "catalogue cache on $name, changed elsewhere",
  ({ url }) => {
    it("changes the ETag when another process changes a formation directly in PostgreSQL", async () => {
      const [id] = await addFormations(url, [{ theme: "Gestion", title: `Psql ${randomUUID()}` }]);
      const path = `/rest/v1/formations?select=id,title&id=eq.${id}`;
      const etag = (await api(url, path)).headers.get("etag")!;
      expect((await api(url, path, { headers: { "if-none-match": etag } })).status).toBe(304);

      const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await other.connect();
      try {
        await other.query("update public.formations set title = 'Changée par psql' where id = $1", [id]);
      } finally {
        await other.end();
      }
      // The notification arrives on commit; well before the 5 s age limit that applies only without it.
      await vi.waitFor(
        async () => {
          const after = await api(url, path, { headers: { "if-none-match": etag } });
          expect(after.status).toBe(200);
          expect(await after.json()).toEqual([{ id, title: "Changée par psql" }]);
        },
        { timeout: 2_000, interval: 50 },
      );
    });
  },
);
