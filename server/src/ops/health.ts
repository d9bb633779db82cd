import { readdir } from "node:fs/promises";
import type { Context } from "hono";
import type { Database } from "../db/database";
import { MIGRATIONS_DIR } from "../db/migrate";
import { edgeRuntimeStats } from "../functions/function-worker";
import { withTimeout } from "./metrics";
import type { ObjectStore } from "../storage/object-store";

/** How long /readyz waits for any one check: it answers within 100 ms, a check not done by then has failed. */
const CHECK_MS = 80;

type Check = { ok: true } | { ok: false; error: string };

/**
 * /healthz and /readyz (issue 47 item 4, decision 1007). /healthz: the process answers (a supervisor restarts it
 * otherwise). /readyz: this instance can serve (a load balancer sends it traffic): the database answers and has every
 * migration of this build, the storage folder is writable (or the S3 bucket answers) and the Edge runtime's last worker start did not fail;
 * 503 with the failed checks otherwise. No detail beyond the check's name and error class is shown.
 */
export function healthRoutes(deps: {
  db: Database;
  store: Pick<ObjectStore, "check">;
  migrationsDir?: string;
  isStopping?: () => boolean;
}) {
  const latestMigration = readdir(deps.migrationsDir ?? MIGRATIONS_DIR).then(
    (files) =>
      files
        .map((file) => /^(\d+)_.+\.sql$/.exec(file)?.[1])
        .filter((version): version is string => version !== undefined)
        .sort()
        .at(-1),
    () => undefined,
  );
  const check = async (work: () => Promise<void>): Promise<Check> => {
    try {
      await withTimeout(work(), CHECK_MS);
      return { ok: true };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };
  // Migrations are never unapplied: once seen, PGlite (in this process, one connection that long requests may hold)
  // is not queried again; PostgreSQL is, since it is elsewhere and may be down without a request having noticed.
  let migrated = false;
  const database = () =>
    check(async () => {
      const status = deps.db.status?.();
      if (status && !status.up) throw new Error(`unreachable: ${status.error ?? "connection lost"}`);
      if (migrated && deps.db.kind === "pglite") return;
      const latest = await latestMigration;
      const { rows } = await deps.db.query<{ applied: boolean }>(
        "select exists (select 1 from supabase_migrations.schema_migrations where version = $1) as applied",
        [latest ?? ""],
      );
      if (latest && !rows[0]?.applied) throw new Error(`migration ${latest} not applied`);
      migrated = true;
    });
  const storage = () =>
    check(async () => {
      await deps.store.check();
    });
  const edge = (): Promise<Check> =>
    Promise.resolve(
      edgeRuntimeStats.bootFailing
        ? { ok: false, error: `the worker of ${edgeRuntimeStats.bootFailing} failed to start` }
        : { ok: true },
    );

  return {
    healthz: (c: Context) => {
      c.header("Cache-Control", "no-store");
      return c.json({ status: "ok" });
    },
    readyz: async (c: Context) => {
      c.header("Cache-Control", "no-store");
      if (deps.isStopping?.()) return c.json({ status: "stopping", checks: {} }, 503);
      const [db, files, functions] = await Promise.all([database(), storage(), edge()]);
      const checks = { database: db, storage: files, edge_runtime: functions };
      const ready = Object.values(checks).every((result) => result.ok);
      return c.json({ status: ready ? "ready" : "unavailable", checks }, ready ? 200 : 503);
    },
  };
}
