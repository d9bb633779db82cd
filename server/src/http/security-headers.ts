import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { isViaTrustedProxy } from "./client-ip";

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
/** A data block (JSON-LD): the browser never runs it, so the CSP needs no hash for it. */
const DATA_BLOCK = /\stype="application\/(?:ld\+)?json"/i;

/** SHA-256 sources for every inline script of a page, so the CSP can forbid all others. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (match[2].trim() === "" || DATA_BLOCK.test(match[1])) continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * A page's policy. Fonts, and requests when the API is on this origin, fall back to `default-src 'self'`: not naming
 * them again keeps the header, which travels with every page's first bytes, shorter (docs/decisions/0983).
 */
export function contentSecurityPolicy(scriptHashes: string[], connectSources: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // Radix positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    ...(connectSources.length > 0 ? [`connect-src 'self' ${connectSources.join(" ")}`] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * Sets headers on the finished response in place. Hono's `c.header()` after the response exists copies the whole
 * response for each header (its body included); only a response with immutable headers (`Response.redirect`)
 * needs that.
 */
export function setResponseHeaders(c: Context, headers: readonly [string, string][]) {
  try {
    for (const [name, value] of headers) c.res.headers.set(name, value);
  } catch {
    for (const [name, value] of headers) c.header(name, value);
  }
}

/**
 * Headers every response of the server carries. HSTS only when the request reached us over HTTPS: directly, or
 * through a trusted proxy (TRUSTED_PROXIES) saying so in X-Forwarded-Proto — never on anyone else's word.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers: [string, string][] = [
      ["X-Content-Type-Options", "nosniff"],
      ["Referrer-Policy", "strict-origin-when-cross-origin"],
      // Geolocation for the site's own pages only: the learner's attendance page compares the position with the
      // venue (decision 0986); the browser still asks the learner.
      ["Permissions-Policy", "camera=(), microphone=(), geolocation=(self), payment=(), usb=()"],
      ["Cross-Origin-Opener-Policy", "same-origin"],
    ];
    // A SCORM package's files are framed by the site's own lesson page: they say SAMEORIGIN themselves (decision 1025).
    if (c.res.headers.get("X-Frame-Options") !== "SAMEORIGIN") headers.push(["X-Frame-Options", "DENY"]);
    if (!c.res.headers.has("Content-Security-Policy")) {
      headers.push(["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"]);
    }
    const https =
      c.req.url.startsWith("https:") || (isViaTrustedProxy(c) && c.req.header("x-forwarded-proto") === "https");
    if (https) headers.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
    setResponseHeaders(c, headers);
  };
}
