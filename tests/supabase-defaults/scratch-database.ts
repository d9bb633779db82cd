import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Database, RoleTimeouts } from "../../server/src/db/database";
import { openPglite } from "../../server/src/db/pglite";
import { openPostgres } from "../../server/src/db/postgres";

/** Migrations and privilege checks are never cut short here. */
const GENEROUS_TIMEOUTS: RoleTimeouts = { anon: 60_000, authenticated: 60_000, service_role: 60_000 };

export interface ScratchDatabase {
  db: Database;
  drop(): Promise<void>;
}

/** An empty database on the given engine: in-memory PGlite, or a throw-away database on DATABASE_URL's server. */
export async function scratchDatabase(engine: "pglite" | "postgres"): Promise<ScratchDatabase> {
  if (engine === "pglite") {
    const db = await openPglite("memory://", GENEROUS_TIMEOUTS);
    return { db, drop: () => db.close() };
  }
  const serverUrl = new URL(process.env.DATABASE_URL!);
  const name = `${serverUrl.pathname.slice(1)}_scratch_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const scratchUrl = new URL(serverUrl);
  scratchUrl.pathname = `/${name}`;
  const db = await openPostgres(scratchUrl.toString(), GENEROUS_TIMEOUTS);
  return {
    db,
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: serverUrl.toString() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}"`);
      await cleanup.end();
    },
  };
}

export const engines = (): ("pglite" | "postgres")[] =>
  process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
