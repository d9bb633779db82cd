/**
 * The service worker of the installable app (decision 1018), bundled by build-service-worker.ts into /sw.js.
 * Offline, the learner's screens open from what they last saw: the app shell and its fingerprinted files, the pages
 * opened, and the data they read (per account). The attendance queue itself lives in the page (IndexedDB); here a
 * Background Sync asks the open pages to send it.
 */
import {
  APP_SHELL,
  ASSETS_CACHE,
  DATA_CACHE,
  PAGES_CACHE,
  accountOf,
  assetsNamedIn,
  dataKey,
  strategyFor,
} from "./offline-routes";

/** The fingerprinted files of this build, written in by the build: older ones are dropped when it takes over. */
declare const __BUILD_ASSETS__: string[];

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
interface WorkerClient {
  postMessage(message: unknown): void;
}
interface WorkerScope {
  location: Location;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "sync", listener: (event: SyncEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(options?: { type?: string }): Promise<WorkerClient[]> };
}

const worker = self as unknown as WorkerScope;
const NETWORK_WAIT_MS = 6000;

/** The network's answer, or a failure after `ms` (a connection that hangs is as good as none). */
function fromNetwork(request: Request, ms = NETWORK_WAIT_MS): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("réseau trop lent")), ms);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function keepAssets(urls: string[]) {
  const cache = await caches.open(ASSETS_CACHE);
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return;
      const response = await fetch(url).catch(() => null);
      if (response?.ok) await cache.put(url, response);
    }),
  );
}

/** The shell and everything it names, so a signed-in screen opens offline from the first visit on. */
async function keepShell() {
  const response = await fetch(APP_SHELL, { cache: "no-cache" });
  if (!response.ok) return;
  const html = await response.clone().text();
  await (await caches.open(PAGES_CACHE)).put(APP_SHELL, response);
  await keepAssets(assetsNamedIn(html));
}

worker.addEventListener("install", (event) => {
  event.waitUntil(keepShell().then(() => worker.skipWaiting()));
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([ASSETS_CACHE, PAGES_CACHE, DATA_CACHE]);
      for (const name of await caches.keys()) {
        if (name.startsWith("pont-") && !current.has(name)) await caches.delete(name);
      }
      // Files of builds before this one are no longer named by any page.
      const built = new Set(__BUILD_ASSETS__);
      const assets = await caches.open(ASSETS_CACHE);
      for (const request of await assets.keys()) {
        if (!built.has(new URL(request.url).pathname)) await assets.delete(request);
      }
      await worker.clients.claim();
    })(),
  );
});

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(ASSETS_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function page(request: Request): Promise<Response> {
  const cache = await caches.open(PAGES_CACHE);
  const url = new URL(request.url);
  const key = url.origin + url.pathname;
  try {
    const response = await fromNetwork(request);
    if (response.ok && response.type === "basic") await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const kept = (await cache.match(key)) ?? (request.mode === "navigate" ? await cache.match(APP_SHELL) : undefined);
    if (kept) return kept;
    throw error;
  }
}

async function digest(request: Request): Promise<string | undefined> {
  if (request.method === "GET") return undefined;
  const body = await request.clone().arrayBuffer();
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  return Array.from(hash, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function data(request: Request): Promise<Response> {
  const key = dataKey(new URL(request.url), accountOf(request.headers.get("authorization")), await digest(request));
  const cache = await caches.open(DATA_CACHE);
  try {
    const response = await fromNetwork(request.clone());
    if (response.status === 200) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.headers.has("range")) return;
  const strategy = strategyFor({
    method: request.method,
    url: new URL(request.url),
    mode: request.mode,
    origin: worker.location.origin,
  });
  if (strategy === "asset") event.respondWith(asset(request));
  else if (strategy === "page") event.respondWith(page(request));
  else if (strategy === "data") event.respondWith(data(request));
});

worker.addEventListener("message", (event) => {
  const message = event.data as { type?: string; assets?: unknown } | null;
  // The page names the files it loaded before this worker took over: kept too.
  if (message?.type === "keep-assets" && Array.isArray(message.assets)) {
    const paths = message.assets.filter((path): path is string => typeof path === "string" && /^\/assets\//.test(path));
    void keepAssets(paths);
  }
  if (message?.type === "forget-data") void caches.delete(DATA_CACHE);
});

// Background Sync (where the browser has it): the pages open send their queued signatures and marks.
worker.addEventListener("sync", (event) => {
  if (event.tag !== "emargements") return;
  event.waitUntil(
    worker.clients
      .matchAll({ type: "window" })
      .then((clients) => clients.forEach((client) => client.postMessage({ type: "send-queue" }))),
  );
});
