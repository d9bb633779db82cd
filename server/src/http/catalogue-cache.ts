import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import type { JwtKeys } from "../auth/jwt";
import type { Database } from "../db/database";
import { requestClaims } from "./api-key";

const CATALOGUE_PATH = "/rest/v1/formations";
/** Request headers that change the answer, so part of the cache key (the query string is the rest of it). */
const KEY_HEADERS = ["accept", "accept-profile", "prefer", "range", "range-unit"];
const VARY = "Accept, Accept-Encoding, Accept-Profile, Prefer, Range, Authorization, apikey";
/** The notification channel of the `formations` triggers (migration 20261124000500). */
export const CATALOGUE_CHANNEL = "catalogue_changed";
const MAX_ENTRIES = 256;
const MAX_ENTRY_BYTES = 8 * 1024 * 1024;
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;
/** Smaller bodies are sent as they are: compressing them saves less than its headers cost. */
const MIN_COMPRESSED_BYTES = 1024;
/**
 * On PostgreSQL, while the notification connection is down (or not yet up), another process may change the
 * catalogue unseen, so an entry is then rechecked after this long (by one request; the others are served the entry
 * meanwhile). While notifications arrive, and on PGlite (this process is the only writer), entries live until a change.
 */
const UNWATCHED_MAX_AGE_MS = 5_000;

/** Writes to the catalogue itself, and SQL functions (which may write anything), empty the cache as soon as they end. */
const writesCatalogue = (path: string) => path === CATALOGUE_PATH || path.startsWith("/rest/v1/rpc/");

type Encoding = "br" | "gzip";
const compressors: Record<Encoding, (body: Uint8Array) => Promise<Uint8Array>> = {
  // Off the event loop (libuv's thread pool), once per entry and encoding.
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    }),
};

interface Variant {
  body: Uint8Array;
  etag: string;
}

/**
 * Headers of the database's answer that are not replayed: the cache sets its own, Node sets the length, and the
 * CORS headers belong to the request's origin (the CORS middleware adds them to every answer).
 */
const OWN_HEADERS = new Set([
  "etag",
  "vary",
  "cache-control",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
]);
const isReplayed = (name: string) => !OWN_HEADERS.has(name) && !name.startsWith("access-control-");

interface Entry {
  version: number;
  storedAt: number;
  /** The answer's own headers (Content-Type, Content-Range, Preference-Applied…), as the database route gave them. */
  headers: [string, string][];
  identity: Variant;
  /** Compressed copies, made on first demand. */
  encoded: Partial<Record<Encoding, Promise<Variant>>>;
  /** A request is asking the database whether this entry still holds (see UNWATCHED_MAX_AGE_MS). */
  rechecking?: boolean;
}

const isRead = (method: string) => method === "GET" || method === "HEAD" || method === "OPTIONS";

function digestOf(body: Uint8Array, headers: [string, string][]): string {
  const hash = createHash("sha256");
  for (const [name, value] of headers) hash.update(`${name}: ${value}\n`);
  return hash.update(body).digest("base64url");
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim() === etag);
}

/** The best encoding the client accepts (brotli, then gzip), honouring `q=0`. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

function variantOf(entry: Entry, encoding: Encoding | null): Variant | Promise<Variant> {
  if (!encoding || entry.identity.body.byteLength < MIN_COMPRESSED_BYTES) return entry.identity;
  return (entry.encoded[encoding] ??= compressors[encoding](entry.identity.body).then(
    (body) => ({ body, etag: `${entry.identity.etag.slice(0, -1)}-${encoding}"` }),
    () => entry.identity, // never expected; the bytes as they are still answer
  ));
}

/** The entry as a response to this request: 304 when the client already holds these bytes. */
async function reply(c: Context, entry: Entry): Promise<Response> {
  const encoding = preferredEncoding(c.req.header("accept-encoding"));
  const variant = await variantOf(entry, encoding);
  const headers: Record<string, string> = { ETag: variant.etag, "Cache-Control": "no-cache", Vary: VARY };
  if (matches(c.req.header("if-none-match"), variant.etag)) return new Response(null, { status: 304, headers });
  for (const [name, value] of entry.headers) headers[name] = value;
  if (variant !== entry.identity) headers["Content-Encoding"] = encoding!;
  return new Response(variant.body as Uint8Array<ArrayBuffer>, { status: 200, headers });
}

/** The anonymous catalogue's answers, by query, until the catalogue changes. */
class CatalogueEntries {
  /** Bumped by every change: an answer computed across one is not kept. */
  version = 0;
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  /** The entry for `key`, marked as most recently used (the popular queries survive eviction). */
  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== this.version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: Entry) {
    if (entry.version !== this.version || entry.identity.body.byteLength > MAX_ENTRY_BYTES) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.identity.body.byteLength;
    while (this.entries.size > MAX_ENTRIES || this.bytes > MAX_TOTAL_BYTES)
      this.delete(this.entries.keys().next().value!);
  }

  changed() {
    this.version++;
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.identity.body.byteLength;
  }
}

function cacheKey(c: Context): string {
  const url = c.req.url;
  const query = url.indexOf("?");
  const key = [query < 0 ? "" : url.slice(query)];
  for (const name of KEY_HEADERS) key.push(c.req.header(name) ?? "");
  return key.join("\n");
}

/**
 * The anonymous catalogue (GET /rest/v1/formations) answered from memory: the same query and headers get the same
 * bytes (gzip or brotli compressed once, when asked for), with a strong ETag and 304 on If-None-Match, without
 * waiting for the database. It is emptied by every change to `formations`: by the `catalogue_changed` notification its
 * triggers send on commit, whoever made the change (on PGlite before the commit's answer reaches this thread), and,
 * so that their author reads them back at once, by writes to `formations` and RPCs once they have finished. Without
 * notifications every write empties it. A response computed across a change is not kept.
 */
export function catalogueCache(backend: { keys: JwtKeys; db: Pick<Database, "kind" | "listen"> }): MiddlewareHandler {
  const entries = new CatalogueEntries();
  // Watched while the database's notifications arrive (its triggers send one for every change to `formations`).
  let watched = false;
  // Unwatched, PGlite has no other writer than this process, whose writes all empty the cache; PostgreSQL may.
  const unwatchedMaxAgeMs = backend.db.kind === "pglite" ? Infinity : UNWATCHED_MAX_AGE_MS;
  // Stopped with the database (db.close()).
  backend.db.listen?.(CATALOGUE_CHANNEL, {
    notify: () => entries.changed(),
    listening: () => {
      entries.changed(); // changes made while nobody listened were missed
      watched = true;
    },
    lost: (error) => {
      watched = false;
      console.warn(
        `[catalogue cache] change notifications lost (${error.message}); every write empties the cache until they are back`,
      );
    },
  });

  return async (c, next) => {
    if (!isRead(c.req.method)) {
      try {
        await next();
      } finally {
        // Other writes (an enrollment…) change the catalogue only through triggers, which notify: when notifications
        // arrive they alone decide, so a stream of enrollments does not keep emptying the catalogue.
        if (!watched || writesCatalogue(c.req.path)) entries.changed();
      }
      return;
    }
    if (c.req.method !== "GET" || c.req.path !== CATALOGUE_PATH) return next();
    const claims = await requestClaims(c, backend.keys, "rest");
    if (claims instanceof Response || claims.role !== "anon") return next();

    const key = cacheKey(c);
    const cached = entries.get(key);
    if (cached) {
      // Unwatched and past its age, one request rechecks it while the others still get it: a busy pool delays one.
      if (watched || Date.now() - cached.storedAt < unwatchedMaxAgeMs || cached.rechecking) return reply(c, cached);
      cached.rechecking = true;
    }

    const startedAt = entries.version;
    try {
      await next();
    } finally {
      if (cached) cached.rechecking = false;
    }
    if (c.res.status !== 200) return;
    const body = new Uint8Array(await c.res.arrayBuffer());
    const headers = [...c.res.headers].filter(([name]) => isReplayed(name));
    const entry: Entry = {
      version: startedAt,
      storedAt: Date.now(),
      headers,
      identity: { body, etag: `"${digestOf(body, headers)}"` },
      encoded: {},
    };
    entries.set(key, entry);
    c.res = await reply(c, entry);
  };
}
