import pg from "pg";
import type { Database, Queryable } from "./database";

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query(sql, params) {
      const result = await target.query(sql, params as unknown[] | undefined);
      return { rows: result.rows };
    },
    async exec(sql) {
      await target.query(sql);
    },
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail fast with the driver's message when the server is unreachable.
  await pool.query("select 1");
  return {
    kind: "postgres",
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await fn(wrap(client));
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
