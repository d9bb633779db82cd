// Issue 17 item 1, measured: the anonymous catalogue under 10 connections, idle and while ten clients of one free
// account keep sending the nested-embed request (80 own enrollments), with the default statement timeouts, on PGlite
// and (when DATABASE_URL is set) on PostgreSQL. Prints a table and saves it under "queryCost" in bench/results/.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { DEV_ANON_KEY } from "../server/src/config/defaults";
import { startServer } from "../tests/process";
import { saveResult, table } from "./lib/results";

const DURATION_S = Number(process.env.BENCH_DURATION || 10);
const ATTACK = "/rest/v1/enrollments?select=id,formations(id,enrollments(id,formations(id,enrollments(id))))";
const CATALOGUE = "/rest/v1/formations?select=*";

interface Row {
  database: string;
  phase: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  attacks: string;
}

function catalogueLoad(origin: string): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin + CATALOGUE,
        headers: { apikey: DEV_ANON_KEY },
        connections: 10,
        duration: DURATION_S,
        timeout: 30,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function attacker(origin: string): Promise<string> {
  const signUp = await fetch(`${origin}/auth/v1/signup`, {
    method: "POST",
    headers: { apikey: DEV_ANON_KEY, "content-type": "application/json" },
    body: JSON.stringify({
      email: `bench-attacker-${Date.now()}@example.com`,
      password: "Bench-Passw0rd",
      data: { full_name: "Bench" },
    }),
  });
  const { access_token: token } = (await signUp.json()) as { access_token: string };
  const rows = Array.from({ length: 80 }, () => ({ formation_id: 1, payment_method: "carte" }));
  const insert = await fetch(`${origin}/rest/v1/enrollments`, {
    method: "POST",
    headers: { apikey: DEV_ANON_KEY, authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(rows),
  });
  if (insert.status !== 201) throw new Error(`enrollments: HTTP ${insert.status} ${await insert.text()}`);
  return token;
}

/** Ten clients sending the attack back to back until `stop` aborts them; returns "status code" tallies. */
async function attack(origin: string, token: string, stop: AbortSignal): Promise<string> {
  const outcomes: { status: number | string; code: string; ms: number }[] = [];
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (!stop.aborted) {
        const started = performance.now();
        try {
          const response = await fetch(origin + ATTACK, {
            headers: { apikey: DEV_ANON_KEY, authorization: `Bearer ${token}` },
            signal: stop,
          });
          const body = (await response.json()) as { code?: string };
          outcomes.push({ status: response.status, code: body.code ?? "-", ms: performance.now() - started });
        } catch {
          outcomes.push({ status: "hung up", code: "at the end", ms: performance.now() - started });
        }
      }
    }),
  );
  const kinds = new Map<string, number>();
  for (const o of outcomes) kinds.set(`${o.status} ${o.code}`, (kinds.get(`${o.status} ${o.code}`) ?? 0) + 1);
  const slowest = Math.max(...outcomes.map((o) => o.ms));
  return `${[...kinds].map(([kind, n]) => `${n}× ${kind}`).join(", ")}; slowest ${(slowest / 1000).toFixed(1)} s`;
}

const row = (database: string, phase: string, result: autocannon.Result, attacks = "—"): Row => ({
  database,
  phase,
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  maxMs: result.latency.max,
  errors: result.errors + result.timeouts + result.non2xx,
  attacks,
});

async function benchDatabase(database: string, env: Record<string, string>): Promise<Row[]> {
  const server = await startServer({
    ...env,
    STATEMENT_TIMEOUT_ANON_MS: "3000",
    STATEMENT_TIMEOUT_AUTHENTICATED_MS: "8000",
  });
  try {
    const token = await attacker(server.url);
    await fetch(server.url + CATALOGUE, { headers: { apikey: DEV_ANON_KEY } });
    const idle = await catalogueLoad(server.url);
    const stop = new AbortController();
    const attacks = attack(server.url, token, stop.signal);
    const busy = await catalogueLoad(server.url);
    stop.abort();
    return [row(database, "idle", idle), row(database, "under attack", busy, await attacks)];
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-query-cost-"));
const rows = await benchDatabase("PGlite", { DATA_DIR: dataDir }).finally(() =>
  rmSync(dataDir, { recursive: true, force: true }),
);
if (process.env.DATABASE_URL)
  rows.push(...(await benchDatabase("PostgreSQL", { DATABASE_URL: process.env.DATABASE_URL })));

console.log(
  `\nAnonymous catalogue GET, 10 connections, ${DURATION_S} s (attack: 10 clients, nested embed, 80 enrollments)\n`,
);
console.log(
  table(
    ["database", "phase", "req/s", "p50 ms", "p99 ms", "max ms", "errors", "attack requests"],
    rows.map((r) => [r.database, r.phase, r.requestsPerSecond, r.p50Ms, r.p99Ms, r.maxMs, r.errors, r.attacks]),
  ),
);
console.log(`\nwritten to ${saveResult("queryCost", { durationSeconds: DURATION_S, rows })}`);
