import path from "node:path";
import { parseProxyEntry } from "../http/client-ip";
import { REPO_ROOT } from "./defaults";
import { ConfigError, flag, integer } from "./read";

/** The web server itself, in both modes: where it listens, what it serves, whom it believes and answers. */
export interface SiteConfig {
  port: number;
  host: string;
  siteDir: string;
  production: boolean;
  /**
   * The site's public origin (SITE_URL): every absolute URL the server builds (e-mail links, redirects, token
   * issuer, sitemap) starts with it, never with the request's Host. Undefined in development without SITE_URL:
   * the server then uses http://localhost:<port it listens on>. Required when NODE_ENV=production.
   */
  siteUrl: string | undefined;
  /** Reverse proxies (addresses or CIDR blocks) whose X-Forwarded-For is believed (TRUSTED_PROXIES); none by default. */
  trustedProxies: string[];
  /** Origins allowed to call the API from another origin (CORS_ORIGINS); none by default. */
  corsOrigins: string[];
  /**
   * ALLOW_DEMO_KEYS_REMOTE=true: accept tokens signed with the public development secret (the demo anon and
   * service-role keys, and anything anyone can sign with it) from other machines too. Off: loopback only.
   */
  allowDemoKeysRemote: boolean;
  /** METRICS_TOKEN: the bearer token GET /metrics accepts besides the service role key (16+ characters). */
  metricsToken: string | undefined;
  /** ACCESS_LOG=true: one JSON line per request (id, method, route, status, duration); on by default in production. */
  accessLog: boolean;
  /** SHUTDOWN_TIMEOUT_MS: on SIGTERM, how long jobs and requests in flight may take before the instance exits anyway. */
  shutdownTimeoutMs: number;
}

/**
 * The site's settings but SITE_URL, which the caller reads with siteOrigin once the mode's own settings are checked.
 */
export function siteConfig(env: NodeJS.ProcessEnv, production: boolean): SiteConfig {
  return {
    port: integer(env, "PORT", 8080, 0, 65535),
    // Loopback unless asked: a plain `npm start` is never reachable from the network.
    host: env.HOST || "127.0.0.1",
    siteDir: path.resolve(env.SITE_DIR || path.join(REPO_ROOT, "build/client")),
    production,
    siteUrl: undefined,
    trustedProxies: trustedProxies(env),
    corsOrigins: corsOrigins(env),
    allowDemoKeysRemote: flag(env, "ALLOW_DEMO_KEYS_REMOTE"),
    metricsToken: metricsToken(env),
    accessLog: env.ACCESS_LOG === undefined || env.ACCESS_LOG === "" ? production : flag(env, "ACCESS_LOG"),
    shutdownTimeoutMs: integer(env, "SHUTDOWN_TIMEOUT_MS", 20_000, 0, 10 * 60_000),
  };
}

/** The development default of SITE_URL, once the listening port is known. */
export const localSiteUrl = (port: number) => `http://localhost:${port}`;

export function siteOrigin(env: NodeJS.ProcessEnv, production: boolean): string | undefined {
  const raw = env.SITE_URL?.trim();
  if (!raw) {
    if (production) {
      throw new ConfigError(
        "SITE_URL is required when NODE_ENV=production: set it to the site's public origin (e.g. https://www.example.org); e-mail links and redirects are built from it",
      );
    }
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`SITE_URL is not a valid URL: "${raw}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(`SITE_URL must be an http:// or https:// origin (got "${raw}")`);
  }
  // Links are built by appending paths to it: a path, query or fragment would be silently dropped or doubled.
  if (url.origin !== raw.replace(/\/$/, "")) {
    throw new ConfigError(
      `SITE_URL must be an origin only (scheme://host[:port]), without path, query or fragment (got "${raw}")`,
    );
  }
  return url.origin;
}

function trustedProxies(env: NodeJS.ProcessEnv): string[] {
  const entries = (env.TRUSTED_PROXIES ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const parsed = parseProxyEntry(entry);
    if (typeof parsed === "string") throw new ConfigError(`TRUSTED_PROXIES: ${parsed}`);
  }
  return entries;
}

function corsOrigins(env: NodeJS.ProcessEnv): string[] {
  const entries = (env.CORS_ORIGINS ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || url.origin !== entry) {
      throw new ConfigError(`CORS_ORIGINS: "${entry}" is not an origin (scheme://host[:port], nothing after it)`);
    }
  }
  return entries;
}

/** METRICS_TOKEN (decision 1007): unset, /metrics answers the service role key only. */
function metricsToken(env: NodeJS.ProcessEnv): string | undefined {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return undefined;
  if (token.length < 16 || /\s/.test(token))
    throw new ConfigError("METRICS_TOKEN must be at least 16 characters without spaces (a scraper's secret)");
  return token;
}
