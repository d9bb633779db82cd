import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { JwtKeys } from "../auth/jwt";
import { SessionRegistry } from "../auth/sessions";
import { DEV_ANON_KEY, DEV_JWT_SECRET, DEV_SERVICE_ROLE_KEY } from "../config/defaults";
import { apiGate } from "./api-key";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import type { ChannelHandlers } from "../db/postgres-listen";
import { CATALOGUE_CHANNEL, catalogueCache, preferredEncoding } from "./catalogue-cache";

const keys = new JwtKeys(DEV_JWT_SECRET);
const noDatabase = {
  query: () => Promise.reject(new Error("the catalogue cache test has no database")),
  exec: () => Promise.reject(new Error("the catalogue cache test has no database")),
};

/** The cache in front of a fake catalogue whose content and speed the test controls. */
function setup(
  kind: "pglite" | "postgres" = "pglite",
  listen?: (channel: string, handlers: ChannelHandlers) => () => Promise<void>,
) {
  const state = { title: "Leadership", reads: 0, gate: Promise.resolve(), rows: 1 };
  const app = new Hono();
  // The gateway in front, as in app.ts; API keys carry no session, so the registry never queries its database.
  app.use("*", apiGate({ sessions: new SessionRegistry(noDatabase, 3_600_000), allowDemoKeysRemote: true }));
  app.use("/rest/v1/*", catalogueCache({ keys, db: { kind, listen } }));
  app.get("/rest/v1/formations", async (c) => {
    state.reads++;
    const title = state.title; // read now, answered when the gate opens: a slow query started before a write
    await state.gate;
    const rows = Array.from({ length: state.rows }, (_, i) => ({ id: i + 1, title }));
    const headers = {
      "Content-Range": `0-${rows.length - 1}/*`,
      "Preference-Applied": "count=exact",
      "Access-Control-Allow-Origin": "https://a.example",
    };
    return c.json(rows, 200, headers);
  });
  app.post("/rest/v1/enrollments", (c) => c.body(null, 201));
  app.patch("/rest/v1/formations", async (c) => {
    state.title = (await c.req.json<{ title: string }>()).title;
    return c.body(null, 204);
  });
  const get = (headers: Record<string, string> = {}) =>
    app.request("/rest/v1/formations?select=*", { headers: { apikey: DEV_ANON_KEY, ...headers } });
  const rename = (title: string) =>
    app.request("/rest/v1/formations?id=eq.1", {
      method: "PATCH",
      headers: { apikey: DEV_SERVICE_ROLE_KEY, authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}` },
      body: JSON.stringify({ title }),
    });
  const enrol = () =>
    app.request("/rest/v1/enrollments", {
      method: "POST",
      headers: { apikey: DEV_ANON_KEY, "content-type": "application/json" },
      body: "{}",
    });
  return { state, get, rename, enrol };
}

afterEach(() => vi.useRealTimers());

describe("catalogueCache", () => {
  it("answers the same anonymous query from memory, with a strong ETag and 304 on If-None-Match", async () => {
    const { state, get } = setup();
    const first = await get();
    const etag = first.headers.get("etag")!;
    expect(await first.json()).toEqual([{ id: 1, title: "Leadership" }]);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);

    const second = await get();
    expect(await second.json()).toEqual([{ id: 1, title: "Leadership" }]);
    expect(second.headers.get("etag")).toBe(etag);
    expect((await get({ "if-none-match": etag })).status).toBe(304);
    expect((await get({ "if-none-match": '"something-else"' })).status).toBe(200);
    expect(state.reads).toBe(1);
  });

  it("empties itself once a write has finished", async () => {
    const { state, get, rename } = setup();
    const etag = (await get()).headers.get("etag")!;
    await rename("Gouvernance");
    const after = await get({ "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual([{ id: 1, title: "Gouvernance" }]);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(state.reads).toBe(2);
  });

  it("does not keep an answer computed while a write finished", async () => {
    const { state, get, rename } = setup();
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    const slow = get(); // reads "Leadership", then waits
    await vi.waitFor(() => expect(state.reads).toBe(1));
    await rename("Gouvernance");
    open();
    expect(await (await slow).json()).toEqual([{ id: 1, title: "Leadership" }]);
    expect(await (await get()).json()).toEqual([{ id: 1, title: "Gouvernance" }]);
  });

  it("never answers signed-in callers or an invalid API key from memory", async () => {
    const { state, get } = setup();
    await get({ authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}` });
    await get({ authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}` });
    expect(state.reads).toBe(2);
    await get();
    expect(state.reads).toBe(3);
    await get({ apikey: "not-a-key" }); // left to the routes, which refuse it (query-cost.test.ts checks the 401)
    expect(state.reads).toBe(4);
  });

  it("on PostgreSQL, rechecks an entry after 5 s with one request while the others are still served", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { state, get } = setup("postgres");
    await get();
    vi.setSystemTime(Date.now() + 6_000);
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    const recheck = get();
    await vi.waitFor(() => expect(state.reads).toBe(2));
    expect((await get()).status).toBe(200); // answered from memory while the recheck waits
    expect(state.reads).toBe(2);
    open();
    expect((await recheck).status).toBe(200);
  });

  it("sends big answers compressed as the client accepts, each encoding with its own strong ETag", async () => {
    const { state, get } = setup();
    state.rows = 200;
    const plain = await get();
    const plainBody = new Uint8Array(await plain.arrayBuffer());
    const gzipped = await get({ "accept-encoding": "gzip, deflate" });
    const brotli = await get({ "accept-encoding": "gzip, deflate, br" });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(gunzipSync(new Uint8Array(await gzipped.arrayBuffer()))).toEqual(Buffer.from(plainBody));
    expect(brotliDecompressSync(new Uint8Array(await brotli.arrayBuffer()))).toEqual(Buffer.from(plainBody));
    const etags = [plain, gzipped, brotli].map((r) => r.headers.get("etag"));
    expect(new Set(etags).size).toBe(3);
    expect(gzipped.headers.get("vary")).toContain("Accept-Encoding");
    expect((await get({ "accept-encoding": "gzip", "if-none-match": etags[1]! })).status).toBe(304);
    expect((await get({ "accept-encoding": "br", "if-none-match": etags[1]! })).status).toBe(200);
    expect(state.reads).toBe(1);
  });

  it("sends small answers as they are", async () => {
    const { get } = setup();
    const response = await get({ "accept-encoding": "br, gzip" });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.json()).toEqual([{ id: 1, title: "Leadership" }]);
  });

  it("picks brotli, then gzip, and never an encoding refused with q=0", () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(preferredEncoding("BR;q=0.5")).toBe("br");
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBeNull();
  });

  it("on PostgreSQL, empties itself when another process changes the catalogue (the triggers' notification)", async () => {
    let handlers!: ChannelHandlers;
    const channels: string[] = [];
    const { state, get } = setup("postgres", (channel, h) => {
      channels.push(channel);
      handlers = h;
      return async () => {};
    });
    expect(channels).toEqual([CATALOGUE_CHANNEL]);
    handlers.listening();
    vi.useFakeTimers({ toFake: ["Date"] });
    const etag = (await get()).headers.get("etag")!;
    vi.setSystemTime(Date.now() + 60_000); // while notifications arrive, entries have no age limit
    expect((await get({ "if-none-match": etag })).status).toBe(304);
    expect(state.reads).toBe(1);

    state.title = "Gouvernance"; // changed by psql or another server, not through this one
    handlers.notify();
    const after = await get({ "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual([{ id: 1, title: "Gouvernance" }]);
    expect(state.reads).toBe(2);
  });

  it("on PostgreSQL, rechecks entries after 5 s while the notification connection is down, and forgets all when it is back", async () => {
    let handlers!: ChannelHandlers;
    const { state, get } = setup("postgres", (_channel, h) => {
      handlers = h;
      return async () => {};
    });
    handlers.listening();
    vi.useFakeTimers({ toFake: ["Date"] });
    await get();
    handlers.lost(new Error("connection reset"));
    vi.setSystemTime(Date.now() + 6_000);
    await get();
    expect(state.reads).toBe(2);
    await get();
    expect(state.reads).toBe(2);
    handlers.listening(); // changes may have been missed meanwhile
    await get();
    expect(state.reads).toBe(3);
  });

  it("replays the answer's own headers from memory, never another origin's CORS headers", async () => {
    const { state, get } = setup();
    await get();
    const hit = await get();
    expect(state.reads).toBe(1);
    expect(hit.headers.get("content-range")).toBe("0-0/*");
    expect(hit.headers.get("preference-applied")).toBe("count=exact");
    expect(hit.headers.get("content-type")).toMatch(/^application\/json/);
    expect(hit.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("while notifications arrive, leaves them to decide after writes to other tables, but still empties itself after a catalogue write", async () => {
    let handlers!: ChannelHandlers;
    const { state, get, rename, enrol } = setup("pglite", (_channel, h) => {
      handlers = h;
      return async () => {};
    });
    await get();
    await enrol(); // not yet listening: any write empties it
    await get();
    expect(state.reads).toBe(2);
    handlers.listening();
    await get();
    await enrol();
    await enrol();
    await get();
    expect(state.reads).toBe(3);
    await rename("Gouvernance"); // its author reads it back at once, before any notification
    expect(await (await get()).json()).toEqual([{ id: 1, title: "Gouvernance" }]);
    handlers.lost(new Error("engine restarted"));
    await enrol();
    await get();
    expect(state.reads).toBe(5);
  });
});
