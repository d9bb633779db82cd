// Issue 46 item 5: the back office, « Mes formations », the quality report and the accounting export at a firm's real
// volume (3,000 formations, 10,000 sessions, 200,000 enrollments, 1,000,000 attendance marks, 100,000 invoices, 50,000
// enquiries) and at a tenth of it, on PostgreSQL, through the real API as the web calls it, with real JWTs.
//
// Usage: npm run bench:volume [-- --scales 0.1,1 --runs 40 --only Sessions,Demandes]
//   DATABASE_URL names the PostgreSQL server (any database on it; default postgres://site_ci:site_ci@127.0.0.1:5432/
//   postgres). Each scale gets a database of its own, <database>_volume_<scale×100> (bench_volume_<scale×100> when
//   DATABASE_URL names the postgres database), dropped and made again; it is kept
//   after the run (BENCH_KEEP=0 drops it) for EXPLAIN. Prints a table per scale and saves them under "volume" in
//   bench/results/. Not a timed test: the figures depend on the machine and its load (noted beside them).
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { DEV_ANON_KEY } from "../server/src/config/defaults";
import { startServer } from "../tests/process";
import { PUBLIC_FORMATION_COLUMNS, PUBLIC_SESSION_COLUMNS } from "../web/src/domain/formation";
import { saveResult, table } from "./lib/results";
import { baseIds, orphanCheck, volumeAt, volumeStatements } from "./volume-seed";

const { values: args } = parseArgs({
  options: {
    scales: { type: "string", default: "0.1,1" },
    runs: { type: "string", default: "40" },
    // Measure the databases a previous run loaded, without loading them again (after a migration, for instance).
    reuse: { type: "boolean", default: false },
    // Only the cases whose name contains one of these words (comma-separated), to measure one screen again.
    only: { type: "string", default: "" },
  },
});
const SCALES = args.scales!.split(",").map(Number);
const RUNS = Number(args.runs);
const SERVER_URL = process.env.DATABASE_URL || "postgres://site_ci:site_ci@127.0.0.1:5432/postgres";
const PASSWORD = "Bench-Volume-2026";
/** Several people benching on one server each name their databases after their own (site_e → site_e_volume_10). */
const DATABASE_PREFIX = ((name) => (name && name !== "postgres" ? name : "bench"))(
  new URL(SERVER_URL).pathname.slice(1),
);

type Kind = "list" | "report";
interface Case {
  name: string;
  kind: Kind;
  /** The screen's requests, sent together as the web sends them; the case's time is until the last one answers. */
  requests: () => Promise<Response>[];
}

function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function signUp(origin: string, email: string, fullName: string): Promise<{ id: string; token: string }> {
  const response = await fetch(`${origin}/auth/v1/signup`, {
    method: "POST",
    headers: { apikey: DEV_ANON_KEY, "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD, data: { full_name: fullName } }),
  });
  const body = (await response.json()) as { access_token?: string; user?: { id: string } };
  if (!body.access_token || !body.user) throw new Error(`signup ${email}: HTTP ${response.status}`);
  return { id: body.user.id, token: body.access_token };
}

async function signIn(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: DEV_ANON_KEY, "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in ${email}: HTTP ${response.status}`);
  return body.access_token;
}

function cases(
  origin: string,
  staff: string,
  learner: { id: string; token: string },
  sessionId: number,
  cursor: { created_at: string; id: number },
): Case[] {
  const headers = (token: string, extra: Record<string, string> = {}) => ({
    apikey: DEV_ANON_KEY,
    authorization: `Bearer ${token}`,
    ...extra,
  });
  const get = (token: string, query: string, extra: Record<string, string> = {}) =>
    fetch(`${origin}/rest/v1/${query}`, { headers: headers(token, extra) });
  const rpc = (token: string, name: string, body: unknown) =>
    fetch(`${origin}/rest/v1/rpc/${name}`, {
      method: "POST",
      headers: headers(token, { "content-type": "application/json" }),
      body: JSON.stringify(body),
    });
  const q = (s: string) => encodeURIComponent(s.replace(/\s+/g, ""));
  // Every row of a read, a thousand at a time until a short page, as the exports read them (decision 1077).
  const everyPage = async (read: (offset: number) => Promise<Response>): Promise<Response> => {
    for (let offset = 0; ; offset += 1000) {
      const response = await read(offset);
      if (!response.ok) return response;
      const rows = (await response.clone().json()) as unknown[];
      if (rows.length < 1000) return response;
    }
  };
  // One page of « Paiements et inscriptions » as the screen reads it: 51 rows from the database, then the page's
  // payments and refunds (decision 1076).
  const enrollmentPage = async (args: Record<string, unknown>): Promise<Response> => {
    const page = await rpc(staff, "admin_enrollments_page", { p_limit: 51, ...args });
    if (!page.ok) return page;
    const ids = ((await page.clone().json()) as { id: number }[]).slice(0, 50).map((row) => row.id);
    const list = ids.length > 0 ? ids.join(",") : "0";
    const [payments, refunds] = await Promise.all([
      get(
        staff,
        `payments?select=*,payment_events(id,status,source,note,created_at)&enrollment_id=in.(${list})&order=created_at.desc`,
      ),
      get(
        staff,
        `refunds?select=enrollment_id,amount,currency,status&reason=eq.cancellation&enrollment_id=in.(${list})`,
      ),
    ]);
    await payments.arrayBuffer();
    return refunds.ok ? page : refunds;
  };
  const mine = q(
    `*,formations(${PUBLIC_FORMATION_COLUMNS}),course_sessions(${PUBLIC_SESSION_COLUMNS}),` +
      "payments(id,status,channel,amount,created_at,phone),invoices(number)," +
      "refunds(amount,currency,status,created_at,refunded_at,expected_on,reason),credit_notes(number)," +
      "enrollment_status_changes(new_status,actor,reason,changed_at)",
  );
  return [
    // « Formations » and « Sessions » a page at a time (decision 1112): 51 rows from the database.
    {
      name: "Formations, 1re page (admin)",
      kind: "list",
      requests: () => [rpc(staff, "admin_formations_page", { p_limit: 51 })],
    },
    {
      name: "Formations, recherche",
      kind: "list",
      requests: () => [rpc(staff, "admin_formations_page", { p_search: "gestion", p_limit: 51 })],
    },
    // The session form's formation picker and « Gérer les experts », searched in the database (decision 1133).
    {
      name: "Choix d'une formation, recherche",
      kind: "list",
      requests: () => [rpc(staff, "admin_formation_choices", { p_search: "gestion", p_limit: 20 })],
    },
    {
      name: "Experts, 1re page",
      kind: "list",
      requests: () => [rpc(staff, "admin_experts", { p_limit: 51 })],
    },
    {
      name: "Sessions à venir, 1re page (admin)",
      kind: "list",
      requests: () => [rpc(staff, "admin_sessions_page", { p_limit: 51 })],
    },
    {
      name: "Sessions terminées, 1re page",
      kind: "list",
      requests: () => [rpc(staff, "admin_sessions_page", { p_past: true, p_limit: 51 })],
    },
    {
      name: "Inscriptions, 1re page (admin)",
      kind: "list",
      requests: () => [enrollmentPage({})],
    },
    {
      name: "Inscriptions, page suivante",
      kind: "list",
      requests: () => [enrollmentPage({ p_before_created: cursor.created_at, p_before_id: cursor.id })],
    },
    {
      name: "Inscriptions, en attente",
      kind: "list",
      requests: () => [enrollmentPage({ p_status: "pending" })],
    },
    {
      name: "Inscriptions, recherche « diallo »",
      kind: "list",
      requests: () => [enrollmentPage({ p_search: "diallo" })],
    },
    {
      name: "Inscriptions, recherche d'un titre",
      kind: "list",
      requests: () => [enrollmentPage({ p_search: "gestion de projet" })],
    },
    // A rare search (one learner's e-mail) and a word in nothing: the walk of the newest-first index read the whole
    // table for these before decision 1166.
    {
      name: "Inscriptions, recherche d'un e-mail",
      kind: "list",
      requests: () => [enrollmentPage({ p_search: "apprenant4321@bench.example" })],
    },
    {
      name: "Inscriptions, recherche sans résultat",
      kind: "list",
      requests: () => [enrollmentPage({ p_search: "introuvable" })],
    },
    {
      name: "Chiffres clés (tableau de bord)",
      kind: "report",
      requests: () => [rpc(staff, "admin_enrollment_figures", {})],
    },
    {
      name: "Statistiques",
      kind: "report",
      requests: () => [rpc(staff, "admin_enrollment_statistics", {})],
    },
    // The inbox a page at a time (decision 1112): the screen's default (not archived), a search, and the next page.
    {
      name: "Demandes, 1re page (inbox)",
      kind: "list",
      requests: () => [rpc(staff, "admin_enquiries_page", { p_status: "actives", p_limit: 51 })],
    },
    {
      name: "Demandes, recherche « diallo »",
      kind: "list",
      requests: () => [rpc(staff, "admin_enquiries_page", { p_status: "actives", p_search: "diallo", p_limit: 51 })],
    },
    // A word in no enquiry: the whole inbox is read before the empty answer (the worst case of a search).
    {
      name: "Demandes, recherche sans résultat",
      kind: "list",
      requests: () => [
        rpc(staff, "admin_enquiries_page", { p_status: "actives", p_search: "introuvable", p_limit: 51 }),
      ],
    },
    {
      name: "Demandes non lues (count)",
      kind: "list",
      requests: () => [
        fetch(`${origin}/rest/v1/enquiries?select=id&read_at=is.null&status=neq.archivee`, {
          method: "HEAD",
          headers: headers(staff, { prefer: "count=exact" }),
        }),
      ],
    },
    {
      name: "Recherche de personnes",
      kind: "list",
      requests: () => [rpc(staff, "admin_search_people", { p_search: "diallo", p_limit: 20 })],
    },
    {
      name: "Émargement d'une session",
      kind: "list",
      requests: () => [
        get(
          staff,
          `course_sessions?select=id,starts_on,ends_on,city,venue,venue_latitude,venue_longitude,formations(title)&id=eq.${sessionId}`,
        ),
        get(
          staff,
          `session_slots?select=id,starts_at,ends_at,time_zone,trainer_signed_at&session_id=eq.${sessionId}&order=starts_at`,
        ),
        rpc(staff, "session_attendance_summary", { p_session: sessionId }),
        get(
          staff,
          `attendance?select=slot_id,enrollment_id,status,method,reason,recorded_at,flags,distance_m,session_slots!inner(session_id)&session_slots.session_id=eq.${sessionId}`,
        ),
        get(
          staff,
          `attendance_corrections?select=slot_id,enrollment_id,old_status,new_status,reason,corrected_at,session_slots!inner(session_id)&session_slots.session_id=eq.${sessionId}&order=corrected_at`,
        ),
      ],
    },
    {
      name: "Mes formations (learner)",
      kind: "list",
      requests: () => [
        get(learner.token, `enrollments?select=${mine}&user_id=eq.${learner.id}&order=created_at.desc,id.desc`),
      ],
    },
    // What « Résultats » opens on (decision 1132): the last three months, today included.
    {
      name: "Résultats (report, 3 months, the page's default)",
      kind: "report",
      requests: () => [rpc(staff, "evaluation_results", { p_from: "2026-09-07", p_to: "2026-12-07" })],
    },
    {
      name: "Résultats (report, 1 year)",
      kind: "report",
      requests: () => [rpc(staff, "evaluation_results", { p_from: "2025-12-01", p_to: "2026-11-30" })],
    },
    {
      name: "Résultats (report, whole history)",
      kind: "report",
      requests: () => [rpc(staff, "evaluation_results", {})],
    },
    {
      name: "Bilan qualité (PDF)",
      kind: "report",
      requests: () => [
        fetch(`${origin}/functions/v1/quality-report`, {
          method: "POST",
          headers: headers(staff, { "content-type": "application/json", accept: "application/pdf" }),
          body: JSON.stringify({ session_id: sessionId }),
        }),
      ],
    },
    // The whole year in one answer, computed once (decision 1132; before: a thousand lines a request, 23 requests).
    {
      name: "Journal des ventes (export, 1 year)",
      kind: "report",
      requests: () => [rpc(staff, "sales_ledger_lines", { p_from: "2025-01-01", p_to: "2025-12-31" })],
    },
    {
      name: "Export des paiements (1 month)",
      kind: "report",
      requests: () => [
        (async () => {
          const [payments, refunds] = await Promise.all([
            everyPage((offset) =>
              get(
                staff,
                `payments?select=id,enrollment_id,provider,channel,provider_reference,amount,currency,gateway_fee,updated_at&status=eq.succeeded&updated_at=gte.2025-10-01T00:00:00Z&updated_at=lt.2025-11-01T00:00:00Z&order=updated_at,id&offset=${offset}&limit=1000`,
              ),
            ),
            everyPage((offset) =>
              get(
                staff,
                `refunds?select=id,enrollment_id,amount,currency,refunded_at,provider_refund_id,payments(provider,channel)&status=eq.refunded&refunded_at=gte.2025-10-01T00:00:00Z&refunded_at=lt.2025-11-01T00:00:00Z&order=refunded_at,id&offset=${offset}&limit=1000`,
              ),
            ),
          ]);
          if (!payments.ok || !refunds.ok) return payments.ok ? refunds : payments;
          // The invoices of those enrollments, 200 at a time (what the export reads next).
          const ids = [
            ...new Set(((await payments.clone().json()) as { enrollment_id: number }[]).map((p) => p.enrollment_id)),
          ];
          let last = payments;
          for (let start = 0; start < ids.length; start += 200) {
            last = await get(
              staff,
              `invoices?select=enrollment_id,number,customer_name,formation_title&enrollment_id=in.(${ids.slice(start, start + 200).join(",")})`,
            );
            if (!last.ok) return last;
            await last.clone().arrayBuffer();
          }
          return payments;
        })(),
      ],
    },
  ];
}

interface Measured {
  case: string;
  kind: Kind;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  rows: string;
  errors: number;
  target: string;
}

async function measure(one: Case, runs: number): Promise<Measured> {
  const times: number[] = [];
  let errors = 0;
  let rows = "";
  for (let i = 0; i < runs + 2; i++) {
    const start = performance.now();
    const responses = await Promise.all(one.requests());
    const bodies = await Promise.all(responses.map((r) => r.arrayBuffer()));
    const elapsed = performance.now() - start;
    if (i < 2) {
      // warm-up; note what came back
      rows = responses
        .map((r, n) => {
          if (!r.ok) return `HTTP ${r.status}`;
          const range = r.headers.get("content-range");
          if (range) return range.split("/")[1] === "*" ? range : `count ${range.split("/")[1]}`;
          const type = r.headers.get("content-type") ?? "";
          if (type.includes("json")) {
            const body = JSON.parse(new TextDecoder().decode(bodies[n]!)) as unknown;
            return Array.isArray(body) ? String(body.length) : "1";
          }
          return `${(bodies[n]!.byteLength / 1024).toFixed(0)} KiB`;
        })
        .join(" + ");
      continue;
    }
    if (responses.some((r) => !r.ok)) errors++;
    times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  const limit = one.kind === "list" ? 200 : 1000;
  return {
    case: one.name,
    kind: one.kind,
    p50Ms: Math.round(percentile(times, 50)),
    p99Ms: Math.round(p99),
    maxMs: Math.round(times.at(-1)!),
    rows,
    errors,
    target: `${p99 <= limit && errors === 0 ? "met" : "MISSED"} (≤ ${limit} ms)`,
  };
}

for (const scale of SCALES) {
  const volume = volumeAt(scale);
  const name = `${DATABASE_PREFIX}_volume_${Math.round(scale * 100)}`;
  const url = databaseUrl(name);
  if (!args.reuse)
    await admin(SERVER_URL, async (client) => {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.query(`create database ${name}`);
    });
  console.log(`\n× ${scale}: ${JSON.stringify(volume)} into ${name}`);
  const server = await startServer({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "bench-volume-")),
    DATABASE_URL: url,
    AUTH_RATE_LIMITS: "off",
    JOBS_POLL_MS: "0",
  });
  try {
    const staffEmail = "bench-admin@bench.example";
    const learnerEmail = "bench-learner@bench.example";
    const learner = args.reuse
      ? await admin(url, async (client) => ({
          id: (await client.query<{ id: string }>("select id from auth.users where email = $1", [learnerEmail]))
            .rows[0]!.id,
          token: "",
        }))
      : (await signUp(server.url, staffEmail, "Admin Bench"),
        await signUp(server.url, learnerEmail, "Apprenant Bench"));
    const loadStarted = performance.now();
    const loaded = await admin(url, async (client) => {
      if (args.reuse) {
        const session = await client.query<{ id: string }>(
          `select e.session_id as id from public.enrollments e where e.status = 'completed'
            order by e.session_id desc limit 1`,
        );
        return { timings: {}, counts: {}, sessionId: Number(session.rows[0]!.id), base: {} };
      }
      const base = await baseIds(client);
      await client.query("begin");
      const timings: Record<string, number> = {};
      for (const [step, sql] of volumeStatements(volume, base, learner.id)) {
        const started = performance.now();
        await client.query(sql);
        timings[step] = Math.round(performance.now() - started);
      }
      await client.query("update public.profiles set role = 'admin' where email = $1", [staffEmail]);
      await client.query("commit");
      const orphans = await orphanCheck(client);
      if (orphans.length > 0) throw new Error(`the load broke foreign keys: ${orphans.join("; ")}`);
      await client.query("analyze");
      const counts = await client.query<Record<string, string>>(
        `select (select count(*) from public.formations) as formations,
                (select count(*) from public.course_sessions) as sessions,
                (select count(*) from public.enrollments) as enrollments,
                (select count(*) from public.attendance) as attendance,
                (select count(*) from public.invoices) as invoices,
                (select count(*) from public.enquiries) as enquiries,
                (select count(*) from public.session_slots) as slots,
                (select count(*) from public.evaluation_answers) as evaluations,
                pg_size_pretty(pg_database_size(current_database())) as size`,
      );
      // A held session with a full attendance sheet and evaluations, for the session-wide cases.
      const session = await client.query<{ id: string }>(
        `select e.session_id as id from public.enrollments e where e.status = 'completed'
          order by e.session_id desc limit 1`,
      );
      return { timings, counts: counts.rows[0]!, sessionId: Number(session.rows[0]!.id), base };
    });
    const loadSeconds = Math.round((performance.now() - loadStarted) / 1000);
    console.log(`loaded in ${loadSeconds} s: ${JSON.stringify(loaded.counts)}`);
    console.log(`steps (ms): ${JSON.stringify(loaded.timings)}`);
    const staff = await signIn(server.url, staffEmail);
    const learnerToken = await signIn(server.url, learnerEmail);
    // Where « Voir plus » starts the second page: the 50th enrollment of the first.
    const firstPage = await fetch(`${server.url}/rest/v1/rpc/admin_enrollments_page`, {
      method: "POST",
      headers: { apikey: DEV_ANON_KEY, authorization: `Bearer ${staff}`, "content-type": "application/json" },
      body: JSON.stringify({ p_limit: 50 }),
    });
    const cursor = ((await firstPage.json()) as { created_at: string; id: number }[]).at(-1)!;
    const rows: Measured[] = [];
    const only = args.only!.split(",").filter(Boolean);
    for (const one of cases(server.url, staff, { id: learner.id, token: learnerToken }, loaded.sessionId, cursor)) {
      if (only.length > 0 && !only.some((word) => one.name.includes(word))) continue;
      const runs = one.kind === "report" ? Math.max(5, Math.round(RUNS / 4)) : RUNS;
      rows.push(await measure(one, runs));
      console.log(`  ${one.name}: p99 ${rows.at(-1)!.p99Ms} ms`);
    }
    const uptime = os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(", ");
    console.log(
      `\n× ${scale} — load average ${uptime}, ${RUNS} runs per list, ${Math.max(5, Math.round(RUNS / 4))} per report`,
    );
    console.log(
      table(
        ["case", "p50 ms", "p99 ms", "max ms", "rows", "errors", "target"],
        rows.map((r) => [r.case, r.p50Ms, r.p99Ms, r.maxMs, r.rows, r.errors, r.target]),
      ),
    );
    // One key per scale, so that measuring one size again keeps the other's figures; a run of some cases only
    // (--only) has a key of its own and keeps the whole run's.
    const file = saveResult(`volume-x${scale}${args.only ? "-some" : ""}`, {
      runs: RUNS,
      reused: args.reuse,
      volume,
      counts: loaded.counts,
      loadSeconds,
      loadSteps: loaded.timings,
      loadAverage: uptime,
      rows,
    });
    console.log(`saved in ${file}`);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    if (process.env.BENCH_KEEP === "0")
      await admin(SERVER_URL, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
}
