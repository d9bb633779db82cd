/**
 * What the service worker does with each request (decision 1018), kept apart from the worker so it is tested as plain
 * functions: fingerprinted assets from the cache first, pages and the learner's data from the network first with the
 * last answer kept for when there is no network, everything else left alone.
 */

export const CACHE_VERSION = "v1";
/** Fingerprinted files (`/assets/…`): a name never changes content, so the copy kept is always right. */
export const ASSETS_CACHE = `pont-assets-${CACHE_VERSION}`;
/** Pages (the app shell and the prerendered pages) and the few files the app reads at start. */
export const PAGES_CACHE = `pont-pages-${CACHE_VERSION}`;
/** The signed-in person's data, last answer per request and per account; emptied at sign-out. */
export const DATA_CACHE = `pont-donnees-${CACHE_VERSION}`;
/** The page every signed-in screen is rendered from (the server answers it for their paths). */
export const APP_SHELL = "/__spa-fallback.html";

/** Functions whose answer (a PDF) the learner may open again offline: the convocation and the certificates. */
export const FUNCTIONS_KEPT = new Set(["convocation", "completion-certificate", "certificate"]);

export type Strategy = "asset" | "page" | "data" | "network";

export interface RequestFacts {
  method: string;
  url: URL;
  /** `navigate` for a page the browser opens. */
  mode: string;
  /** The worker's own origin. */
  origin: string;
}

export function strategyFor({ method, url, mode, origin }: RequestFacts): Strategy {
  if (mode === "navigate" && method === "GET" && url.origin === origin) return "page";
  if (method === "GET" && url.origin === origin && url.pathname.startsWith("/assets/")) return "asset";
  if (method === "GET" && url.origin === origin && url.pathname === "/runtime-config.json") return "page";
  if (method === "GET" && (url.pathname.startsWith("/rest/v1/") || url.pathname === "/auth/v1/user")) return "data";
  const fn = /^\/functions\/v1\/([a-z0-9-]+)$/.exec(url.pathname);
  if (method === "POST" && fn && FUNCTIONS_KEPT.has(fn[1])) return "data";
  return "network";
}

/** The account a bearer token names (its `sub`), without checking it: only to keep one account's copies apart. */
export function accountOf(authorization: string | null): string {
  const token = /^Bearer\s+([^.\s]+)\.([^.\s]+)\.[^.\s]*$/i.exec(authorization ?? "");
  if (!token) return "anonyme";
  try {
    const json = atob(token[2].replace(/-/g, "+").replace(/_/g, "/"));
    const sub = (JSON.parse(json) as { sub?: unknown; role?: unknown }).sub;
    return typeof sub === "string" && /^[0-9a-f-]{36}$/i.test(sub) ? sub : "anonyme";
  } catch {
    return "anonyme";
  }
}

/**
 * Where one account's answer to one request is kept: the URL with the account (and, for a POST, a digest of its
 * body) added, so no account is ever answered with another's copy.
 */
export function dataKey(url: URL, account: string, bodyDigest?: string): string {
  const key = new URL(url.href);
  key.searchParams.set("__compte", account);
  if (bodyDigest) key.searchParams.set("__corps", bodyDigest);
  return key.href;
}

/** The fingerprinted files a page names (its scripts, styles, preloads): cached with it, so it opens offline. */
export function assetsNamedIn(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)) found.add(match[1]);
  for (const match of html.matchAll(/import\(?\s*["'](\/assets\/[^"'?#]+)["']/g)) found.add(match[1]);
  return [...found];
}
