import net from "node:net";
import path from "node:path";
import pg from "pg";
import {
  canceledByClient,
  roleTimeoutLookup,
  type Database,
  type Queryable,
  type RoleTimeouts,
  type TransactionOptions,
} from "./database";
import { listenOn } from "./postgres-listen";

/** The statement a transaction's connection is running, if any: what a cancel has to stop. */
interface Running {
  statement?: Promise<unknown>;
}

function wrap(target: pg.Pool | pg.PoolClient, signal?: AbortSignal, running: Running = {}): Queryable {
  const run = async (sql: string, params?: unknown[]) => {
    if (signal?.aborted) throw canceledByClient();
    const statement = target.query(sql, params);
    running.statement = statement;
    try {
      return await statement;
    } finally {
      if (running.statement === statement) running.statement = undefined;
    }
  };
  return {
    async query(sql, params) {
      return { rows: (await run(sql, params)).rows };
    },
    async exec(sql) {
      await run(sql);
    },
  };
}

/**
 * Sends PostgreSQL's protocol CancelRequest for `client`'s backend (what psql does on Ctrl-C): a connection of its
 * own, so it works while the pool is full of the very queries being cancelled, and it needs no login session.
 */
function cancelBackend(client: pg.PoolClient): Promise<void> {
  const { host, port, processID, secretKey } = client as unknown as {
    host: string;
    port: number;
    processID: number | null;
    secretKey: number | null;
  };
  if (processID === null || secretKey === null) return Promise.resolve();
  const packet = Buffer.alloc(16);
  packet.writeInt32BE(16, 0);
  packet.writeInt32BE(80877102, 4); // the cancel request code
  packet.writeInt32BE(processID, 8);
  packet.writeInt32BE(secretKey, 12);
  return new Promise((resolve) => {
    const socket = host.startsWith("/") ? net.connect(path.join(host, `.s.PGSQL.${port}`)) : net.connect(port, host);
    socket.setTimeout(2_000, () => socket.destroy());
    socket.on("connect", () => socket.end(packet));
    socket.on("error", (error) => console.warn(`PostgreSQL: could not send a cancel request: ${error.message}`));
    socket.on("close", () => resolve());
  });
}

/**
 * Stops the statement `client` is running. The server ignores a cancel that reaches the backend before it has read
 * the statement (a busy machine), so the cancel is repeated until the statement has ended.
 */
async function cancelRunning(client: pg.PoolClient, running: Running): Promise<void> {
  for (let attempt = 0; attempt < 40 && running.statement; attempt++) {
    const statement = running.statement;
    await cancelBackend(client);
    await Promise.race([statement.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 250))]);
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
  const listeners = new Set<() => Promise<void>>();
  // Fail fast with the driver's message when the server is unreachable.
  await pool.query("select 1");
  return {
    kind: "postgres",
    timeoutFor: roleTimeoutLookup(roleTimeouts),
    ...wrap(pool),
    async transaction(fn, { signal, timeoutMs, role }: TransactionOptions = {}) {
      if (signal?.aborted) throw canceledByClient();
      const client = await (role === "anon" ? anonymousPool : pool).connect();
      const running: Running = {};
      let cancelling: Promise<void> | undefined;
      const cancel = () => (cancelling ??= cancelRunning(client, running));
      signal?.addEventListener("abort", cancel, { once: true });
      try {
        const tx = wrap(client, signal, running);
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
    listen: (channel, handlers) => {
      const stop = listenOn(connectionString, channel, handlers);
      listeners.add(stop);
      return () => {
        listeners.delete(stop);
        return stop();
      };
    },
    close: async () => {
      await Promise.all([pool.end(), anonymousPool.end(), ...[...listeners].map((stop) => stop())]);
    },
  };
}
