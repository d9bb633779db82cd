import { spawn } from "node:child_process";
import { constants } from "node:fs";
import { copyFile, mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../db/database";
import { copyObjects } from "../storage/copy-objects";
import { localObjectStore, type ObjectStore } from "../storage/object-store";

/**
 * Backups that restore (issue 47 item 3, decision 1028). A backup is a folder `backup-<time>` holding
 * - `database.dump`: PostgreSQL's `pg_dump --format=custom` (one consistent snapshot, taken while the site runs), or
 *   `pgdata.tar.gz`: PGlite's data folder, dumped by the engine between two requests (no transaction half done);
 * - `storage/`: every object's bytes under `<bucket>/<id>`, read from DATA_DIR/storage or the S3 bucket after the
 *   database's snapshot (so every row of the snapshot has its bytes), each copy checked (size and SHA-256);
 * - `outbox/` (PGlite): the e-mails written instead of sent (no SMTP_URL), which PGlite keeps in DATA_DIR/outbox
 *   (on PostgreSQL they are rows of private.outbox_messages, in the dump), so that nothing of DATA_DIR is left out
 *   (decision 1039);
 * - `manifest.json`: the engine, the time, the objects' count and bytes, the outbox's messages.
 * It is written as `backup-<time>.partial` and renamed once complete: a folder without the suffix is whole.
 */
export interface BackupManifest {
  format: 1;
  engine: "pglite" | "postgres";
  created_at: string;
  objects: number;
  object_bytes: number;
  /** E-mails of PGlite's outbox folder in the backup (absent from backups made before decision 1039). */
  outbox_messages?: number;
}

export interface BackupSource {
  /** PGlite: the running engine (its data folder is dumped by it); PostgreSQL: the database pg_dump reads. */
  database: { engine: "pglite"; db: Pick<Database, "dumpDataDir"> } | { engine: "postgres"; url: string };
  store: ObjectStore;
  /** PGlite's outbox folder (DATA_DIR/outbox), copied when it exists. */
  outboxDir?: string;
}

let pgClientPath: string | undefined;
/** Where pg_dump, pg_restore and psql are (the server's PATH, from config/backup.ts); the system's default otherwise. */
export function usePgClientPath(value: string | undefined) {
  pgClientPath = value;
}

const BACKUP_NAME = /^backup-\d{4}-\d{2}-\d{2}T[\d-]+Z$/;

export async function takeBackup(
  source: BackupSource,
  root: string,
): Promise<{ dir: string; manifest: BackupManifest }> {
  const createdAt = new Date();
  const name = `backup-${createdAt.toISOString().replace(/[:.]/g, "-")}`;
  const dir = path.join(root, name);
  const partial = `${dir}.partial`;
  await mkdir(partial, { recursive: true });
  try {
    const { database } = source;
    if (database.engine === "pglite") {
      if (!database.db.dumpDataDir) throw new Error("this PGlite database cannot be dumped");
      await writeFile(path.join(partial, "pgdata.tar.gz"), await database.db.dumpDataDir());
    } else {
      await run("pg_dump", ["--format=custom", "--file", path.join(partial, "database.dump")], database.url);
    }
    const report = await copyObjects(source.store, localObjectStore(path.join(partial, "storage")));
    if (report.failed.length > 0)
      throw new Error(
        `${report.failed.length} objects could not be copied: ${report.failed
          .slice(0, 5)
          .map((failure) => `${failure.key} (${failure.reason})`)
          .join(", ")}`,
      );
    const outboxMessages = source.outboxDir ? await copyFiles(source.outboxDir, path.join(partial, "outbox")) : 0;
    const manifest: BackupManifest = {
      format: 1,
      engine: source.database.engine,
      created_at: createdAt.toISOString(),
      objects: report.copied + report.unchanged,
      object_bytes: report.bytes,
      ...(source.outboxDir ? { outbox_messages: outboxMessages } : {}),
    };
    await writeFile(path.join(partial, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, dir);
    return { dir, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Removes the oldest complete backups beyond `keep`, and any `.partial` folder left by an interrupted one. */
export async function pruneBackups(root: string, keep: number): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(root);
  } catch {
    return [];
  }
  const complete = entries.filter((entry) => BACKUP_NAME.test(entry)).sort();
  const removed = [
    ...complete.slice(0, Math.max(0, complete.length - keep)),
    ...entries.filter((entry) => entry.startsWith("backup-") && entry.endsWith(".partial")),
  ];
  for (const entry of removed) await rm(path.join(root, entry), { recursive: true, force: true });
  return removed;
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8")) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${dir}: not a backup this version can restore`);
  return manifest;
}

/**
 * Restores a backup into an empty place: PGlite's data folder absent or empty, or a PostgreSQL database without
 * tables; then every object into the store (DATA_DIR/storage or the bucket), each checked. Refuses otherwise: a restore
 * never mixes with what is there. The server is stopped meanwhile.
 */
export async function restoreBackup(
  dir: string,
  target: { pgliteDir?: string; databaseUrl?: string; store: ObjectStore; outboxDir?: string },
  log: (message: string) => void = () => {},
): Promise<{ objects: number }> {
  const manifest = await readManifest(dir);
  if (manifest.engine === "pglite") {
    if (!target.pgliteDir) throw new Error("this backup is of PGlite: restore it with DATABASE_URL unset");
    const existing = await readdir(target.pgliteDir).catch(() => []);
    if (existing.length > 0) throw new Error(`${target.pgliteDir} is not empty: restore into an empty DATA_DIR`);
    await mkdir(target.pgliteDir, { recursive: true });
    const { PGlite } = await import("@electric-sql/pglite");
    const archive = await readFile(path.join(dir, "pgdata.tar.gz"));
    const pg = await PGlite.create(target.pgliteDir, {
      loadDataDir: new Blob([new Uint8Array(archive)], { type: "application/x-gzip" }),
    });
    await pg.query("select 1");
    await pg.close();
    log(`database: PGlite restored into ${target.pgliteDir}`);
  } else {
    if (!target.databaseUrl) throw new Error("this backup is of PostgreSQL: set DATABASE_URL to an empty database");
    const tables = await run(
      "psql",
      [
        "--no-psqlrc",
        "--tuples-only",
        "--no-align",
        "--command",
        "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
      ],
      target.databaseUrl,
    );
    if (Number(tables.trim()) > 0)
      throw new Error("the database of DATABASE_URL has tables: restore into an empty one");
    // The API roles belong to the cluster, not to the dump: created first where missing, as the server does.
    await run(
      "psql",
      ["--no-psqlrc", "--quiet", "--set", "ON_ERROR_STOP=1", "--command", ROLES_SQL],
      target.databaseUrl,
    );
    // pg_restore needs the database named (only the name: the password stays in the environment).
    const name = decodeURIComponent(new URL(target.databaseUrl).pathname.slice(1));
    await run(
      "pg_restore",
      ["--exit-on-error", "--no-owner", "--dbname", name, path.join(dir, "database.dump")],
      target.databaseUrl,
    );
    log("database: PostgreSQL restored");
  }
  const report = await copyObjects(localObjectStore(path.join(dir, "storage")), target.store);
  if (report.failed.length > 0)
    throw new Error(
      `${report.failed.length} objects could not be restored: ${report.failed[0].key} (${report.failed[0].reason})`,
    );
  log(`storage: ${report.copied + report.unchanged} objects restored into ${target.store.location}, each checked`);
  if (target.outboxDir && manifest.outbox_messages !== undefined) {
    const messages = await copyFiles(path.join(dir, "outbox"), target.outboxDir);
    log(`outbox: ${messages} e-mails restored into ${target.outboxDir}`);
  }
  return { objects: report.copied + report.unchanged };
}

/**
 * Copies the finished messages (`*.json`; a `.partial` is a write under way) of an outbox folder into `to`; none when
 * the folder does not exist. A message already there is left as it is (its name is its id). Returns how many.
 */
async function copyFiles(from: string, to: string): Promise<number> {
  let names: string[];
  try {
    names = (await readdir(from)).filter((name) => name.endsWith(".json"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  await mkdir(to, { recursive: true });
  for (const name of names) {
    try {
      await copyFile(path.join(from, name), path.join(to, name), constants.COPYFILE_EXCL);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Gone meanwhile (never, today: messages are not removed), or already in the target.
      if (code !== "ENOENT" && code !== "EEXIST") throw error;
    }
  }
  return names.length;
}

const ROLES_SQL = `do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
  execute format('grant anon, authenticated, service_role to %I', current_user);
end
$$;`;

/**
 * Runs a PostgreSQL client program on the database of `url`, given through libpq's PG* variables rather than its
 * arguments (which any user of the machine can read in the process list); its standard output, or an error with its
 * last words.
 */
function run(command: string, args: string[], url: string): Promise<string> {
  const clientPath = pgClientPath;
  const parsed = new URL(url);
  const env: Record<string, string> = {
    // The server's own PATH (config/backup.ts gives it), where pg_dump, pg_restore and psql are looked for.
    ...(clientPath ? { PATH: clientPath } : {}),
    PGHOST: decodeURIComponent(parsed.hostname.replace(/^\[|\]$/g, "")) || "localhost",
    PGPORT: parsed.port || "5432",
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)),
    ...(parsed.username ? { PGUSER: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { PGPASSWORD: decodeURIComponent(parsed.password) } : {}),
    ...(parsed.searchParams.get("sslmode") ? { PGSSLMODE: parsed.searchParams.get("sslmode")! } : {}),
  };
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err = (err + chunk.toString()).slice(-4000)));
    child.on("error", (error) =>
      reject(new Error(`${command}: ${error.message} (is the PostgreSQL client installed?)`)),
    );
    child.on("close", (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${command} exited with ${code}: ${err.trim().split("\n").slice(-3).join(" ")}`)),
    );
  });
}
