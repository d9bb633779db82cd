import pg from "pg";
import {
  canceledByClient,
  roleTimeoutLookup,
  type Database,
  type Queryable,
  type RoleTimeouts,
  type TransactionOptions,
} from "./database";

function wrap(target: pg.Pool | pg.PoolClient, signal?: AbortSignal): Queryable {
  const checked = () => {
    if (signal?.aborted) throw canceledByClient();
  };
  return {
    async query(sql, params) {
      checked();
      const result = await target.query(sql, params as unknown[] | undefined);
      return { rows: result.rows };
    },
    async exec(sql) {
      checked();
      await target.query(sql);
    },
  };
}

/**
 * Asks the server to cancel whatever `client` is running, over a connection of its own: the pool may be full of
 * the very queries being cancelled. A cancel that arrives between statements is ignored by the server.
 */
async function cancelBackend(connectionString: string, client: pg.PoolClient): Promise<void> {
  const pid = (client as unknown as { processID: number | null }).processID;
  if (!pid) return;
  const canceller = new pg.Client({ connectionString });
  try {
    await canceller.connect();
    await canceller.query("select pg_cancel_backend($1)", [pid]);
  } catch (error) {
    console.warn(`PostgreSQL: could not cancel backend ${pid}: ${(error as Error).message}`);
  } finally {
    await canceller.end().catch(() => undefined);
  }
}

function newPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection the server closed must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.warn(`PostgreSQL: idle connection lost: ${error.message}`));
  return pool;
}

export async function openPostgres(connectionString: string, roleTimeouts: RoleTimeouts): Promise<Database> {
  const pool = newPool(connectionString, 10);
  // Anonymous requests (the catalogue, certificate checks) have connections of their own (decision 0731).
  const anonymousPool = newPool(connectionString, 3);
  // Fail fast with the driver's message when the server is unreachable.
  await pool.query("select 1");
  return {
    kind: "postgres",
    timeoutFor: roleTimeoutLookup(roleTimeouts),
    ...wrap(pool),
    async transaction(fn, { signal, timeoutMs, role }: TransactionOptions = {}) {
      if (signal?.aborted) throw canceledByClient();
      const client = await (role === "anon" ? anonymousPool : pool).connect();
      let cancelling: Promise<void> | undefined;
      const cancel = () => (cancelling ??= cancelBackend(connectionString, client));
      signal?.addEventListener("abort", cancel, { once: true });
      try {
        const tx = wrap(client, signal);
        await tx.exec("begin");
        // Like PostgREST's per-role setting: every statement of this request stops after timeoutMs (57014).
        if (timeoutMs) await tx.query("select set_config('statement_timeout', $1, true)", [String(timeoutMs)]);
        const result = await fn(tx);
        await client.query("commit");
        return result;
      } catch (error) {
        await cancelling;
        await client.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        signal?.removeEventListener("abort", cancel);
        await cancelling;
        // A connection a late cancel could still reach is closed rather than handed to the next request.
        client.release(cancelling !== undefined);
      }
    },
    close: async () => {
      await Promise.all([pool.end(), anonymousPool.end()]);
    },
  };
}
