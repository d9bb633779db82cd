// Sign-in at the machine's ceiling (issue 46, item 4). In one run:
//   1. the ceiling: how many bcrypt cost-10 verifications a second this machine does with nothing else running
//      (the server's own library, one verification in flight per core, before the server starts and again after it
//      stopped; the journey is compared with the mean of the two);
//   2. the sign-in journey: N concurrent users (20 by default), each in a loop signing in with a password, then
//      making the calls the site makes right after (the user, their profile, « Mes formations »).
// The journey's sign-ins a second are compared with the ceiling (target ≥ 80 %), sign-in's p99 with 2 s and the other
// calls' p99 with 100 ms.
// Usage: npm run bench:sign-in [-- --users 20 --seconds 30]   (DATABASE_URL set → PostgreSQL instead of PGlite)
import { hash, verify } from "@node-rs/bcrypt";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEV_ANON_KEY } from "../server/src/config/defaults";
import { startServer } from "../tests/process";
import { runKey, saveResult, table } from "./lib/results";
import { coresBetween, threadCpu } from "./lib/thread-cpu";

const { values } = parseArgs({
  options: {
    users: { type: "string", default: "20" },
    seconds: { type: "string", default: "30" },
    "ceiling-seconds": { type: "string", default: "8" },
  },
});
const USERS = Number(values.users);
const SECONDS = Number(values.seconds);
const CEILING_SECONDS = Number(values["ceiling-seconds"]);
const PASSWORD = "Formation2027";

/** Verifications a second with one in flight per core (libuv runs them on its threads), for `seconds`. */
async function bcryptCeiling(seconds: number): Promise<number> {
  const stored = await hash(PASSWORD, 10);
  const parallel = os.availableParallelism();
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() < deadline) {
        if (!(await verify(PASSWORD, stored))) throw new Error("bcrypt verification failed");
        done++;
      }
    }),
  );
  return done / seconds;
}

console.log(`Measuring the bcrypt ceiling for ${CEILING_SECONDS} s (load average ${os.loadavg()[0]!.toFixed(2)})…`);
const ceiling = await bcryptCeiling(CEILING_SECONDS);
console.log(`ceiling: ${ceiling.toFixed(1)} verifications/s`);

// BENCH_SERVER_URL measures a server started by hand instead (e.g. under `node --cpu-prof`).
const server = process.env.BENCH_SERVER_URL
  ? undefined
  : await startServer({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "bench-sign-in-")),
      AUTH_RATE_LIMITS: "off",
      DATABASE_URL: process.env.DATABASE_URL ?? "",
    });
const base = process.env.BENCH_SERVER_URL ?? server!.url;
const headers = (token = DEV_ANON_KEY) => ({
  apikey: DEV_ANON_KEY,
  authorization: `Bearer ${token}`,
  "content-type": "application/json",
});

type Call = "sign-in" | "user" | "profile" | "my-trainings";
const CALLS: Call[] = ["sign-in", "user", "profile", "my-trainings"];
const timings = Object.fromEntries(CALLS.map((call) => [call, [] as number[]])) as Record<Call, number[]>;
const errors = Object.fromEntries(CALLS.map((call) => [call, new Map<string, number>()])) as Record<
  Call,
  Map<string, number>
>;

async function timed(call: Call, request: () => Promise<Response>): Promise<string | undefined> {
  const start = performance.now();
  try {
    const response = await request();
    const body = await response.text();
    timings[call].push(performance.now() - start);
    if (response.ok) return body;
    const what = `${response.status}: ${body.slice(0, 120)}`;
    errors[call].set(what, (errors[call].get(what) ?? 0) + 1);
  } catch (error) {
    const what = error instanceof Error ? error.message : String(error);
    errors[call].set(what, (errors[call].get(what) ?? 0) + 1);
  }
  return undefined;
}

console.log(`Creating ${USERS} accounts on ${base}…`);
const emails = await Promise.all(
  Array.from({ length: USERS }, async (_, i) => {
    const email = `sign-in-${i}-${Date.now()}@example.com`;
    const response = await fetch(`${base}/auth/v1/signup`, {
      method: "POST",
      headers: headers(),
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!response.ok) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
    return email;
  }),
);

console.log(`Running ${USERS} users signing in for ${SECONDS} s…`);
// Where the two cores go during the journey: the server's threads, and this process (the load generator), which a
// firm's server would not have beside it (decision 1168).
const serverPid = server?.child.pid;
const serverCpuBefore = serverPid ? threadCpu(serverPid) : new Map<string, number>();
const clientCpuBefore = process.cpuUsage();
const started = performance.now();
const deadline = Date.now() + SECONDS * 1000;
await Promise.all(
  emails.map(async (email) => {
    while (Date.now() < deadline) {
      const session = await timed("sign-in", () =>
        fetch(`${base}/auth/v1/token?grant_type=password`, {
          method: "POST",
          headers: headers(),
          body: JSON.stringify({ email, password: PASSWORD }),
        }),
      );
      if (!session) continue;
      const { access_token: token, user } = JSON.parse(session) as { access_token: string; user: { id: string } };
      // What the signed-in app asks for next, as it asks for it.
      await Promise.all([
        timed("user", () => fetch(`${base}/auth/v1/user`, { headers: headers(token) })),
        timed("profile", () =>
          fetch(`${base}/rest/v1/profiles?select=*&id=eq.${user.id}`, { headers: headers(token) }),
        ),
        timed("my-trainings", () =>
          fetch(`${base}/rest/v1/enrollments?select=id,status,session_id&user_id=eq.${user.id}`, {
            headers: headers(token),
          }),
        ),
      ]);
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
const clientCpu = process.cpuUsage(clientCpuBefore);
const clientCores = (clientCpu.user + clientCpu.system) / 1e6 / elapsed;
const serverCores = serverPid ? coresBetween(serverCpuBefore, threadCpu(serverPid), elapsed) : [];
if (server) {
  server.child.kill("SIGTERM");
  await server.exited;
}
// The ceiling again once the server has stopped: on a machine shared with others the load moves during a run, and
// the journey is compared with the mean of the ceiling measured just before and just after it (decision 1131).
console.log(`Measuring the bcrypt ceiling again (load average ${os.loadavg()[0]!.toFixed(2)})…`);
const ceilingAfter = await bcryptCeiling(CEILING_SECONDS);
console.log(`ceiling after: ${ceilingAfter.toFixed(1)} verifications/s`);
const ceilingMean = (ceiling + ceilingAfter) / 2;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
const rows = CALLS.map((call) => {
  const sorted = [...timings[call]].sort((a, b) => a - b);
  const failed = [...errors[call].values()].reduce((sum, count) => sum + count, 0);
  return {
    call,
    requests: sorted.length,
    perSecond: sorted.length / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    failed,
  };
});
const signInRate = (rows[0]!.requests - rows[0]!.failed) / elapsed;
console.log(
  table(
    ["call", "requests", "req/s", "p50 ms", "p99 ms", "errors"],
    rows.map((row) => [
      row.call,
      row.requests,
      row.perSecond.toFixed(1),
      row.p50.toFixed(1),
      row.p99.toFixed(1),
      row.failed,
    ]),
  ),
);
for (const call of CALLS) for (const [what, count] of errors[call]) console.log(`${call} failed ${count}× — ${what}`);
console.log(
  `CPU during the journey, in cores of ${os.availableParallelism()}: load generator ${clientCores.toFixed(2)}; server ` +
    serverCores.map(([name, cores]) => `${name} ${cores.toFixed(2)}`).join(", "),
);
// The same per journey (one sign-in and its three calls), in CPU milliseconds: the figure the code moves, steadier
// than the share on a shared machine (decision 1171). « outside hashing » is what the journey takes from bcrypt.
const msPerJourney = (cores: number) => (signInRate > 0 ? (cores * 1000) / signInRate : NaN);
const outsideHashing = serverCores.filter(([name]) => name !== "hashing").reduce((sum, [, cores]) => sum + cores, 0);
console.log(
  `CPU per journey, in ms: ` +
    serverCores.map(([name, cores]) => `${name} ${msPerJourney(cores).toFixed(1)}`).join(", ") +
    `; server outside hashing ${msPerJourney(outsideHashing).toFixed(1)}; load generator ${msPerJourney(clientCores).toFixed(1)}`,
);
const share = signInRate / ceilingMean;
// The second way (decision 1168): the ceiling the server had, once the load generator's own CPU — which the ceiling's
// measurement does not pay and a firm's server would not run — is taken out of the machine's cores.
const cores = os.availableParallelism();
const serverCeiling = (ceilingMean * Math.max(0, cores - clientCores)) / cores;
const serverShare = signInRate / serverCeiling;
const otherP99 = Math.max(...rows.slice(1).map((row) => row.p99));
console.log(
  [
    `sign-ins/s ${signInRate.toFixed(1)} = ${(share * 100).toFixed(0)} % of the ceiling ${ceilingMean.toFixed(1)} (target ≥ 80 %; ` +
      `before ${ceiling.toFixed(1)}: ${((100 * signInRate) / ceiling).toFixed(0)} %, after ${ceilingAfter.toFixed(1)}: ` +
      `${((100 * signInRate) / ceilingAfter).toFixed(0)} %)`,
    `without the load generator's ${clientCores.toFixed(2)} cores: ${(serverShare * 100).toFixed(0)} % of ` +
      `${serverCeiling.toFixed(1)} (decision 1168)`,
    `sign-in p99 ${rows[0]!.p99.toFixed(0)} ms (target ≤ 2000), other calls' p99 ${otherP99.toFixed(0)} ms (target ≤ 100)`,
    `load average (1 min) at the end: ${os.loadavg()[0]!.toFixed(2)}`,
  ].join("\n"),
);
const file = saveResult(runKey(`sign-in-${process.env.DATABASE_URL ? "postgres" : "pglite"}`), {
  users: USERS,
  seconds: SECONDS,
  ceilingPerSecond: ceilingMean,
  ceilingBefore: ceiling,
  ceilingAfter,
  signInsPerSecond: signInRate,
  shareOfCeiling: share,
  loadGeneratorCores: clientCores,
  serverCeilingPerSecond: serverCeiling,
  shareOfServerCeiling: serverShare,
  serverCores: Object.fromEntries(serverCores),
  serverMsPerJourney: Object.fromEntries(serverCores.map(([name, cores]) => [name, msPerJourney(cores)])),
  serverMsPerJourneyOutsideHashing: msPerJourney(outsideHashing),
  rows,
});
console.log(`written to ${path.relative(process.cwd(), file)}`);
process.exit(rows.some((row) => row.failed > 0) ? 1 : 0);
