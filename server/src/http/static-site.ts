import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { Context } from "hono";
import { isClientRoute } from "./client-routes";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".txt", ".xml", ".webmanifest"]);

/** Paths of the local backend's APIs: a POST there that no API route answered is not a page's form. */
const API_PREFIXES = ["/auth/v1/", "/rest/v1/"];

/**
 * A form submitted natively (before the page's JavaScript took it over) posts its fields to the page's own URL.
 * Every form declares method="post", so the values travel in the body, never in the URL; this answer sends the
 * browser back to the same page with a GET (303) without reading, echoing or logging the body. The query string
 * is dropped: the page needs none, and it is the one part of the request that could carry a value.
 */
export function strayFormPost(c: Context) {
  const { pathname } = new URL(c.req.url);
  if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return c.text("Introuvable", 404);
  c.header("Cache-Control", "no-store");
  return c.body(null, 303, { Location: pathname.startsWith("//") ? "/" : pathname });
}

interface CachedFile {
  raw: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  etag: string;
  type: string;
  mtimeMs: number;
  /** For HTML: the CSP allowing exactly its inline scripts. */
  csp?: string;
}

/**
 * Serves the built site from memory: each file is read once, compressed once (brotli and gzip), and revalidated
 * by ETag. Fingerprinted assets are immutable for a year; HTML is always revalidated.
 */
/**
 * `isOutdated` names prerendered pages whose content the database has since changed: they are answered with the app
 * shell, which renders them from the database (see edited-formation-pages.ts).
 */
export function staticSite(
  siteDir: string,
  connectSources: string[] = [],
  isOutdated: (pathname: string) => Promise<boolean> = async () => false,
) {
  const root = path.resolve(siteDir);
  const cache = new Map<string, CachedFile>();

  async function load(file: string): Promise<CachedFile | undefined> {
    let info;
    try {
      info = await stat(file);
    } catch {
      return undefined;
    }
    if (!info.isFile()) return undefined;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached;
    const raw = await readFile(file);
    const ext = path.extname(file);
    const entry: CachedFile = {
      raw,
      etag: `"${createHash("sha1").update(raw).digest("base64url")}"`,
      type: CONTENT_TYPES[ext] ?? "application/octet-stream",
      mtimeMs: info.mtimeMs,
    };
    if (COMPRESSIBLE.has(ext) && raw.length > 512) {
      entry.gzip = gzipSync(raw, { level: 9 });
      entry.br = brotliCompressSync(raw, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
      });
    }
    if (ext === ".html") entry.csp = contentSecurityPolicy(inlineScriptHashes(raw.toString("utf8")), connectSources);
    // A service worker runs under its own script's policy: it fetches the site and the API as the pages do
    // (docs/decisions/1018), where the default `default-src 'none'` would let it fetch nothing.
    if (file === path.join(root, "sw.js")) entry.csp = contentSecurityPolicy([], connectSources);
    cache.set(file, entry);
    return entry;
  }

  function send(c: Context, file: CachedFile, status: number, cacheControl: string) {
    c.header("Content-Type", file.type);
    c.header("Cache-Control", cacheControl);
    c.header("ETag", file.etag);
    c.header("Vary", "Accept-Encoding");
    if (file.csp) c.header("Content-Security-Policy", file.csp);
    if (status === 200 && c.req.header("if-none-match") === file.etag) return c.body(null, 304);
    const accepts = c.req.header("accept-encoding") ?? "";
    let body = file.raw;
    if (file.br && /\bbr\b/.test(accepts)) {
      body = file.br;
      c.header("Content-Encoding", "br");
    } else if (file.gzip && /\bgzip\b/.test(accepts)) {
      body = file.gzip;
      c.header("Content-Encoding", "gzip");
    }
    c.header("Content-Length", String(body.length));
    if (c.req.method === "HEAD") return c.body(null, status as 200);
    return c.body(new Uint8Array(body), status as 200);
  }

  return async (c: Context) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text("Requête invalide", 400);
    }
    const target = path.resolve(root, `.${pathname}`);
    if (pathname.includes("\0") || (target !== root && !target.startsWith(root + path.sep))) {
      return c.text("Introuvable", 404);
    }

    const asset = pathname.endsWith("/") ? undefined : await load(target);
    if (asset) {
      const immutable = pathname.startsWith("/assets/");
      return send(
        c,
        asset,
        200,
        immutable ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
      );
    }
    const page = await load(path.join(target, "index.html"));
    const shell = await load(path.join(root, "__spa-fallback.html"));
    if (page) return send(c, shell && (await isOutdated(pathname)) ? shell : page, 200, "no-cache");

    if (!shell) return c.text("Site non construit : lancez `npm run build`.", 404);
    // Pages of the route table without a built file (signed-in screens, unbuilt ids) get the app shell, status 200.
    if (isClientRoute(pathname)) return send(c, shell, 200, "no-cache");
    // Unknown path: the prerendered not-found screen (real content at first paint), or the app shell.
    const notFound = await load(path.join(root, "404", "index.html"));
    return send(c, notFound ?? shell, 404, "no-cache");
  };
}
