/**
 * Runs Supabase's own client test suites (postgrest-js, storage-js, auth-js) against a fresh local backend and prints
 * how many of their tests pass. It fetches nothing: give it the `packages/core` folder of a supabase-js checkout
 * (docs/backend.md, "Supabase's client suites", says how to get one). Their code stays outside this project.
 *
 *   npx tsx bench/supabase-suites.ts <postgrest|storage|auth> /path/to/supabase-js/packages/core [test files…]
 *
 * The suites expect Supabase CLI's local stack: http://localhost:54321 and the CLI's demo JWT secret (this
 * backend's development default). The backend runs on PGlite in a temporary folder; the suite's own schema and
 * seed are applied to it first, then the server is restarted so that the REST schema cache sees them.
 */
import { spawn } from "node:child_process";
import { generateKeyPairSync, randomUUID } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "../server/src/app";
import { startBackend } from "../server/src/backend";
import { loadConfig } from "../server/src/config";
import { REPO_ROOT } from "../server/src/config/defaults";

type Suite = "postgrest" | "storage" | "auth";

interface SuiteLayout {
  folder: string;
  /** SQL files (relative to the package) applied before the run, in order. */
  sql: string[];
  /** Test files that talk to a server (the others test the client alone). */
  tests: string[];
  /** Rewrites of the suite's SQL for what this engine lacks (PostGIS on PGlite): the tests that need it fail. */
  sqlPatches?: [RegExp, string][];
  /** Describe blocks that test the client alone (mocked fetch): left out of the count. */
  clientOnly?: string[];
  /**
   * The suite's clients send no API key (Supabase CLI's gateway lets keyless calls through as anon); this backend,
   * like a hosted project, requires one. The harness adds the anon key to keyless calls — the server is unchanged.
   */
  injectAnonKey?: boolean;
  /** Extra settings of the backend (e.g. GoTrue's default password rule for auth-js). */
  env?: Record<string, string>;
  /**
   * Its snapshot files are keyed as Jest writes them (`block test 1`), which Vitest does not read (`block > test 1`):
   * the harness gives Vitest converted copies in the run's temporary folder; the suite's own files stay as they are.
   */
  jestSnapshots?: boolean;
  /**
   * The suite signs its API keys with the key pair in this file (a JWK array: the Supabase CLI's `signing_keys_path`),
   * which its own setup generates before a run and which is not in the checkout. The harness runs a copy of the
   * package in the run's temporary folder, generates the file there as the suite's script does (RSA-2048, RS256) when
   * it is missing, and starts the backend with those keys (JWT_KEYS_PATH). The checkout stays as it is.
   */
  signingKeys?: string;
}

const LAYOUTS: Record<Suite, SuiteLayout> = {
  postgrest: {
    folder: "postgrest-js",
    sql: ["test/supabase/migrations/00000000000000_schema.sql", "test/supabase/seed.sql"],
    sqlPatches: [
      [/create extension if not exists postgis[^;]*;/gi, ""],
      [/extensions\.geometry\([^)]*\)/gi, "text"],
    ],
    tests: [
      "advanced_rpc",
      "basic",
      "embeded_functions_join",
      "filters",
      "max-affected",
      "maybe-single",
      "relationships",
      "relationships-aggregate-operations",
      "relationships-error-handling",
      "relationships-join-operations",
      "relationships-spread-operations",
      "resource-embedding",
      "rpc",
      "transforms",
    ].map((name) => `test/${name}.test.ts`),
    injectAnonKey: true,
    // The suite's config.toml exposes its `personal` schema next to `public` (`[api] schemas`).
    env: { REST_DB_SCHEMAS: "public,personal" },
  },
  storage: {
    folder: "storage-js",
    sql: ["test/supabase/seed.sql"],
    tests: ["test/storageFileApi.test.ts", "test/storageApi.test.ts"],
    clientOnly: ["error handling", "purgeCache", "StorageFileApi Edge Cases"],
    jestSnapshots: true,
  },
  auth: {
    folder: "auth-js",
    sql: [],
    tests: ["test/GoTrueApi.test.ts"],
    env: { AUTH_PASSWORD_MIN_LENGTH: "6", AUTH_PASSWORD_REQUIRED_CHARACTERS: "none" },
    signingKeys: "test/supabase/signing_keys.json",
  },
};

/**
 * What a Supabase CLI database has and this backend's does not, for the suites' seed files only: GoTrue's token
 * columns on auth.users and pgcrypto's crypt() (the seeded users never sign in with those hashes).
 */
const PLATFORM_EXTRAS = `
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then create role authenticator noinherit; end if;
end $$;
alter table auth.users add column if not exists confirmation_token text, add column if not exists email_change text,
  add column if not exists email_change_token_new text, add column if not exists recovery_token text;
do $$ begin
  if to_regprocedure('public.crypt(text, text)') is null then
    create function public.crypt(text, text) returns text language sql as 'select ''!'' || md5($1)';
    create function public.gen_salt(text) returns text language sql as 'select ''''';
  end if;
end $$;
`;

const PORT = 54321;

type Db = Awaited<ReturnType<typeof startBackend>>["db"];

const OBJECTS = `select 'table ' || c.oid::regclass::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'v', 'm', 'p', 'S') and n.nspname in ('public', 'personal')
  union all select 'function ' || p.oid::regprocedure::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'personal')`;

async function relationsAndFunctions(db: Db): Promise<Set<string>> {
  return new Set((await db.query<{ name: string }>(OBJECTS)).rows.map((row) => row.name));
}

/**
 * The suites' schemas rely on the Supabase CLI's former default privileges (every API role granted everything on
 * new objects). This backend, like projects since 2026-10-30, grants nothing by default: the harness grants on the
 * suite's own objects only, never on the app's.
 */
async function grantLikeTheCli(db: Db, before: Set<string>) {
  const roles = "anon, authenticated, service_role";
  const statements = [`grant usage on schema public to ${roles}`];
  if ((await db.query("select 1 from pg_namespace where nspname = 'personal'")).rows.length > 0)
    statements.push(`grant usage on schema personal to ${roles}`);
  for (const name of await relationsAndFunctions(db)) {
    if (before.has(name)) continue;
    statements.push(
      name.startsWith("function ") ? `grant execute on ${name} to ${roles}` : `grant all on ${name} to ${roles}`,
    );
  }
  for (const statement of statements) await db.query(statement);
}

/** A Jest snapshot file with Vitest's keys: the test file's describe titles at the start of a key joined by " > ". */
function vitestSnapshotKeys(snapshot: string, testSource: string): string {
  const blocks = [...testSource.matchAll(/\bdescribe(?:\.\w+)?\(\s*(['"`])(.+?)\1/g)]
    .map((match) => match[2])
    .sort((a, b) => b.length - a.length);
  return snapshot.replace(/^exports\[`(.*)`\]/gm, (_, key: string) => {
    const parts: string[] = [];
    let block: string | undefined;
    while ((block = blocks.find((title) => key.startsWith(`${title} `)))) {
      parts.push(block);
      key = key.slice(block.length + 1);
    }
    return `exports[\`${[...parts, key].join(" > ")}\`]`;
  });
}

/** Converted copies of the tests' snapshot files under `dir`, in the same layout (see `jestSnapshots`). */
function writeVitestSnapshots(packageDir: string, tests: string[], dir: string) {
  for (const test of tests) {
    const file = path.join(packageDir, test);
    const snapshot = path.join(path.dirname(file), "__snapshots__", `${path.basename(file)}.snap`);
    if (!existsSync(snapshot)) continue;
    const copy = path.join(dir, path.relative(packageDir, snapshot));
    mkdirSync(path.dirname(copy), { recursive: true });
    writeFileSync(copy, vitestSnapshotKeys(readFileSync(snapshot, "utf8"), readFileSync(file, "utf8")));
  }
}

/**
 * A copy of the package (without its node_modules and tsconfig files) in `dataDir/suite/`, with the signing keys file generated when the
 * checkout has none. Dependencies of the suite that this project lacks (auth-js: jsonwebtoken, @faker-js/faker) are
 * taken from SUITE_NODE_MODULES, a node_modules folder installed outside the project, e.g.
 * `npm install --prefix /tmp/authjs-deps jsonwebtoken@9 @faker-js/faker@9` then SUITE_NODE_MODULES=/tmp/authjs-deps/node_modules.
 */
function copyWithSigningKeys(source: string, keysFile: string, dataDir: string): string {
  const copy = path.join(dataDir, "suite", path.basename(source));
  // Not its tsconfig files: they extend the monorepo's base, which is not copied (Vitest needs none).
  cpSync(source, copy, {
    recursive: true,
    filter: (file) => !/^(node_modules|tsconfig.*\.json)$/.test(path.basename(file)),
  });
  const extra = process.env.SUITE_NODE_MODULES;
  if (extra) symlinkSync(path.resolve(extra), path.join(dataDir, "suite", "node_modules"), "dir");
  const keys = path.join(copy, keysFile);
  if (!existsSync(keys)) {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const jwk = {
      ...privateKey.export({ format: "jwk" }),
      kid: randomUUID(),
      key_ops: ["sign", "verify"],
      alg: "RS256",
    };
    writeFileSync(keys, `${JSON.stringify([jwk], null, 2)}\n`);
  }
  return copy;
}

async function main() {
  const [suite, core, ...only] = process.argv.slice(2) as [Suite, string, ...string[]];
  const layout = LAYOUTS[suite];
  if (!layout || !core) {
    console.error("usage: npx tsx bench/supabase-suites.ts <postgrest|storage|auth> <supabase-js/packages/core>");
    process.exit(2);
  }
  const source = path.resolve(core, layout.folder);
  if (!existsSync(source)) throw new Error(`${source} does not exist`);
  const dataDir = mkdtempSync(path.join(tmpdir(), `suite-${suite}-`));
  const packageDir = layout.signingKeys ? copyWithSigningKeys(source, layout.signingKeys, dataDir) : source;
  // The suites import their package's dependencies (tslib, iceberg-js…): this project's copies.
  const modules = path.join(packageDir, "node_modules");
  if (!existsSync(modules)) symlinkSync(path.join(REPO_ROOT, "node_modules"), modules, "dir");

  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_RATE_LIMITS: "off",
    FORM_RATE_LIMIT: "off",
    JOBS_POLL_MS: "0",
    ...layout.env,
    ...(layout.signingKeys ? { JWT_KEYS_PATH: path.join(packageDir, layout.signingKeys) } : {}),
  });
  if (config.mode !== "local") throw new Error("the suites run against the local backend");
  // The REST layer reads its own settings (REST_*) from the process's environment when the routes are built.
  for (const [name, value] of Object.entries(layout.env ?? {})) if (name.startsWith("REST_")) process.env[name] = value;

  // First start: migrations, then the suite's schema and seed; the second start loads the schema cache with them.
  const first = await startBackend(config, () => {});
  await first.db.exec(PLATFORM_EXTRAS);
  const before = await relationsAndFunctions(first.db);
  for (const file of layout.sql) {
    let sql = readFileSync(path.join(packageDir, file), "utf8");
    for (const [pattern, replacement] of layout.sqlPatches ?? []) sql = sql.replace(pattern, replacement);
    await first.db.exec(sql);
  }
  await grantLikeTheCli(first.db, before);
  await first.close();
  const backend = await startBackend(config, () => {});

  const siteUrl = `http://localhost:${PORT}`;
  const app = createApp({
    siteDir: path.join(REPO_ROOT, "build/client"),
    backend,
    siteUrl,
    publicConfig: (origin) => ({ supabaseUrl: origin, supabaseAnonKey: backend.anonKey }),
  });
  const servers = await Promise.all(
    ["127.0.0.1", "::1"].map(
      (hostname) =>
        new Promise<ReturnType<typeof serve>>((resolve) => {
          const server = serve({ fetch: app.fetch, port: PORT, hostname }, () => resolve(server));
        }),
    ),
  );

  const reportFile = path.join(dataDir, "report.json");
  const configFile = path.join(dataDir, "vitest.config.mjs");
  // Jest's globals through Vitest's (the suites are written for Jest; `jest.fn` & co. are Vitest's `vi`).
  const keyless = layout.injectAnonKey
    ? `const fetch0 = globalThis.fetch;
globalThis.fetch = (input, init = {}) => {
  const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
  if (!headers.has("apikey")) headers.set("apikey", ${JSON.stringify(backend.anonKey)});
  return fetch0(input, { ...init, headers });
};\n`
    : "";
  writeFileSync(
    path.join(dataDir, "jest-globals.mjs"),
    `import { vi } from 'vitest';\nglobalThis.jest = vi;\n${keyless}`,
  );
  const tests = only.length > 0 ? only : layout.tests.filter((file) => existsSync(path.join(packageDir, file)));
  const snapshots = path.join(dataDir, "snapshots");
  if (layout.jestSnapshots) writeVitestSnapshots(packageDir, tests, snapshots);
  const resolveSnapshotPath = layout.jestSnapshots
    ? `resolveSnapshotPath: (test, extension) => path.join(${JSON.stringify(snapshots)},
        path.relative(${JSON.stringify(packageDir)}, path.dirname(test)), "__snapshots__", path.basename(test) + extension),`
    : "";
  writeFileSync(
    configFile,
    `import path from "node:path";
export default { test: { globals: true, root: ${JSON.stringify(packageDir)}, testTimeout: 30000, hookTimeout: 30000,
      ${resolveSnapshotPath}
      setupFiles: [${JSON.stringify(path.join(dataDir, "jest-globals.mjs"))}], fileParallelism: false,
      // The suites' own order (postgrest-js's testSequencer: files alphabetically; later files see earlier writes).
      sequence: { sequencer: class { async shard(files) { return files; }
        async sort(files) { return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId)); } } } } };\n`,
  );
  // Not spawnSync: this process serves the API the suite calls.
  const child = spawn(
    path.join(REPO_ROOT, "node_modules/.bin/vitest"),
    ["run", "--config", configFile, "--reporter=dot", "--reporter=json", `--outputFile.json=${reportFile}`, ...tests],
    // CI: snapshots are compared, never written (the suite's files stay as they are).
    { cwd: packageDir, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, CI: "true" } },
  );
  const exitCode = await new Promise<number | null>((resolve) => child.on("close", resolve));

  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await backend.close();
  if (!existsSync(reportFile)) throw new Error(`vitest wrote no report (exit ${exitCode})`);
  const report = JSON.parse(readFileSync(reportFile, "utf8")) as {
    testResults: {
      name: string;
      message?: string;
      assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
    }[];
  };
  let passed = 0;
  let total = 0;
  for (const file of report.testResults) {
    const results = file.assertionResults.filter(
      (result) =>
        result.status !== "skipped" &&
        result.status !== "todo" &&
        !(layout.clientOnly ?? []).some((block) => result.fullName.startsWith(`${block} `)),
    );
    const ok = results.filter((result) => result.status === "passed").length;
    passed += ok;
    total += results.length;
    console.log(`${path.relative(packageDir, file.name)}: ${ok}/${results.length}`);
    if (file.message) console.log(`  ${file.message.split("\n").slice(0, 5).join("\n  ")}`);
    for (const result of results.filter((r) => r.status === "failed"))
      console.log(`  ✗ ${result.fullName}\n    ${(result.failureMessages[0] ?? "").split("\n")[0].slice(0, 300)}`);
  }
  console.log(`\n${suite}: ${passed}/${total} tests pass`);
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
