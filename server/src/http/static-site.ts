import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { Context } from "hono";

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

/**
 * Screens rendered in the browser from the SPA fallback (not prerendered): answered 200. Any other unknown
 * path gets the same fallback, which renders the not-found screen, with status 404.
 */
const CLIENT_ROUTES = [
  /^\/(tableau-de-bord|mes-formations|profil|reseau)\/?$/,
  /^\/formations\/[^/]+(\/inscription)?\/?$/,
  /^\/etudes-de-cas?e?\/[^/]+\/?$/,
  /^\/(services|expertise|industries)\/[^/]+\/?$/,
];

async function fileIfExists(file: string) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

function send(c: Context, file: string, size: number, status: number, cache: string) {
  c.header("Content-Type", CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream");
  c.header("Content-Length", String(size));
  c.header("Cache-Control", cache);
  if (c.req.method === "HEAD") return c.body(null, status as 200);
  return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream, status as 200);
}

export function staticSite(siteDir: string) {
  const root = path.resolve(siteDir);
  return async (c: Context) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return c.text("Method Not Allowed", 405);
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text("Bad Request", 400);
    }
    const target = path.resolve(root, `.${pathname}`);
    if (target !== root && !target.startsWith(root + path.sep)) return c.text("Not Found", 404);

    const asset = await fileIfExists(target);
    if (asset) {
      // Fingerprinted build output never changes under the same name; everything else revalidates.
      const immutable = pathname.startsWith("/assets/");
      return send(c, target, asset.size, 200, immutable ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate");
    }
    const page = path.join(target, "index.html");
    const prerendered = await fileIfExists(page);
    if (prerendered) return send(c, page, prerendered.size, 200, "no-cache");

    const fallback = path.join(root, "__spa-fallback.html");
    const shell = await fileIfExists(fallback);
    if (!shell) return c.text("Site not built: run `npm run build`", 404);
    const known = CLIENT_ROUTES.some((pattern) => pattern.test(pathname));
    return send(c, fallback, shell.size, known ? 200 : 404, "no-cache");
  };
}
