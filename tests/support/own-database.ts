import { randomUUID } from "node:crypto";
import pg from "pg";

export interface OwnDatabase {
  /** The database's URL on PostgreSQL; undefined on PGlite, whose backend has its own data folder already. */
  url: string | undefined;
  /** Drops it (after the backend closed); nothing on PGlite. */
  drop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database, on DATABASE_URL's server, for a test that runs its own backend with its jobs' timer
 * off and runs the jobs itself (decision 1097). On the suite's shared database the shared servers' timers call their
 * own process-jobs every second: they would claim this test's jobs (a job the test runs early through
 * `/_dev/jobs/run`, a reminder it made due, a phone message) and run them with another runtime's settings (no SMS
 * fake, another site address), as any instance may in production. PGlite gives each backend its own database anyway.
 */
export async function ownDatabase(engine: "pglite" | "postgres", tag: string): Promise<OwnDatabase> {
  if (engine === "pglite" || !process.env.DATABASE_URL) return { url: undefined, drop: async () => {} };
  const serverUrl = new URL(process.env.DATABASE_URL);
  const name = `${serverUrl.pathname.slice(1)}_${tag.replace(/[^a-z0-9]+/gi, "_").toLowerCase()}_${randomUUID().slice(0, 8)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}
