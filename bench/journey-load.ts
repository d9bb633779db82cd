// Load test of a learner's journey on loopback (issue 6): N concurrent virtual users each signing in, browsing the
// catalogue, opening a formation, enrolling and reading their trainings, in a loop for D seconds.
// Usage: npm run bench:journey [-- --users 100 --seconds 60]   (DATABASE_URL set → PostgreSQL instead of PGlite)
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEV_ANON_KEY } from "../server/src/config/defaults";
import { catalogueQueryString } from "../web/src/features/catalogue/lib/filters-query";
import { startServer } from "../tests/process";

const { values } = parseArgs({
  options: { users: { type: "string", default: "100" }, seconds: { type: "string", default: "60" } },
});
const USERS = Number(values.users);
const SECONDS = Number(values.seconds);
const PASSWORD = "Formation2027";

const server = await startServer({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-journey-")),
  AUTH_RATE_LIMITS: "off",
});
const base = server.url;
const headers = (token = DEV_ANON_KEY) => ({
  apikey: DEV_ANON_KEY,
  authorization: `Bearer ${token}`,
  "content-type": "application/json",
});

type Call = "sign-in" | "catalogue" | "formation" | "enrol" | "my-trainings";
const timings: Record<Call, number[]> = { "sign-in": [], catalogue: [], formation: [], enrol: [], "my-trainings": [] };
const errors: Record<Call, number> = { "sign-in": 0, catalogue: 0, formation: 0, enrol: 0, "my-trainings": 0 };
/** What the failures were, per call ("500: {…}", "fetch failed"), with how often: an error count alone hides why. */
const failures: Record<Call, Map<string, number>> = {
  "sign-in": new Map(),
  catalogue: new Map(),
  formation: new Map(),
  enrol: new Map(),
  "my-trainings": new Map(),
};
function fail(call: Call, what: string) {
  errors[call]++;
  failures[call].set(what, (failures[call].get(what) ?? 0) + 1);
}

async function timed(call: Call, request: () => Promise<Response>, expected: number | number[]) {
  const start = performance.now();
  try {
    const response = await request();
    const body = await response.text();
    timings[call].push(performance.now() - start);
    if (![expected].flat().includes(response.status)) {
      fail(call, `${response.status}: ${body.slice(0, 120)}`);
      return undefined;
    }
    return body;
  } catch (error) {
    fail(call, error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

console.log(`Creating ${USERS} accounts on ${base}…`);
const emails: string[] = [];
for (let i = 0; i < USERS; i++) {
  const email = `load-${i}-${Date.now()}@example.com`;
  const response = await fetch(`${base}/auth/v1/signup`, {
    method: "POST",
    headers: headers(),
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`signup failed: ${response.status}`);
  emails.push(email);
}

// Learners enrol through the function, as the site does (the API roles cannot insert an enrollment): on the open
// sessions of the demo calendar that have not started (the function closes a session on its first day), paying by
// Mobile Money where the formation is priced in francs CFA and by transfer otherwise (Mobile Money is XOF only).
// 409 (already enrolled, session full) is a right answer to a repeated enrollment.
const today = new Date().toISOString().slice(0, 10);
const openSessions = (
  (await (
    await fetch(
      `${base}/rest/v1/course_sessions?select=id,formation_id,formations(price_currency)&status=eq.open&starts_on=gt.${today}&order=starts_on`,
      { headers: headers() },
    )
  ).json()) as { id: number; formation_id: number; formations: { price_currency: string } }[]
).map((session) => ({ ...session, method: session.formations.price_currency === "XOF" ? "mobile" : "virement" }));
if (openSessions.length === 0) throw new Error("no open session to enrol on: is the demo calendar seeded?");

console.log(`Running ${USERS} virtual users for ${SECONDS} s…`);
const deadline = Date.now() + SECONDS * 1000;
await Promise.all(
  emails.map(async (email, vu) => {
    let iteration = 0;
    while (Date.now() < deadline) {
      const session = await timed(
        "sign-in",
        () =>
          fetch(`${base}/auth/v1/token?grant_type=password`, {
            method: "POST",
            headers: headers(),
            body: JSON.stringify({ email, password: PASSWORD }),
          }),
        200,
      );
      if (!session) continue;
      const { access_token: token, user } = JSON.parse(session) as { access_token: string; user: { id: string } };
      // As the catalogue page reads it (web/src/features/catalogue/api): one page, with the anon key alone.
      await timed(
        "catalogue",
        () =>
          fetch(`${base}/rest/v1/formations?${catalogueQueryString({ theme: null })}`, {
            headers: { apikey: DEV_ANON_KEY, prefer: "count=exact" },
          }),
        200,
      );
      const openSession = openSessions[(vu + iteration) % openSessions.length]!;
      const formation = openSession.formation_id;
      await timed(
        "formation",
        () =>
          fetch(`${base}/rest/v1/formations?select=*&id=eq.${formation}`, {
            headers: { ...headers(token), accept: "application/vnd.pgrst.object+json" },
          }),
        200,
      );
      await timed(
        "enrol",
        () =>
          fetch(`${base}/functions/v1/enrol`, {
            method: "POST",
            headers: headers(token),
            body: JSON.stringify({ session_id: openSession.id, payment_method: openSession.method }),
          }),
        [201, 409],
      );
      await timed(
        "my-trainings",
        () =>
          fetch(`${base}/rest/v1/enrollments?select=*,formations(*)&user_id=eq.${user.id}`, {
            headers: headers(token),
          }),
        200,
      );
      iteration++;
    }
  }),
);
server.child.kill("SIGTERM");
await server.exited;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
const rows = (Object.keys(timings) as Call[]).map((call) => {
  const sorted = [...timings[call]].sort((a, b) => a - b);
  return {
    call,
    requests: sorted.length,
    "req/s": +(sorted.length / SECONDS).toFixed(1),
    "p50 ms": +percentile(sorted, 50).toFixed(1),
    "p99 ms": +percentile(sorted, 99).toFixed(1),
    errors: errors[call],
  };
});
console.table(rows);
for (const call of Object.keys(failures) as Call[]) {
  for (const [what, count] of failures[call]) console.log(`${call} failed ${count}× — ${what}`);
}

const engine = process.env.DATABASE_URL ? "postgres" : "pglite";
const day = new Date().toISOString().slice(0, 10);
const file = path.join(import.meta.dirname, "results", `${day}.json`);
mkdirSync(path.dirname(file), { recursive: true });
let results: Record<string, unknown> = {};
try {
  results = JSON.parse(readFileSync(file, "utf8"));
} catch {
  // no results file for today yet: this run starts it
}
const loadAverage1m = Number(loadavg()[0]!.toFixed(2));
console.log(`load average (1 min) at the end: ${loadAverage1m}`);
results[`journey-${engine}`] = {
  users: USERS,
  seconds: SECONDS,
  rows,
  loadAverage1m,
  measuredAt: new Date().toISOString(),
};
writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`written to ${path.relative(process.cwd(), file)}`);
process.exit(rows.some((row) => row.errors > 0) ? 1 : 0);
