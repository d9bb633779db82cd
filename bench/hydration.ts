// What hydrating one island costs (issue 26: « at most 3 requests to hydrate, ≤ 50 ms of main-thread work at CPU ×4 »),
// as figures: real Chromium (playwright-core, Debian's /usr/bin/chromium, offline flags of scripts/chromium.ts), CPU ×4,
// no network throttling (the main thread is what is measured), 375 px wide, empty cache. The page is opened and left
// until its network is idle (the runtime has started, nothing hydrated); then the island in view is woken as a first
// tap would wake it (`window.__islandWake`), and until its marker says `data-island-hydrated` the bench counts:
// - the script files requested until then (the core, Rolldown's helpers and the island's chunk: decision 0970), and
//   those the island's first effects import lazily afterwards (the client for its data, validation warmed at idle);
// - the main thread's work: Chromium's `TaskDuration` (Performance.getMetrics, all tasks of the page's main thread,
//   throttled time) before and after, and the longest task seen by a `longtask` observer.
// `npm run bench:hydration` (RUNS=3 by default, ONLY=<part of a scenario's name>); medians printed and saved in
// bench/results/<date>.json. BENCH_SITE_DIR measures another build (see bench/lib/server.ts).
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium";
import { chromium, type Browser } from "playwright-core";
import { machine, saveResult, table } from "./lib/results";
import { startServer } from "./lib/server";

const RUNS = Number(process.env.RUNS ?? 3);
const only = (name: string) => !process.env.ONLY || name.includes(process.env.ONLY);

/** An island that is in view when its page opens on a phone, and the page. */
const SCENARIOS = [
  { route: "/", island: "site-header" },
  { route: "/", island: "home-hero" },
  { route: "/contact", island: "contact-form" },
  { route: "/formations", island: "catalogue-browser" },
  { route: "/formations/1", island: "formation-enrol" },
  { route: "/auth", island: "auth-panel" },
];

/**
 * Runs in the page before its scripts: the longest task from the moment the bench sets `from`, and when the first
 * island marker is marked hydrated (what its first effects then import lazily is not hydrating).
 */
function longTaskProbe() {
  const state = { from: Infinity, longest: 0, count: 0, hydratedAt: -1 };
  (window as unknown as { __longTasks: typeof state }).__longTasks = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.startTime < state.from) continue;
      state.longest = Math.max(state.longest, entry.duration);
      state.count += 1;
    }
  }).observe({ type: "longtask", buffered: true });
  new MutationObserver(() => {
    if (state.hydratedAt < 0 && document.querySelector("[data-island-hydrated]")) state.hydratedAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-island-hydrated"] });
}

interface Figures {
  /** Script files requested from the wake until the marker is hydrated. */
  scripts: number;
  /** Requested by the island's first effects after that (data, warm-up at idle: decision 0611). */
  lazyScripts: number;
  mainThreadMs: number;
  longestTaskMs: number;
  wallMs: number;
}

async function measure(browser: Browser, origin: string, route: string, island: string): Promise<Figures> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: "fr-FR" });
  await context.addInitScript(longTaskProbe);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Performance.enable");
    await page.goto(origin + route, { waitUntil: "load" });
    await page.waitForSelector("html[data-hydrated]", { timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    const marker = page.locator(`[data-island="${island}"]`).first();
    if (await marker.evaluate((element) => element.hasAttribute("data-island-hydrated")))
      throw new Error(`${island} hydrated before it was woken`);
    // Playwright evaluates its own helper scripts in the page the first time each of its worlds is used (≈ 50–80 ms
    // each at CPU ×4): use them all now, and wait for the island inside the page below (no selector polling), so
    // that the figure is the island's work and not the bench's.
    await page.waitForSelector("body");
    await page.evaluate(() => 0);
    const taskTime = async () => {
      const { metrics } = await cdp.send("Performance.getMetrics");
      return (metrics.find((metric) => metric.name === "TaskDuration")?.value ?? NaN) * 1000;
    };
    const before = await taskTime();
    const { wokenAt, hydratedAt } = await marker.evaluate(
      (element) =>
        new Promise<{ wokenAt: number; hydratedAt: number }>((resolve, reject) => {
          const wokenAt = performance.now();
          new MutationObserver((_, observer) => {
            if (!element.hasAttribute("data-island-hydrated")) return;
            observer.disconnect();
            // The island's effects and the replay run in the tasks right after the mark: wait for the next frame.
            requestAnimationFrame(() => setTimeout(() => resolve({ wokenAt, hydratedAt: performance.now() })));
          }).observe(element, { attributes: true, attributeFilter: ["data-island-hydrated"] });
          setTimeout(() => reject(new Error("not hydrated within 60 s")), 60_000);
          (window as unknown as { __longTasks: { from: number } }).__longTasks.from = wokenAt;
          (window as unknown as { __islandWake: (marker: Element) => void }).__islandWake(element);
        }),
    );
    const after = await taskTime();
    const { scripts, lazyScripts, longest } = await page.evaluate((from) => {
      const probe = (window as unknown as { __longTasks: { longest: number; hydratedAt: number } }).__longTasks;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => entry.startTime >= from && entry.name.endsWith(".js"));
      const toHydrate = scripts.filter((entry) => entry.startTime <= probe.hydratedAt).length;
      return { scripts: toHydrate, lazyScripts: scripts.length - toHydrate, longest: probe.longest };
    }, wokenAt);
    return { scripts, lazyScripts, mainThreadMs: after - before, longestTaskMs: longest, wallMs: hydratedAt - wokenAt };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const ms = (value: number) => `${Math.round(value)} ms`;

const loadBefore = machine().loadAverage1m;
const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const rows = [];
  for (const { route, island } of SCENARIOS.filter((scenario) => only(`${scenario.route} ${scenario.island}`))) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      try {
        runs.push(await measure(browser, server.origin, route, island));
      } catch (error) {
        console.warn(`${route} ${island}: ${(error as Error).message.split("\n")[0]}`);
      }
    }
    rows.push({
      route,
      island,
      scripts: median(runs.map((r) => r.scripts)),
      lazyScripts: median(runs.map((r) => r.lazyScripts)),
      mainThreadMs: median(runs.map((r) => r.mainThreadMs)),
      longestTaskMs: median(runs.map((r) => r.longestTaskMs)),
      wallMs: median(runs.map((r) => r.wallMs)),
    });
  }
  const loadAfter = machine().loadAverage1m;
  console.log(
    `\nHydrating the island in view, CPU ×4, no network throttling, empty cache, medians of ${RUNS}; ` +
      `load average ${loadBefore} → ${loadAfter}\n`,
  );
  console.log(
    table(
      ["page", "island", "scripts to hydrate", "then lazy", "main-thread work", "longest task", "wake → hydrated"],
      rows.map((r) => [
        r.route,
        r.island,
        r.scripts,
        r.lazyScripts,
        ms(r.mainThreadMs),
        ms(r.longestTaskMs),
        ms(r.wallMs),
      ]),
    ),
  );
  console.log(`saved in ${saveResult("hydration", { runs: RUNS, loadBefore, loadAfter, rows })}`);
} finally {
  await browser.close();
  await server.stop();
}
