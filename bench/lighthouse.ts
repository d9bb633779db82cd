// Lighthouse 12 (default mobile: simulated Slow 4G, 4x CPU) on the real site and on the one-file static floor page,
// served by the same server in the same run; median of 5 runs per page, every figure also as a ratio to the floor,
// and issue 46's targets relative to the floor checked per page: performance ≥ the floor's − 2, TBT ≤ the floor's +
// 50 ms, LCP ≤ 1.2 × the floor's, CLS ≤ 0.02 (medians against medians).
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium";
import * as chromeLauncher from "chrome-launcher";
import os from "node:os";
import lighthouse from "lighthouse";
import { publishNewArticle } from "./lib/new-article";
import { RELATIVE_TARGETS, relativeVerdict } from "./lib/relative-targets";
import { saveResult, table } from "./lib/results";
import { startServer } from "./lib/server";

/** Issue 26's pages; the run adds an article it publishes first (issue 28), and the floor. */
const SITE_PAGES = ["/", "/formations", "/formations/1", "/contact", "/auth"];
const FLOOR_PAGE = "/__floor/";
const RUNS = Number(process.env.BENCH_RUNS || 5);
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS, "--proxy-server=http://127.0.0.1:9"];

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  transferKiB: number;
}
type Metric = keyof Run;
const METRICS: Metric[] = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "fcpMs",
  "lcpMs",
  "tbtMs",
  "cls",
  "speedIndexMs",
  "transferKiB",
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One audit; a fresh Chromium each time, and a retry when the trace is unusable (NO_NAVSTART and the like). */
async function audit(url: string): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
    });
    try {
      return await auditOnce(url, chrome.port);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`retrying ${url}: ${(error as Error).message}`);
    } finally {
      chrome.kill();
    }
  }
}

async function auditOnce(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error" });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(value("first-contentful-paint")),
    lcpMs: Math.round(value("largest-contentful-paint")),
    tbtMs: Math.round(value("total-blocking-time")),
    cls: Number(value("cumulative-layout-shift").toFixed(3)),
    speedIndexMs: Math.round(value("speed-index")),
    transferKiB: Number((value("total-byte-weight") / 1024).toFixed(1)),
  };
}

async function main() {
  const server = await startServer({ withFloor: true });
  let pages: string[] = [];
  const runs = new Map<string, Run[]>();
  try {
    // A page published through the back office's path a moment ago, rendered by the server (no build, no deployment).
    const newArticle = await publishNewArticle(server.origin);
    pages = [...SITE_PAGES, newArticle, FLOOR_PAGE];
    for (const page of pages) runs.set(page, []);
    // Pages take turns in every round, so a burst of load on the shared machine hits them all alike.
    for (let round = 1; round <= RUNS; round += 1) {
      for (const page of pages) {
        const run = await audit(server.origin + page);
        runs.get(page)!.push(run);
        console.log(
          `run ${round}/${RUNS} ${page}: perf ${run.performance}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms (load ${os.loadavg()[0]!.toFixed(1)})`,
        );
      }
    }
  } finally {
    await server.stop();
  }

  const medians = Object.fromEntries(
    pages.map((page) => [
      page,
      Object.fromEntries(
        METRICS.map((metric) => [metric, median(runs.get(page)!.map((run) => run[metric]))]),
      ) as unknown as Run,
    ]),
  );
  const floor = medians[FLOOR_PAGE]!;
  const ratio = (value: number, base: number) => (base > 0 ? Number((value / base).toFixed(2)) : null);
  const ratios = Object.fromEntries(
    pages.map((page) => [
      page,
      Object.fromEntries(METRICS.map((metric) => [metric, ratio(medians[page]![metric], floor[metric])])),
    ]),
  );

  console.log(`\nLighthouse ${RUNS}-run medians (mobile, simulated Slow 4G, 4x CPU); × = ratio to the floor page\n`);
  console.log(
    table(
      ["page", "perf", "a11y", "bp", "seo", "FCP ms", "LCP ms", "LCP ×", "TBT ms", "CLS", "SI ms", "KiB", "KiB ×"],
      pages.map((page) => {
        const m = medians[page]!;
        const r = ratios[page]!;
        return [
          page,
          m.performance,
          m.accessibility,
          m.bestPractices,
          m.seo,
          m.fcpMs,
          m.lcpMs,
          r.lcpMs ?? "-",
          m.tbtMs,
          m.cls,
          m.speedIndexMs,
          m.transferKiB,
          r.transferKiB ?? "-",
        ];
      }),
    ),
  );
  const verdicts = Object.fromEntries(
    pages.filter((page) => page !== FLOOR_PAGE).map((page) => [page, relativeVerdict(medians[page]!, floor)]),
  );
  console.log(
    `\nIssue 46's targets against the floor (perf ≥ ${floor.performance - RELATIVE_TARGETS.performanceBelow}, TBT ≤ ${floor.tbtMs + RELATIVE_TARGETS.tbtAboveMs} ms, LCP ≤ ${Math.round(RELATIVE_TARGETS.lcpRatio * floor.lcpMs)} ms, CLS ≤ ${RELATIVE_TARGETS.cls})\n`,
  );
  console.log(
    table(
      ["page", "perf", "TBT ms", "LCP ms", "CLS", "verdict"],
      Object.entries(verdicts).map(([page, verdict]) => {
        const m = medians[page]!;
        return [
          page,
          m.performance,
          m.tbtMs,
          m.lcpMs,
          m.cls,
          verdict.pass ? "pass" : `FAIL (${verdict.failed.join(", ")})`,
        ];
      }),
    ),
  );
  console.log(`load average at the end: ${os.loadavg()[0]!.toFixed(2)}`);
  const file = saveResult("lighthouse", {
    lighthouse: "12",
    mode: "mobile (default): simulated Slow 4G, 4x CPU slowdown",
    runs: RUNS,
    chromeFlags: CHROME_FLAGS,
    medians,
    ratiosToFloor: ratios,
    relativeTargets: RELATIVE_TARGETS,
    verdicts,
    allRuns: Object.fromEntries(runs),
  });
  console.log(`\nwritten to ${file}`);
}

await main();
