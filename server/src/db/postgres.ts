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
import { ConnectionWatch, isConnectionError, unavailable } from "./connection-watch";

/** The statement a transaction's connection is running, if any: what a cancel has to stop. */
interface Running {
  statement?: Promise<unknown>;
}

function wrap(
  target: pg.Pool | pg.PoolClient,
  watch: ConnectionWatch,
  signal?: AbortSignal,
  running: Running = {},
): Queryable {
  const run = async (sql: string, params?: unknown[]) => {
    if (signal?.aborted) throw canceledByClient();
    // While the server is unreachable, answer at once (503) instead of queueing behind connection attempts.
    if (target instanceof pg.Pool) watch.check();
    const statement = target.query(sql, params);
    running.statement = statement;
    try {
      return await statement;
    } catch (error) {
      throw watch.seen(error);
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

/** How long a request waits for a connection (a new one, or a free one of the pool) before answering 503. */
const CONNECT_TIMEOUT_MS = 10_000;

function newPool(connectionString: string, max: number, watch: ConnectionWatch): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A server that vanished without closing its sockets (a failover, a cut network) is noticed by TCP keepalives.
    keepAlive: true,
  });
  // An idle connection the server closed must not crash the process; the pool replaces it.
  pool.on("error", (error) => {
    console.warn(`PostgreSQL: idle connection lost: ${error.message}`);
    watch.seen(error);
  });
  return pool;
}

/**
 * A pooled connection for one transaction. pg-pool removes its own 'error' listener while a connection is checked
 * out, so an error the server sends between two statements (57P01 on `pg_ctl restart -m fast`, a reset socket) would
 * be an unhandled 'error' event that ends the process (the study's F1): one is attached for as long as it is out.
 * A connection that failed this way is destroyed on release, never handed to the next request.
 */
async function checkOut(pool: pg.Pool, watch: ConnectionWatch) {
  watch.check();
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    throw watch.seen(error);
  }
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken ??= error;
    watch.seen(error);
  };
  client.on("error", onError);
  return {
    client,
    get broken() {
      return broken;
    },
    release(destroy: boolean) {
      client.removeListener("error", onError);
      client.release(destroy || broken !== undefined ? (broken ?? true) : undefined);
    },
  };
}

export async function openPostgres(connectionString: string, roleTimeouts: RoleTimeouts): Promise<Database> {
  const watch = new ConnectionWatch(connectionString);
  const pool = newPool(connectionString, 10, watch);
  // Anonymous requests (the catalogue, certificate checks) have connections of their own (decision 0731).
  const anonymousPool = newPool(connectionString, 3, watch);
  const listeners = new Set<() => Promise<void>>();
  // Fail fast with the driver's message when the server is unreachable.
  await pool.query("select 1");
  const begin = async (role: string | undefined, signal: AbortSignal | undefined, running: Running) => {
    const target = role === "anon" ? anonymousPool : pool;
    // A connection the server closed while it sat idle (PostgreSQL restarted) fails on its first statement, before
    // anything of the request was done: the request gets a fresh connection instead of an error.
    for (let attempt = 1; ; attempt++) {
      const lease = await checkOut(target, watch);
      try {
        await wrap(lease.client, watch, signal, running).exec("begin");
        return lease;
      } catch (error) {
        lease.release(true);
        if (attempt >= 2 || !isConnectionError(error)) throw error;
      }
    }
  };
  return {
    kind: "postgres",
    timeoutFor: roleTimeoutLookup(roleTimeouts),
    ...wrap(pool, watch),
    status: () => watch.status(),
    pool: () => ({
      total: pool.totalCount + anonymousPool.totalCount,
      idle: pool.idleCount + anonymousPool.idleCount,
      waiting: pool.waitingCount + anonymousPool.waitingCount,
      max: 13,
    }),
    async transaction(fn, { signal, timeoutMs, role, setup }: TransactionOptions = {}) {
      if (signal?.aborted) throw canceledByClient();
      const running: Running = {};
      const lease = await begin(role, signal, running);
      const client = lease.client;
      let cancelling: Promise<void> | undefined;
      const cancel = () => (cancelling ??= cancelRunning(client, running));
      signal?.addEventListener("abort", cancel, { once: true });
      try {
        const tx = wrap(client, watch, signal, running);
        // Like PostgREST's per-role setting: every statement of this request stops after timeoutMs (57014).
        if (timeoutMs) await tx.query("select set_config('statement_timeout', $1, true)", [String(timeoutMs)]);
        if (setup) await tx.query(setup.sql, setup.params);
        const result = await fn(tx);
        await tx.exec("commit");
        return result;
      } catch (error) {
        await cancelling;
        if (!lease.broken) await client.query("rollback").catch(() => undefined);
        throw watch.seen(lease.broken && !isConnectionError(error) ? unavailable(lease.broken) : error);
      } finally {
        signal?.removeEventListener("abort", cancel);
        await cancelling;
        // A connection a late cancel could still reach is closed rather than handed to the next request.
        lease.release(cancelling !== undefined);
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
      watch.stop();
      await Promise.all([pool.end(), anonymousPool.end(), ...[...listeners].map((stop) => stop())]);
    },
  };
}
