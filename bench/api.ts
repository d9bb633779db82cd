// API load on loopback with autocannon, against the real server: catalogue GET, one formation GET, my-trainings GET
// (with the embedded formation) and enrollment POST as a signed-in user, at 1, 10 and 100 connections, with 30, 300
// and 3,000 formations, on PGlite and (when DATABASE_URL is set) on PostgreSQL.
import os from "node:os";
import autocannon from "autocannon";
import { DEV_SERVICE_ROLE_KEY } from "../server/src/config/defaults";
import { catalogueQueryString } from "../web/src/features/catalogue/lib/filters-query";
import { saveResult, table } from "./lib/results";
import { startServer, type BenchServer } from "./lib/server";

const DURATION_S = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS || "1,10,100").split(",").map(Number);
const SIZES = (process.env.BENCH_SIZES || "30,300,3000").split(",").map(Number);
/** Only the scenarios whose name contains one of these (comma-separated), e.g. BENCH_SCENARIOS=catalogue. */
const SCENARIO_FILTER = (process.env.BENCH_SCENARIOS || "").split(",").filter(Boolean);
const BENCH_TITLE = "Bench — formation";
const THEMES = ["Leadership", "Gouvernance", "Gestion", "Communication", "Finance", "Conformité"];

interface Scenario {
  name: string;
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Measured only from this catalogue size (below it the page never sends this request). */
  minFormations?: number;
}

export interface LoadRow {
  database: string;
  formations: number;
  scenario: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  requests: number;
  /** 1-minute load average of the machine when the cell ended (it is shared). */
  loadAverage: number;
}

async function call(origin: string, path: string, init: RequestInit & { headers: Record<string, string> }) {
  const response = await fetch(origin + path, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

async function signUp(origin: string, anonKey: string, label: string) {
  const email = `bench-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const session = (await call(origin, "/auth/v1/signup", {
    method: "POST",
    headers: { apikey: anonKey, "content-type": "application/json" },
    body: JSON.stringify({
      email,
      password: "Bench-Passw0rd",
      data: { full_name: `Bench ${label}`, company: "Bench" },
    }),
  })) as { access_token?: string; user?: { id: string } };
  if (!session.access_token || !session.user) throw new Error("sign-up returned no session (e-mail confirmation on?)");
  return { token: session.access_token, userId: session.user.id };
}

const serviceHeaders = (anonKey: string) => ({
  apikey: anonKey,
  authorization: `Bearer ${process.env.SERVICE_ROLE_KEY || DEV_SERVICE_ROLE_KEY}`,
  "content-type": "application/json",
});

/** The exact number of formations (a plain read stops at REST_MAX_ROWS). */
async function countFormations(origin: string, anonKey: string): Promise<number> {
  const response = await fetch(`${origin}/rest/v1/formations?select=id&limit=1`, {
    headers: { apikey: anonKey, prefer: "count=exact" },
  });
  if (!response.ok) throw new Error(`count: HTTP ${response.status}`);
  return Number(response.headers.get("content-range")!.split("/")[1]);
}

/** Inserts bench formations through the API with the service-role key until the catalogue holds `target` rows. */
async function growCatalogue(origin: string, anonKey: string, target: number) {
  let count = await countFormations(origin, anonKey);
  while (count < target) {
    const batch = Array.from({ length: Math.min(500, target - count) }, (_, index) => {
      const n = count + index + 1;
      return {
        theme: THEMES[n % THEMES.length],
        title: `${BENCH_TITLE} ${n}`,
        description: "Formation ajoutée par le banc d'essai pour mesurer le coût du catalogue quand il grandit.",
        duration: "3 jours",
        formats: ["Présentiel", "En ligne"],
        expert: "Expert du banc d'essai",
        price: 750000 + n,
        price_currency: "XOF",
      };
    });
    await call(origin, "/rest/v1/formations", {
      method: "POST",
      headers: { ...serviceHeaders(anonKey), prefer: "return=minimal" },
      body: JSON.stringify(batch),
    });
    count += batch.length;
  }
}

/** Leaves a shared PostgreSQL database as the bench found it (bench formations only; enrollments point at ids 1-30). */
async function removeBenchFormations(origin: string, anonKey: string) {
  await call(origin, `/rest/v1/formations?title=like.${encodeURIComponent(`${BENCH_TITLE}*`)}`, {
    method: "DELETE",
    headers: { ...serviceHeaders(anonKey), prefer: "return=minimal" },
  });
}

function load(origin: string, scenario: Scenario, connections: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin + scenario.path,
        method: scenario.method,
        headers: scenario.headers,
        body: scenario.body,
        connections,
        duration: DURATION_S,
        timeout: 10,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function benchDatabase(database: string, databaseUrl: string | undefined): Promise<LoadRow[]> {
  console.log(`\n${database}: starting the server…`);
  const server: BenchServer = await startServer({ databaseUrl });
  const rows: LoadRow[] = [];
  try {
    const { supabaseAnonKey: anonKey } = (await call(server.origin, "/runtime-config.json", { headers: {} })) as {
      supabaseAnonKey: string;
    };
    if (databaseUrl) await removeBenchFormations(server.origin, anonKey);
    const reader = await signUp(server.origin, anonKey, "reader");
    const writer = await signUp(server.origin, anonKey, "writer");
    const asUser = (token: string) => ({ apikey: anonKey, authorization: `Bearer ${token}` });
    // The reader follows five formations, so "my trainings" embeds five formations whatever the catalogue size.
    for (const formationId of [1, 5, 10, 16, 22]) {
      await call(server.origin, "/rest/v1/enrollments", {
        method: "POST",
        headers: { ...asUser(reader.token), "content-type": "application/json", prefer: "return=minimal" },
        body: JSON.stringify({
          formation_id: formationId,
          user_id: reader.userId,
          payment_method: "mobile",
          status: "pending",
        }),
      });
    }
    const pageHeaders = { apikey: anonKey, accept: "application/json", prefer: "count=exact" };
    const allScenarios: Scenario[] = [
      // Spec call 1 as written: every formation (at most REST_MAX_ROWS = 1,000 rows).
      { name: "catalogue GET", method: "GET", path: "/rest/v1/formations?select=*", headers: { apikey: anonKey } },
      // What the catalogue page asks for (web/src/features/catalogue): the first page with its exact count…
      {
        name: "catalogue page GET",
        method: "GET",
        path: `/rest/v1/formations?${catalogueQueryString({ theme: null })}`,
        headers: pageHeaders,
      },
      // …and a theme's second page, as a visitor paging through a large catalogue (a catalogue that fits in one
      // page is filtered in the browser).
      {
        name: "catalogue theme page GET",
        method: "GET",
        path: `/rest/v1/formations?${catalogueQueryString({ theme: "Finance", page: 1 })}`,
        headers: pageHeaders,
        minFormations: 300,
      },
      {
        name: "formation GET",
        method: "GET",
        path: "/rest/v1/formations?select=*&id=eq.1",
        headers: { apikey: anonKey, accept: "application/vnd.pgrst.object+json" },
      },
      {
        name: "my-trainings GET",
        method: "GET",
        path: `/rest/v1/enrollments?select=*,formations(*)&user_id=eq.${reader.userId}`,
        headers: asUser(reader.token),
      },
      {
        name: "enrollment POST",
        method: "POST",
        path: "/rest/v1/enrollments?select=*",
        headers: { ...asUser(writer.token), "content-type": "application/json", prefer: "return=representation" },
        body: JSON.stringify({
          formation_id: 1,
          user_id: writer.userId,
          payment_method: "carte",
          payment_currency: "XOF",
          payment_amount: 950000,
          status: "pending",
        }),
      },
    ];
    const scenarios = allScenarios.filter(
      (scenario) => SCENARIO_FILTER.length === 0 || SCENARIO_FILTER.some((part) => scenario.name.includes(part)),
    );

    for (const size of SIZES) {
      await growCatalogue(server.origin, anonKey, size);
      const formations = await countFormations(server.origin, anonKey);
      for (const scenario of scenarios) {
        if (scenario.minFormations && formations < scenario.minFormations) continue;
        for (const connections of CONNECTIONS) {
          const result = await load(server.origin, scenario, connections);
          const row: LoadRow = {
            database,
            formations,
            scenario: scenario.name,
            connections,
            requestsPerSecond: Math.round(result.requests.average),
            p50Ms: result.latency.p50,
            p99Ms: result.latency.p99,
            errors: result.errors + result.timeouts + result.non2xx,
            requests: result.requests.total,
            loadAverage: Number(os.loadavg()[0]!.toFixed(2)),
          };
          rows.push(row);
          console.log(
            `${database} ${formations} formations, ${scenario.name} ×${connections}: ${row.requestsPerSecond} req/s, ` +
              `p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, errors ${row.errors}, load ${row.loadAverage}`,
          );
        }
      }
    }
    if (databaseUrl) await removeBenchFormations(server.origin, anonKey);
  } finally {
    await server.stop();
  }
  return rows;
}

async function main() {
  const rows = await benchDatabase("PGlite", undefined);
  if (process.env.DATABASE_URL) rows.push(...(await benchDatabase("PostgreSQL", process.env.DATABASE_URL)));
  else console.log("\nDATABASE_URL is not set: PostgreSQL skipped.");

  console.log(`\nAPI load on loopback (autocannon, ${DURATION_S} s per cell)\n`);
  console.log(
    table(
      ["database", "formations", "scenario", "conn", "req/s", "p50 ms", "p99 ms", "errors", "load"],
      rows.map((r) => [
        r.database,
        r.formations,
        r.scenario,
        r.connections,
        r.requestsPerSecond,
        r.p50Ms,
        r.p99Ms,
        r.errors,
        r.loadAverage,
      ]),
    ),
  );
  const file = saveResult("api", {
    durationSeconds: DURATION_S,
    connections: CONNECTIONS,
    sizes: SIZES,
    scenarios: SCENARIO_FILTER,
    rows,
  });
  console.log(`\nwritten to ${file}`);
}

await main();
