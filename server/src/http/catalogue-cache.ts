import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { JwtKeys } from "../auth/jwt";
import type { Database } from "../db/database";
import { requestClaims } from "./api-key";

const CATALOGUE_PATH = "/rest/v1/formations";
/** Request headers that change the answer, so part of the cache key (the query string is the rest of it). */
const KEY_HEADERS = ["accept", "accept-profile", "prefer", "range", "range-unit"];
const VARY = "Accept, Accept-Profile, Prefer, Range, Authorization, apikey";
const MAX_ENTRIES = 64;
const MAX_ENTRY_BYTES = 8 * 1024 * 1024;
/**
 * On PostgreSQL another server process (or psql) may change the catalogue behind this one's back, so an entry is
 * rechecked after this long (by one request; the others are served the entry meanwhile). On PGlite this process is
 * the only writer (DATA_DIR lock): entries live until a write.
 */
const POSTGRES_MAX_AGE_MS = 5_000;

interface Entry {
  version: number;
  storedAt: number;
  body: Uint8Array;
  contentType: string;
  contentRange: string | null;
  etag: string;
  /** A request is asking the database whether this entry still holds (see POSTGRES_MAX_AGE_MS). */
  rechecking?: boolean;
}

const isRead = (method: string) => method === "GET" || method === "HEAD" || method === "OPTIONS";

function etagOf(body: Uint8Array, contentRange: string | null): string {
  return `"${createHash("sha256").update(contentRange ?? "").update(body).digest("base64url")}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim() === etag);
}

/** The entry as a response to this request: 304 when the client already holds these bytes. */
function reply(c: Context, entry: Entry): Response {
  const headers = new Headers({ ETag: entry.etag, "Cache-Control": "no-cache", Vary: VARY });
  if (matches(c.req.header("if-none-match"), entry.etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", entry.contentType);
  if (entry.contentRange) headers.set("Content-Range", entry.contentRange);
  return new Response(entry.body as Uint8Array<ArrayBuffer>, { status: 200, headers });
}

/**
 * The anonymous catalogue (GET /rest/v1/formations) answered from memory: the same query and headers get the same
 * bytes, with a strong ETag and 304 on If-None-Match, without waiting for the database (on PGlite, one slow
 * request would otherwise hold the catalogue up). Every request that may write (any method but GET/HEAD/OPTIONS
 * under /rest/v1) empties the cache once it has finished; a response computed across a write is not kept.
 */
export function catalogueCache(backend: { keys: JwtKeys; db: Pick<Database, "kind"> }): MiddlewareHandler {
  const maxAgeMs = backend.db.kind === "postgres" ? POSTGRES_MAX_AGE_MS : Infinity;
  const entries = new Map<string, Entry>();
  let version = 0;

  return async (c, next) => {
    if (!isRead(c.req.method)) {
      try {
        await next();
      } finally {
        version++;
        entries.clear();
      }
      return;
    }
    if (c.req.method !== "GET" || c.req.path !== CATALOGUE_PATH) return next();
    const claims = await requestClaims(c, backend.keys, "rest");
    if (claims instanceof Response || claims.role !== "anon") return next();

    const key = [new URL(c.req.url).search, ...KEY_HEADERS.map((name) => c.req.header(name) ?? "")].join("\n");
    const cached = entries.get(key);
    if (cached && cached.version === version) {
      entries.delete(key); // most recently used last: the popular queries survive eviction
      entries.set(key, cached);
      // Past its age (PostgreSQL only), one request rechecks it while the others still get it: a busy pool delays one.
      if (Date.now() - cached.storedAt < maxAgeMs || cached.rechecking) return reply(c, cached);
      cached.rechecking = true;
    }

    const startedAt = version;
    try {
      await next();
    } finally {
      if (cached) cached.rechecking = false;
    }
    if (c.res.status !== 200) return;
    const body = new Uint8Array(await c.res.arrayBuffer());
    const contentRange = c.res.headers.get("content-range");
    const entry: Entry = {
      version: startedAt,
      storedAt: Date.now(),
      body,
      contentType: c.res.headers.get("content-type") ?? "application/json; charset=utf-8",
      contentRange,
      etag: etagOf(body, contentRange),
    };
    if (startedAt === version && body.byteLength <= MAX_ENTRY_BYTES) {
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    }
    c.res = reply(c, entry);
  };
}
