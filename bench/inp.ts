// INP of the four public pages' main interactions (issue 26), as figures: runs e2e/interaction-inp.spec.ts alone
// (one worker, so the measurement is the only browser on the machine) with its budget set to the 200 ms, and
// prints the INP that web-vitals reported for each interaction beside the machine's load.
// `npm run bench:inp` (RUNS=3 by default; medians are printed and saved in bench/results/<date>.json).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { machine, saveResult, table } from "./lib/results";
import { ROOT } from "./lib/server";

const RUNS = Number(process.env.RUNS ?? 3);
const BUDGET_MS = 200;

interface JsonReport {
  suites: JsonSuite[];
}
interface JsonSuite {
  suites?: JsonSuite[];
  specs?: {
    title: string;
    tests: { results: { status: string; annotations?: { type: string; description?: string }[] }[] }[];
  }[];
}

function annotations(suite: JsonSuite): { type: string; description?: string }[] {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests.flatMap((test) => test.results.flatMap((result) => result.annotations ?? [])),
  );
  return [...own, ...(suite.suites ?? []).flatMap(annotations)];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const figures = new Map<string, number[]>();
const loads: number[] = [];
for (let run = 1; run <= RUNS; run++) {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), "inp-")), "report.json");
  loads.push(machine().loadAverage1m);
  const child = spawnSync(
    "npx",
    ["playwright", "test", "e2e/interaction-inp.spec.ts", "--workers=1", "--reporter=json", "--project=desktop"],
    {
      cwd: ROOT,
      env: { ...process.env, INP_BUDGET_MS: String(BUDGET_MS), PLAYWRIGHT_JSON_OUTPUT_NAME: out },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const report = JSON.parse(readFileSync(out, "utf8")) as JsonReport;
  for (const note of report.suites.flatMap(annotations)) {
    if (!note.type.startsWith("INP ")) continue;
    const label = note.type.slice(4);
    figures.set(label, [...(figures.get(label) ?? []), Number.parseInt(note.description ?? "", 10)]);
  }
  console.log(
    `run ${run}/${RUNS}: ${child.status === 0 ? "every interaction within 200 ms" : "over budget somewhere"}`,
  );
}

const rows = [...figures].map(([label, values]) => ({ label, values, median: median(values) }));
console.log(
  table(
    ["interaction", "INP median (ms)", "runs", `≤ ${BUDGET_MS} ms`],
    rows.map((row) => [row.label, row.median, row.values.join(" / "), row.median <= BUDGET_MS ? "yes" : "no"]),
  ),
);
console.log(`load average (1 min) at each run's start: ${loads.join(", ")}`);
const file = saveResult("inp", { budgetMs: BUDGET_MS, runs: RUNS, loadAverages: loads, interactions: rows });
console.log(`saved in ${path.relative(ROOT, file)}`);
