// The signed-in app's JavaScript as a returning learner, trainer or admin pays it (issue 46, item 3). For each screen,
// a real Chromium on the phone profile (CPU ×4, 150 ms RTT, 1.6 Mbps down, 375 px), a session of the role in
// localStorage, and in one browser profile (its HTTP cache and service worker kept):
//   1. first visit, empty cache: every script received, counted as gzip (asked again from the server);
//   2. second visit, the same screen opened again later: the script bytes that still came from the network.
// Every request goes through a counting proxy in front of the server, so "downloaded" is what reached the network —
// what the HTTP cache or the service worker answered never reaches it. The shared core is the scripts every screen's
// first visit loads; a screen's own code is the rest of what it loads. Back-office lists also record when their first
// rows show after the screen's heading (the shell). Targets: own ≤ 64 KiB gzip, core ≤ 180 KiB gzip, second visit
// ≤ 5 KiB of script, first rows ≤ 1 s after the shell.
// Usage: npm run bench:signed-in [-- --only gestion,profil]
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { parseArgs } from "node:util";
import { compressedSize, sessionFor, type Role } from "./bytes";
import { kib, runKey, saveResult, table } from "./lib/results";
import { startServer } from "./lib/server";

export interface Screen {
  route: string;
  role: Role;
  /** A back-office list: its first rows are timed after the shell. */
  list?: boolean;
}

export const SCREENS: Screen[] = [
  { route: "/tableau-de-bord", role: "client" },
  { route: "/mes-formations", role: "client" },
  { route: "/profil", role: "client" },
  { route: "/certificats", role: "client" },
  { route: "/tableau-de-bord", role: "trainer" },
  { route: "/calendrier", role: "trainer" },
  { route: "/performance", role: "trainer" },
  { route: "/messages", role: "trainer" },
  { route: "/tableau-de-bord", role: "admin" },
  { route: "/statistiques", role: "admin" },
  { route: "/gestion-formations", role: "admin", list: true },
  { route: "/gestion-sessions", role: "admin", list: true },
  { route: "/gestion-experts", role: "admin", list: true },
  { route: "/paiements", role: "admin", list: true },
  { route: "/demandes", role: "admin", list: true },
  { route: "/abonnes-newsletter", role: "admin", list: true },
  { route: "/contenus", role: "admin", list: true },
  { route: "/gestion-organisations", role: "admin", list: true },
  { route: "/gestion-devis", role: "admin", list: true },
  { route: "/gestion-conventions", role: "admin", list: true },
  { route: "/gestion-factures-entreprises", role: "admin", list: true },
  { route: "/gestion-financeurs", role: "admin", list: true },
  { route: "/gestion-rendez-vous", role: "admin", list: true },
  { route: "/gestion-finances", role: "admin", list: true },
  { route: "/resultats", role: "admin", list: true },
];

export const TARGETS = { ownKiB: 64, coreKiB: 180, secondVisitKiB: 5, firstRowsMs: 1000 };
const PHONE = { width: 375, height: 812 };
const SW = "/sw.js";

/** What reached the network: one entry per response the proxy passed on (body bytes as sent, encoded). */
interface Passed {
  path: string;
  type: string;
  status: number;
  bytes: number;
}

/** A proxy in front of the server that writes down every response it passes on. */
async function countingProxy(target: string): Promise<{ origin: string; passed: Passed[]; close(): void }> {
  const upstream = new URL(target);
  const passed: Passed[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer: IncomingMessage) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        let bytes = 0;
        answer.on("data", (chunk: Buffer) => (bytes += chunk.length));
        answer.on("end", () =>
          passed.push({
            path: new URL(incoming.url ?? "/", target).pathname,
            type: String(answer.headers["content-type"] ?? ""),
            status: answer.statusCode ?? 0,
            bytes,
          }),
        );
        answer.pipe(outgoing);
      },
    );
    forwarded.on("error", () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    passed,
    close: () => server.close(),
  };
}

/**
 * In the page: when the screen's heading (the shell) showed, and when its list had rows (or its « Aucun… » message)
 * and no skeleton left. A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
 */
const LIST_PROBE = `(() => {
  const state = { shellAt: 0, rowsAt: 0, rowsWith: "" };
  window.__listProbe = state;
  const check = () => {
    const main = document.querySelector("main");
    if (!main) return;
    if (!state.shellAt && main.querySelector("h1")) state.shellAt = performance.now();
    if (!state.shellAt || state.rowsAt) return;
    if (main.querySelector('[data-slot="skeleton"], [aria-busy="true"]')) return;
    const row = main.querySelector("tbody tr, li, article");
    const empty = [...main.querySelectorAll("p")].find((p) => /^Aucun/.test((p.textContent || "").trim()));
    if (row || empty) {
      state.rowsAt = performance.now();
      state.rowsWith = row ? row.tagName.toLowerCase() : "message « Aucun… »";
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

async function phoneProfile(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** Resolves once nothing has passed the proxy for `quietMs` (at most 30 s). */
async function quiet(passed: Passed[], quietMs = 1500) {
  const deadline = Date.now() + 30_000;
  let count = -1;
  let since = Date.now();
  while (Date.now() < deadline) {
    if (passed.length !== count) {
      count = passed.length;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Visit {
  /** Script paths that reached the network, with their body bytes as sent. */
  scripts: Map<string, number>;
  headingMs: number;
  /** Milliseconds from the heading to the first rows (lists only). */
  rowsAfterShellMs?: number;
  rowsWith?: string;
}

async function visit(
  context: BrowserContext,
  proxy: { origin: string; passed: Passed[] },
  screen: Screen,
): Promise<Visit> {
  const page = await context.newPage();
  await phoneProfile(context, page);
  const from = proxy.passed.length;
  const start = Date.now();
  await page.goto(proxy.origin + screen.route);
  await page.locator("main h1").first().waitFor({ timeout: 60_000 });
  const headingMs = Date.now() - start;
  let rows: { shellAt: number; rowsAt: number; rowsWith: string } | undefined;
  if (screen.list) {
    await page
      .waitForFunction(() => (window as unknown as { __listProbe: { rowsAt: number } }).__listProbe.rowsAt > 0, null, {
        timeout: 30_000,
      })
      .catch(() => undefined);
    if (process.env.BENCH_TRACE)
      console.log(
        screen.route,
        await page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .filter((entry) => /rest|auth|functions/.test(entry.name))
            .map((entry) => {
              const timing = entry as PerformanceResourceTiming;
              return `${timing.name.replace(location.origin, "").slice(0, 70)} ${Math.round(timing.startTime)}→${Math.round(timing.responseEnd)} ${timing.encodedBodySize}B`;
            }),
        ),
        await page.evaluate(() => (window as unknown as { __listProbe: unknown }).__listProbe),
      );
    rows = await page.evaluate(
      () => (window as unknown as { __listProbe: { shellAt: number; rowsAt: number; rowsWith: string } }).__listProbe,
    );
  }
  // The service worker takes over and keeps the files this page loaded (decision 1018): part of a first visit.
  await page.evaluate(() => navigator.serviceWorker?.ready.then(() => true)).catch(() => undefined);
  await quiet(proxy.passed);
  const scripts = new Map<string, number>();
  for (const response of proxy.passed.slice(from)) {
    if (/javascript/.test(response.type) && response.status === 200)
      scripts.set(response.path, (scripts.get(response.path) ?? 0) + response.bytes);
  }
  await page.close();
  return {
    scripts,
    headingMs,
    rowsAfterShellMs: rows && rows.rowsAt ? Math.round(rows.rowsAt - rows.shellAt) : undefined,
    rowsWith: rows?.rowsWith,
  };
}

export interface ScreenResult {
  route: string;
  role: Role;
  firstScripts: string[];
  firstGzip: number;
  firstHeadingMs: number;
  secondScriptBytes: number;
  secondScripts: string[];
  secondHeadingMs: number;
  firstRowsAfterShellMs?: number;
  secondRowsAfterShellMs?: number;
  rowsWith?: string;
}

async function measure(
  browser: Browser,
  proxy: Awaited<ReturnType<typeof countingProxy>>,
  screen: Screen,
  session: Record<string, unknown>,
) {
  const context = await browser.newContext({ viewport: PHONE, locale: "fr-FR", serviceWorkers: "allow" });
  try {
    const storageKey = `sb-${new URL(proxy.origin).hostname.split(".")[0]}-auth-token`;
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      storageKey,
      JSON.stringify(session),
    ] as const);
    await context.addInitScript(LIST_PROBE);
    const first = await visit(context, proxy, screen);
    const second = await visit(context, proxy, screen);
    return { first, second };
  } finally {
    await context.close();
  }
}

async function main() {
  const { values } = parseArgs({ options: { only: { type: "string" } } });
  const only = values.only?.split(",").filter(Boolean);
  const screens = only ? SCREENS.filter((screen) => only.some((word) => screen.route.includes(word))) : SCREENS;
  const server = await startServer();
  const proxy = await countingProxy(server.origin);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const loadStart = os.loadavg()[0]!;
  try {
    const sessions = new Map<Role, Record<string, unknown>>();
    const visits: { screen: Screen; first: Visit; second: Visit }[] = [];
    for (const screen of screens) {
      if (!sessions.has(screen.role)) sessions.set(screen.role, await sessionFor(server.origin, screen.role));
      const { first, second } = await measure(browser, proxy, screen, sessions.get(screen.role)!);
      visits.push({ screen, first, second });
      console.log(`${screen.route} (${screen.role}) measured`);
    }
    const gzip = new Map<string, number>();
    for (const { first } of visits)
      for (const script of first.scripts.keys())
        if (!gzip.has(script)) gzip.set(script, await compressedSize(server.origin + script));
    const sum = (scripts: Iterable<string>) => [...scripts].reduce((total, script) => total + gzip.get(script)!, 0);
    // The shared core: what every screen's first visit loads.
    // The service worker's own script (/sw.js) is counted apart: fetched once by the browser, never by a screen.
    const core = [...visits[0]!.first.scripts.keys()].filter(
      (script) => script !== SW && visits.every(({ first }) => first.scripts.has(script)),
    );
    const coreSet = new Set(core);
    const coreGzip = sum(core);
    const results: (ScreenResult & { ownGzip: number })[] = visits.map(({ screen, first, second }) => {
      const own = [...first.scripts.keys()].filter((script) => !coreSet.has(script) && script !== SW);
      return {
        route: screen.route,
        role: screen.role,
        firstScripts: [...first.scripts.keys()],
        firstGzip: sum(first.scripts.keys()),
        ownGzip: sum(own),
        firstHeadingMs: first.headingMs,
        secondScriptBytes: [...second.scripts.values()].reduce((total, bytes) => total + bytes, 0),
        secondScripts: [...second.scripts.keys()],
        secondHeadingMs: second.headingMs,
        firstRowsAfterShellMs: first.rowsAfterShellMs,
        secondRowsAfterShellMs: second.rowsAfterShellMs,
        rowsWith: first.rowsWith ?? second.rowsWith,
      };
    });
    const ok = (met: boolean) => (met ? "oui" : "NON");
    console.log(
      `\nThe signed-in app's JavaScript, phone profile (KiB gzip; second visit: script bytes that reached the network)\n`,
    );
    console.log(
      table(
        [
          "screen",
          "role",
          "1st: heading ms",
          "1st: js gz",
          "own gz",
          "own ≤ 64",
          "2nd: heading ms",
          "2nd: js",
          "2nd ≤ 5",
        ],
        results.map((row) => [
          row.route,
          row.role,
          row.firstHeadingMs,
          kib(row.firstGzip),
          kib(row.ownGzip),
          ok(row.ownGzip <= TARGETS.ownKiB * 1024),
          row.secondHeadingMs,
          kib(row.secondScriptBytes),
          ok(row.secondScriptBytes <= TARGETS.secondVisitKiB * 1024),
        ]),
      ),
    );
    console.log(
      `\nshared core: ${core.length} scripts, ${kib(coreGzip)} KiB gzip (target ≤ ${TARGETS.coreKiB}: ${ok(coreGzip <= TARGETS.coreKiB * 1024)})`,
    );
    if (gzip.has(SW)) console.log(`service worker ${SW}: ${kib(gzip.get(SW)!)} KiB gzip, on the first visit only`);
    const largest = core
      .map((script) => [script, gzip.get(script)!] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([script, size]) => `${script.replace("/assets/", "")} ${kib(size)}`);
    console.log(`  largest: ${largest.join(", ")}`);
    const lists = results.filter(
      (row) => row.firstRowsAfterShellMs !== undefined || row.secondRowsAfterShellMs !== undefined,
    );
    const listed = results.filter((_, index) => visits[index]!.screen.list);
    console.log(
      `\nBack-office lists: first rows after the shell (ms, phone profile; target ≤ ${TARGETS.firstRowsMs})\n`,
    );
    console.log(
      table(
        ["list", "1st visit", "2nd visit", "shown by", "met"],
        listed.map((row) => [
          row.route,
          row.firstRowsAfterShellMs ?? "—",
          row.secondRowsAfterShellMs ?? "—",
          row.rowsWith ?? "not seen in 30 s",
          ok(
            row.secondRowsAfterShellMs !== undefined &&
              row.firstRowsAfterShellMs !== undefined &&
              Math.max(row.firstRowsAfterShellMs, row.secondRowsAfterShellMs) <= TARGETS.firstRowsMs,
          ),
        ]),
      ),
    );
    for (const row of results.filter((row) => row.secondScripts.length))
      console.log(`${row.route} (${row.role}) second visit fetched: ${row.secondScripts.join(", ")}`);
    console.log(
      `\nload average (1 min): ${loadStart.toFixed(2)} at the start, ${os.loadavg()[0]!.toFixed(2)} at the end`,
    );
    const file = saveResult(runKey("signed-in-bytes"), {
      method:
        "Chromium, phone profile, a session in localStorage; first visit with an empty cache, second in the same profile; scripts counted by a proxy in front of the server (gzip asked again for the first visit)",
      targets: TARGETS,
      core: { scripts: core, gzip: coreGzip },
      screens: results,
      lists: lists.length,
    });
    console.log(`written to ${file}`);
  } finally {
    await browser.close();
    proxy.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
