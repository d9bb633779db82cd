import { PGlite } from "@electric-sql/pglite";
import type { Database, Queryable } from "./database";

function wrap(target: Pick<PGlite, "query" | "exec">): Queryable {
  return {
    async query(sql, params) {
      const result = await target.query(sql, params as unknown[] | undefined);
      return { rows: result.rows as never[] };
    },
    async exec(sql) {
      await target.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL (WASM). It runs one statement at a time; `transaction()` is PGlite's own, which
 * serialises whole transactions (a hand-written BEGIN would let other requests' queries run inside it).
 */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const pg = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const base = wrap(pg);
  return {
    kind: "pglite",
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
