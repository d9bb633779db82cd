import { PGlite } from "@electric-sql/pglite";
import type { Database, Queryable } from "../../server/src/db/database";
import { migrate } from "../../server/src/db/migrate";

/** A fresh in-memory PGlite with the platform SQL and every migration applied, as the local backend sets one up. */
export async function withMigratedDatabase<T>(work: (db: Queryable) => Promise<T>): Promise<T> {
  const pg = await PGlite.create();
  const queryable = (engine: Pick<PGlite, "query" | "exec">): Queryable => ({
    query: async <Row>(sql: string, params?: unknown[]) => ({ rows: (await engine.query<Row>(sql, params)).rows }),
    exec: async (sql: string) => void (await engine.exec(sql)),
  });
  const db: Database = {
    kind: "pglite",
    ...queryable(pg),
    timeoutFor: () => 0,
    transaction: (fn) => pg.transaction((tx) => fn(queryable(tx))),
    close: () => pg.close(),
  };
  try {
    await migrate(db);
    return await work(db);
  } finally {
    await pg.close();
  }
}
