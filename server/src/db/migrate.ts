import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { REPO_ROOT } from "../config/defaults";
import type { Database } from "./database";

export const MIGRATIONS_DIR = path.join(REPO_ROOT, "supabase/migrations");
const PLATFORM_SQL = new URL("./platform.sql", import.meta.url);
/** Supabase Storage's tables (a hosted project has them): the app's migrations add buckets and policies to them. */
const STORAGE_SQL = new URL("../storage/storage-schema.sql", import.meta.url);

/** Supabase CLI naming: <version>_<name>.sql, applied in version order, each recorded once. */
const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

export interface MigrationReport {
  applied: string[];
}

/**
 * Several instances may start at once on one PostgreSQL (decision 0773): each step takes this transaction-level
 * advisory lock, so one instance applies a migration and the others then see it recorded and skip it.
 */
const ONE_MIGRATOR = "select pg_advisory_xact_lock(2026112420)";

export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<MigrationReport> {
  const platform = (await readFile(PLATFORM_SQL, "utf8")) + (await readFile(STORAGE_SQL, "utf8"));
  await db.transaction(async (tx) => {
    await tx.query(ONE_MIGRATOR);
    await tx.exec(platform);
  });
  const { rows } = await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations");
  const done = new Set(rows.map((row) => row.version));
  const files = (await readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const [, version, name] = MIGRATION_FILE.exec(file)!;
    if (done.has(version)) continue;
    const sql = await readFile(path.join(dir, file), "utf8");
    const ran = await db.transaction(async (tx) => {
      await tx.query(ONE_MIGRATOR);
      const recorded = await tx.query("select 1 from supabase_migrations.schema_migrations where version = $1", [
        version,
      ]);
      if (recorded.rows.length > 0) return false; // another instance applied it meanwhile
      await tx.exec(sql);
      await tx.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [
        version,
        name,
      ]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return { applied };
}
