// Bytes per route as a browser pays them: a real Chromium (playwright-core, Debian's /usr/bin/chromium) opens the
// page with an empty cache, nobody touches it, and every response received until the network is idle is counted:
// the bytes on the wire as Chromium reports them (brotli, headers included), and the same bodies as gzip, asked
// from the same server, so that the figures compare with the "KiB gzip" targets.
// `npm run bench:bytes -- --signed-in` measures the signed-in screens instead (issue 26): the JavaScript each pulls.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium";
import { chromium, type CDPSession } from "playwright-core";
import { request } from "node:http";
import { parseArgs } from "node:util";
import { DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY } from "../server/src/config/defaults";
import { kib, saveResult, table } from "./lib/results";
import { startServer } from "./lib/server";

export const BYTES_ROUTES = [
  "/",
  "/formations",
  "/formations/1",
  "/contact",
  "/etudes-de-cas",
  "/a-propos",
  "/__floor/",
];

/**
 * What a first round trip carries under Lighthouse's simulated network (Lantern's TCP model: an initial congestion
 * window of 10 segments of 1 460 bytes). A document larger than this on the wire (brotli body plus headers) waits a
 * whole round trip more (150 ms on the phone profile) before its first paint (docs/performance.md, « One round trip »).
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600;

/** Targets of issue 11 (gzip, everything fetched before network idle). */
export function budgetKiB(route: string): number {
  return route.startsWith("/formations") ? 110 : 60;
}

interface Fetched {
  url: string;
  type: string;
  /** Bytes Chromium received for it (encoded body plus headers). */
  wire: number;
}

/** Compressed size of a same-origin URL's body, asked from the server with only that encoding accepted. */
export function compressedSize(url: string, encoding: "gzip" | "br" = "gzip"): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { "accept-encoding": encoding } }, (response) => {
      let size = 0;
      response.on("data", (chunk: Buffer) => (size += chunk.length));
      response.on("end", () => resolve(size));
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

export async function recordResponses(cdp: CDPSession): Promise<Fetched[]> {
  const byId = new Map<string, { url: string; type: string }>();
  const fetched: Fetched[] = [];
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  cdp.on("Network.responseReceived", (event) =>
    byId.set(event.requestId, { url: event.response.url, type: event.type }),
  );
  cdp.on("Network.loadingFinished", (event) => {
    const response = byId.get(event.requestId);
    if (response && !response.url.startsWith("data:")) fetched.push({ ...response, wire: event.encodedDataLength });
  });
  return fetched;
}

export interface RouteBytes {
  route: string;
  requests: number;
  scripts: string[];
  wire: number;
  /** The page's own HTML on the wire (encoded body plus headers). */
  documentWire: number;
  gzip: number;
  byType: Record<string, { wire: number; gzip: number; files: number }>;
}

export async function measureRoute(origin: string, route: string): Promise<RouteBytes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const fetched = await recordResponses(await page.context().newCDPSession(page));
    await page.goto(origin + route, { waitUntil: "networkidle" });
    const byType: RouteBytes["byType"] = {};
    let wire = 0;
    let gzip = 0;
    for (const file of fetched) {
      const gz = await compressedSize(file.url);
      const bucket = (byType[file.type] ??= { wire: 0, gzip: 0, files: 0 });
      bucket.wire += file.wire;
      bucket.gzip += gz;
      bucket.files += 1;
      wire += file.wire;
      gzip += gz;
    }
    const scripts = fetched.filter((file) => file.type === "Script").map((file) => new URL(file.url).pathname);
    const documentWire = fetched.find((file) => file.type === "Document")?.wire ?? 0;
    return { route, requests: fetched.length, scripts, wire, documentWire, gzip, byType };
  } finally {
    await browser.close();
  }
}

export function printBytes(rows: RouteBytes[]): void {
  console.log("\nBytes fetched until network idle, no interaction (KiB; real Chromium, empty cache)\n");
  const type = (row: RouteBytes, name: string) => kib(row.byType[name]?.gzip ?? 0);
  console.log(
    table(
      [
        "route",
        "requests",
        "scripts",
        "html gz",
        "js gz",
        "css gz",
        "font gz",
        "total gz",
        "on the wire",
        "target gz",
        "met",
        "html wire B",
        "1st RTT",
      ],
      rows.map((row) => [
        row.route,
        row.requests,
        row.scripts.length,
        type(row, "Document"),
        type(row, "Script"),
        type(row, "Stylesheet"),
        type(row, "Font"),
        kib(row.gzip),
        kib(row.wire),
        budgetKiB(row.route),
        row.gzip <= budgetKiB(row.route) * 1024 ? "oui" : "NON",
        row.documentWire,
        row.documentWire <= FIRST_ROUND_TRIP_BYTES ? "oui" : "NON",
      ]),
    ),
  );
}

/** Signed-in screens (issue 26: ≤ 150 KiB of JavaScript each), with the role that opens them. */
export const SIGNED_IN_ROUTES: { route: string; role: Role }[] = [
  { route: "/tableau-de-bord", role: "admin" },
  { route: "/tableau-de-bord", role: "trainer" },
  { route: "/tableau-de-bord", role: "client" },
  { route: "/statistiques", role: "admin" },
  { route: "/paiements", role: "admin" },
  { route: "/gestion-formations", role: "admin" },
  { route: "/gestion-experts", role: "admin" },
  { route: "/gestion-sessions", role: "admin" },
  { route: "/demandes", role: "admin" },
  { route: "/mes-formations", role: "client" },
  { route: "/profil", role: "client" },
  { route: "/certificats", role: "client" },
  { route: "/calendrier", role: "trainer" },
  { route: "/performance", role: "trainer" },
];
export const SIGNED_IN_BUDGET_KIB = 150;

export type Role = "admin" | "trainer" | "client";

/** A fresh account of that role, signed up through the auth API and promoted with the service key (as e2e does). */
export async function sessionFor(origin: string, role: Role): Promise<Record<string, unknown>> {
  const headers = (key: string) => ({
    apikey: key,
    authorization: `Bearer ${key}`,
    "content-type": "application/json",
  });
  const email = `bench-${role}-${Date.now()}@example.com`;
  const signup = await fetch(`${origin}/auth/v1/signup`, {
    method: "POST",
    headers: headers(DEV_ANON_KEY),
    body: JSON.stringify({ email, password: "Formation2027", data: { full_name: `Bench ${role}` } }),
  });
  if (!signup.ok) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  const session = (await signup.json()) as Record<string, unknown> & { user: { id: string } };
  if (role !== "client") {
    const promoted = await fetch(`${origin}/rest/v1/rpc/set_user_role`, {
      method: "POST",
      headers: headers(DEV_SERVICE_ROLE_KEY),
      body: JSON.stringify({ target_user: session.user.id, new_role: role }),
    });
    if (!promoted.ok) throw new Error(`set_user_role failed: ${promoted.status} ${await promoted.text()}`);
  }
  return session;
}

/**
 * Resolves, once called, when no request has been in flight for `quietMs` (at most 30 s): what a screen loads
 * after its first render (lazy chunks, data) is counted too.
 */
function watchNetwork(cdp: CDPSession): (quietMs: number) => Promise<void> {
  const inFlight = new Set<string>();
  let lastActivity = Date.now();
  cdp.on("Network.requestWillBeSent", (event) => {
    inFlight.add(event.requestId);
    lastActivity = Date.now();
  });
  const done = (event: { requestId: string }) => {
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
  };
  cdp.on("Network.loadingFinished", done);
  cdp.on("Network.loadingFailed", done);
  return async (quietMs) => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < quietMs)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}

export interface SignedInBytes {
  route: string;
  role: Role;
  /** Milliseconds from navigation to the screen's heading (`main h1`), the shell a person sees. */
  headingMs: number;
  /** Scripts received before the heading showed, and until the network was idle. */
  scriptsBeforeHeading: number;
  scripts: number;
  jsGzipBeforeHeading: number;
  jsGzip: number;
  jsBrotli: number;
  /** The five largest scripts (gzip bytes), to see what a screen pulls. */
  largest: { path: string; gzip: number }[];
}

/** The JavaScript a signed-in screen pulls: a real Chromium, empty cache, the session in localStorage as supabase-js keeps it. */
export async function measureSignedIn(
  origin: string,
  route: string,
  role: Role,
  session: Record<string, unknown>,
): Promise<SignedInBytes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const storageKey = `sb-${new URL(origin).hostname.split(".")[0]}-auth-token`;
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      storageKey,
      JSON.stringify(session),
    ] as const);
    const cdp = await page.context().newCDPSession(page);
    const fetched = await recordResponses(cdp);
    const quiet = watchNetwork(cdp);
    const start = Date.now();
    await page.goto(origin + route);
    await page.locator("main h1").first().waitFor({ timeout: 30_000 });
    const headingMs = Date.now() - start;
    const beforeHeading = fetched.filter((file) => file.type === "Script").map((file) => file.url);
    // Not Playwright's "networkidle": that state is reached once, often before a screen's lazy chunks are asked for.
    await quiet(1000);
    const scripts = fetched.filter((file) => file.type === "Script").map((file) => file.url);
    const gzip = new Map<string, number>();
    let jsBrotli = 0;
    for (const url of scripts) {
      gzip.set(url, await compressedSize(url));
      jsBrotli += await compressedSize(url, "br");
    }
    const sum = (urls: string[]) => urls.reduce((total, url) => total + gzip.get(url)!, 0);
    return {
      route,
      role,
      headingMs,
      scriptsBeforeHeading: beforeHeading.length,
      scripts: scripts.length,
      jsGzipBeforeHeading: sum(beforeHeading),
      jsGzip: sum(scripts),
      jsBrotli,
      largest: [...gzip]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([url, size]) => ({ path: new URL(url).pathname, gzip: size })),
    };
  } finally {
    await browser.close();
  }
}

export function printSignedIn(rows: SignedInBytes[]): void {
  console.log("\nJavaScript of signed-in screens, empty cache (KiB; real Chromium, until network idle)\n");
  console.log(
    table(
      ["route", "role", "heading ms", "scripts", "js gz before heading", "js gz", "js br", "target", "met (br)"],
      rows.map((row) => [
        row.route,
        row.role,
        row.headingMs,
        `${row.scriptsBeforeHeading}/${row.scripts}`,
        kib(row.jsGzipBeforeHeading),
        kib(row.jsGzip),
        kib(row.jsBrotli),
        SIGNED_IN_BUDGET_KIB,
        row.jsBrotli <= SIGNED_IN_BUDGET_KIB * 1024 ? "oui" : "NON",
      ]),
    ),
  );
  for (const row of rows) {
    const largest = row.largest.map((file) => `${file.path.replace("/assets/", "")} ${kib(file.gzip)}`).join(", ");
    console.log(`${row.route} (${row.role}): ${largest}`);
  }
}

async function mainSignedIn() {
  const server = await startServer();
  try {
    const sessions = new Map<Role, Record<string, unknown>>();
    const rows: SignedInBytes[] = [];
    for (const { route, role } of SIGNED_IN_ROUTES) {
      if (!sessions.has(role)) sessions.set(role, await sessionFor(server.origin, role));
      rows.push(await measureSignedIn(server.origin, route, role, sessions.get(role)!));
    }
    printSignedIn(rows);
    const file = saveResult("bytes-signed-in", {
      unit: "bytes",
      method: "Chromium with a session, empty cache, until network idle; gzip and brotli asked from the server",
      routes: rows,
    });
    console.log(`\nwritten to ${file}`);
  } finally {
    await server.stop();
  }
}

async function main() {
  const { values } = parseArgs({ options: { "signed-in": { type: "boolean", default: false } } });
  if (values["signed-in"]) return mainSignedIn();
  const server = await startServer({ withFloor: true });
  try {
    const rows: RouteBytes[] = [];
    for (const route of BYTES_ROUTES) rows.push(await measureRoute(server.origin, route));
    printBytes(rows);
    const file = saveResult("bytes", {
      unit: "bytes",
      method: "Chromium until network idle, no interaction",
      routes: rows,
    });
    console.log(`\nwritten to ${file}`);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
