/**
 * README's hosted path ("Using a hosted Supabase project"), verified end to end as far as this machine allows
 * (issue 29, item 6; decision 0956):
 *
 *   1. a throw-away database on a local PostgreSQL server, bootstrapped as Supabase bootstraps a project: its roles
 *      (anon, authenticated, service_role, the authenticator the API logs in as, supabase_admin owning the platform's
 *      schemas), the `extensions` schema with its extensions, the API roles' statement timeouts, and Supabase's current
 *      default privileges (nothing granted on new public objects: changelog #45329);
 *   2. the server started on it as `npm start` starts (the migrations apply; /functions/v1 runs the files of
 *      `supabase/functions` in Deno; queued e-mails leave through the `process-jobs` function on a timer);
 *   3. a learner's enrollment → payment → invoice through supabase-js, calling the functions by their public names
 *      only, and an enquiry's two e-mails;
 *   4. the site served against that API as against a hosted project (`SUPABASE_URL`, `SUPABASE_ANON_KEY`: no
 *      database of its own), answering `/blog/<slug>` of an article just published (issue 49 item 10, decision 1096).
 *
 * Each step is printed; the first failure stops the run with a non-zero exit code. The database is dropped at the end.
 *
 *   npm run verify:hosted            (DATABASE_URL: a server where this user may create databases and roles;
 *                                     default: the CI one, postgres://site_ci:site_ci@127.0.0.1:5432/site_ci)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import pg from "pg";
import WebSocket from "ws";
import { DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY, REPO_ROOT } from "../server/src/config/defaults";

const DEFAULT_DATABASE_URL = "postgres://site_ci:site_ci@127.0.0.1:5432/site_ci";
const PASSWORD = "Formation2027";
const XOF_FORMATION = 1; // a seeded formation priced in francs CFA (Mobile Money through the sandbox gateway)
/** The functions the flows call, by their public /functions/v1 names. */
const CALLED_FUNCTIONS = ["enrol", "create-payment", "invoice", "process-jobs"];

/**
 * What Supabase creates in a new project before any migration of its own (supabase/postgres, "initial schema"), in
 * as much as the project's migrations and the API expect it. The platform's services (GoTrue, Storage) then create
 * their tables in `auth` and `storage`: here the local server does, as it plays those services.
 */
const SUPABASE_BOOTSTRAP = `
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated', 'service_role', 'authenticator', 'supabase_admin',
                                   'supabase_auth_admin', 'supabase_storage_admin'] loop
    if not exists (select 1 from pg_roles where rolname = role_name) then
      execute format('create role %I nologin noinherit', role_name);
    end if;
  end loop;
end
$$;
alter role service_role bypassrls;
-- PostgREST logs in as the authenticator and switches to the request's role.
alter role authenticator login;
grant anon, authenticated, service_role to authenticator;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

create schema if not exists extensions authorization supabase_admin;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create schema if not exists auth authorization supabase_auth_admin;
create schema if not exists storage authorization supabase_storage_admin;
grant usage on schema public to anon, authenticated, service_role;

-- Supabase's current defaults: the API roles are granted nothing on new public tables, sequences and functions.
alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges in schema public revoke all on functions from anon, authenticated, service_role;
`;

export class StepFailed extends Error {
  override name = "StepFailed";
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new StepFailed(message);
}

/** Polls `read` until `done` holds or `timeoutMs` passes; answers the last value. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function supabaseClient(url: string, key = DEV_ANON_KEY): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

/** Starts the server as `npm start` does, on `databaseUrl`; answers its address once it is ready. */
async function startServer(databaseUrl: string, dataDir: string, log: (line: string) => void) {
  return startProcess(
    {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JOBS_POLL_MS: "300",
      AUTH_RATE_LIMITS: "off",
      FORM_RATE_LIMIT: "off",
      NOTIFY_EMAIL: "contact@example.com",
    },
    log,
  );
}

/** Starts the site alone, as `npm start` serves it against a hosted project: the API is `supabaseUrl`'s. */
function startSite(supabaseUrl: string, log: (line: string) => void) {
  const { DATABASE_URL: _database, DATA_DIR: _data, ...env } = process.env;
  return startProcess({ ...env, SUPABASE_URL: supabaseUrl, SUPABASE_ANON_KEY: DEV_ANON_KEY }, log, false);
}

async function startProcess(env: NodeJS.ProcessEnv, log: (line: string) => void, inherit = true) {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(REPO_ROOT, "server/src/main.ts")], {
    cwd: REPO_ROOT,
    env: { ...(inherit ? process.env : {}), ...env, PORT: "0", HOST: "127.0.0.1", NODE_ENV: "development" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new StepFailed(`the server did not start in 90 s:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Site ready on (http:\/\/\S+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1].replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new StepFailed(`the server stopped (exit ${code}):\n${output}`));
    });
  });
  for (const line of output.split("\n").filter((l) => /migrations applied|database:/.test(l))) {
    log(`    ${line.length > 160 ? `${line.slice(0, 157)}…` : line}`);
  }
  return { child, url, output: () => output };
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 12_000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

type Mail = { to: string; subject: string; text: string };
const outbox = async (url: string) => (await (await fetch(`${url}/_dev/outbox`)).json()) as Mail[];

/** The learner's flow and the enquiry, through supabase-js against the started server. */
async function runFlows(url: string, step: <T>(label: string, run: () => Promise<T>) => Promise<T>) {
  const service = supabaseClient(url, DEV_SERVICE_ROLE_KEY);
  const learner = supabaseClient(url);
  const email = `hosted-${randomUUID()}@example.com`;

  const sessionId = await step("a dated session of a formation (service role)", async () => {
    const { data, error } = await service
      .from("course_sessions")
      .insert({
        formation_id: XOF_FORMATION,
        starts_on: "2030-05-04",
        ends_on: "2030-05-06",
        city: "Abidjan",
        capacity: 20,
      })
      .select("id")
      .single();
    check(!error && data, `course_sessions insert: ${error?.message}`);
    return (data as { id: number }).id;
  });

  await step("sign-up and sign-in of a learner", async () => {
    const signedUp = await learner.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: "Awa Koné" } },
    });
    check(!signedUp.error && signedUp.data.session, `sign-up: ${signedUp.error?.message}`);
    const signedIn = await learner.auth.signInWithPassword({ email, password: PASSWORD });
    check(!signedIn.error && signedIn.data.session, `sign-in: ${signedIn.error?.message}`);
  });

  const enrollmentId = await step("functions.invoke('enrol')", async () => {
    const { data, error } = await learner.functions.invoke("enrol", {
      body: { session_id: sessionId, payment_method: "mobile" },
    });
    check(!error && data?.enrollment_id, `enrol: ${error?.message ?? JSON.stringify(data)}`);
    return Number(data.enrollment_id);
  });

  const checkoutUrl = await step("functions.invoke('create-payment') (Mobile Money, sandbox gateway)", async () => {
    const { data, error } = await learner.functions.invoke("create-payment", {
      body: { enrollment_id: enrollmentId, channel: "orange_money", phone: "+225 07 01 02 03 04" },
    });
    check(!error && data?.checkout_url, `create-payment: ${error?.message ?? JSON.stringify(data)}`);
    return String(data.checkout_url);
  });

  await step("pay on the gateway's checkout page; the signed notification confirms the enrollment", async () => {
    const page = await fetch(checkoutUrl);
    check(page.ok, `checkout page answered ${page.status}`);
    const chosen = await fetch(checkoutUrl, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ outcome: "succeeded" }),
    });
    check(chosen.status === 303, `checkout choice answered ${chosen.status}`);
    const status = await until(
      async () => (await learner.from("enrollments").select("status").eq("id", enrollmentId).single()).data?.status,
      (value) => value === "confirmed",
    );
    check(status === "confirmed", `the enrollment is ${status}, not confirmed`);
  });

  await step("functions.invoke('invoice'): the invoice PDF", async () => {
    const { data, error } = await learner.functions.invoke("invoice", { body: { enrollment_id: enrollmentId } });
    check(!error && data instanceof Blob, `invoice: ${error?.message ?? typeof data}`);
    const bytes = new Uint8Array(await (data as Blob).arrayBuffer());
    check(new TextDecoder().decode(bytes.slice(0, 5)) === "%PDF-", "the invoice is not a PDF");
    return bytes.length;
  });

  await step("the payment receipt e-mail (process-jobs)", async () => {
    const mails = await until(
      async () => (await outbox(url)).filter((m) => m.to === email && m.subject.startsWith("Paiement reçu")),
      (found) => found.length > 0,
    );
    check(mails.length === 1, `receipts to the learner: ${mails.length}`);
  });

  await step("an enquiry from a visitor: the firm's notification and the acknowledgement (process-jobs)", async () => {
    const visitor = `visiteur-${randomUUID()}@example.com`;
    const { error } = await supabaseClient(url).from("enquiries").insert({
      kind: "contact",
      full_name: "Awa Koné",
      email: visitor,
      organisation: "Orange CI",
      subject: "Accompagnement PMO",
      message: "Bonjour, nous souhaitons structurer notre bureau de projets.",
      consent: true,
      source_path: "/contact",
    });
    check(!error, `enquiry: ${error?.message}`);
    const mails = await until(
      async () => (await outbox(url)).filter((m) => m.to === visitor || m.text.includes(visitor)),
      (found) => found.length >= 2,
    );
    check(mails.length === 2, `e-mails about the enquiry: ${mails.length}`);
  });

  await step(
    "an article published now: /blog/<slug> of the site served against the project (SUPABASE_URL)",
    async () => {
      const slug = `article-${randomUUID().slice(0, 8)}`;
      const title = "Piloter un portefeuille de projets à Abidjan";
      const { error } = await service.from("articles").insert({
        slug,
        title,
        summary: "Ce que change un bureau de projets.",
        body_html: "<p>Un article publié à l'instant.</p>",
        status: "published",
        published_at: new Date(Date.now() - 60_000).toISOString(),
      });
      check(!error, `articles insert: ${error?.message}`);
      const site = await startSite(url, () => undefined);
      try {
        const page = await fetch(`${site.url}/blog/${slug}`);
        const html = await page.text();
        check(page.status === 200, `/blog/${slug} answered ${page.status}`);
        check(html.includes(title) && html.includes("publié à l'instant"), `/blog/${slug} does not show the article`);
        const unknown = await fetch(`${site.url}/blog/${slug}-inconnu`);
        check(unknown.status === 404, `an unknown article answered ${unknown.status}`);
      } finally {
        await stopServer(site.child);
      }
    },
  );
}

/** Runs the whole path; throws StepFailed (or the error met) on the first failure. */
export async function verifyHostedPath(
  databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL,
  log: (line: string) => void = console.log,
): Promise<void> {
  const step = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    try {
      const result = await run();
      log(`✓ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      return result;
    } catch (error) {
      log(`✗ ${label}`);
      throw error;
    }
  };
  const serverUrl = new URL(databaseUrl);
  const name = `${serverUrl.pathname.slice(1) || "postgres"}_hosted_${randomUUID().slice(0, 8)}`;
  const scratchUrl = new URL(serverUrl);
  scratchUrl.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  const dataDir = mkdtempSync(path.join(tmpdir(), "hosted-path-"));
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  await admin.connect();
  try {
    await step(`a throw-away database "${name}"`, () => admin.query(`create database "${name}"`));
    await step("Supabase's bootstrap: roles, schemas, extensions, current default privileges", async () => {
      const scratch = new pg.Client({ connectionString: scratchUrl.toString() });
      await scratch.connect();
      try {
        await scratch.query(SUPABASE_BOOTSTRAP);
      } finally {
        await scratch.end();
      }
    });
    server = await step("the server started on it (migrations, functions in Deno)", () =>
      startServer(scratchUrl.toString(), dataDir, log),
    );
    await step("every migration of supabase/migrations applied; no API role granted by default", async () => {
      const scratch = new pg.Client({ connectionString: scratchUrl.toString() });
      await scratch.connect();
      try {
        const files = readdirSync(path.join(REPO_ROOT, "supabase/migrations")).filter((f) => f.endsWith(".sql"));
        const applied = await scratch.query("select count(*)::int as n from supabase_migrations.schema_migrations");
        check(applied.rows[0].n === files.length, `${applied.rows[0].n} of ${files.length} migrations applied`);
        const defaults = await scratch.query(
          `select d.defaclacl::text as acl from pg_default_acl d join pg_namespace n on n.oid = d.defaclnamespace
            where n.nspname = 'public' and d.defaclacl::text ~ '(anon|authenticated|service_role)='`,
        );
        check(defaults.rowCount === 0, `default privileges grant the API roles: ${JSON.stringify(defaults.rows)}`);
      } finally {
        await scratch.end();
      }
    });
    // Where each called function runs today: a folder of supabase/functions runs in Deno, as on the platform.
    const inDeno = CALLED_FUNCTIONS.filter((fn) =>
      existsSync(path.join(REPO_ROOT, "supabase/functions", fn, "index.ts")),
    );
    const inNode = CALLED_FUNCTIONS.filter((fn) => !inDeno.includes(fn));
    log(`    functions in Deno (supabase/functions): ${inDeno.join(", ") || "none"}`);
    if (inNode.length > 0) log(`    functions still in the Node server: ${inNode.join(", ")}`);
    await runFlows(server.url, step);
  } catch (error) {
    if (server && !(error instanceof StepFailed)) log(server.output().split("\n").slice(-20).join("\n"));
    throw error;
  } finally {
    if (server) await stopServer(server.child);
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  verifyHostedPath().then(
    () => console.log("hosted path: every step passed"),
    (error: unknown) => {
      console.error(error instanceof StepFailed ? error.message : error);
      process.exit(1);
    },
  );
}
