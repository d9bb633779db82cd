import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { isViaTrustedProxy } from "./client-ip";

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** SHA-256 sources for every inline script of a page, so the CSP can forbid all others. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (match[1].trim() === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[1], "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy(scriptHashes: string[], connectSources: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // Radix positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${connectSources.join(" ")}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * Headers every response of the server carries. HSTS only when the request reached us over HTTPS: directly, or
 * through a trusted proxy (TRUSTED_PROXIES) saying so in X-Forwarded-Proto — never on anyone else's word.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
    c.header("X-Frame-Options", "DENY");
    c.header("Cross-Origin-Opener-Policy", "same-origin");
    if (!c.res.headers.has("Content-Security-Policy")) {
      c.header("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
    }
    const https =
      new URL(c.req.url).protocol === "https:" || (isViaTrustedProxy(c) && c.req.header("x-forwarded-proto") === "https");
    if (https) c.header("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  };
}
