import {
  canceledByClient,
  engineRestarting,
  roleTimeoutLookup,
  statementTimeout,
  type Database,
  type Queryable,
  type RoleTimeouts,
  type TransactionOptions,
} from "./database";
import { Channels, EngineThread, type Before, type Message } from "./pglite-thread";
import type { ChannelHandlers } from "./postgres-listen";
import { Turns } from "./turns";

/**
 * How long a statement whose client went away may still run before the engine is stopped: about what reopening costs,
 * so hanging up on cheap requests cannot make the server restart its engine over and over.
 */
const CANCEL_GRACE_MS = 1_000;
/**
 * Embedded PostgreSQL (WASM) off the HTTP event loop. PGlite has one connection and no way to interrupt a
 * statement, so requests take turns (a queue here, not in the engine), and a statement that outlives its timeout
 * or whose client went away is stopped by terminating the engine's thread and reopening DATA_DIR: only that
 * request's uncommitted transaction is lost; the requests waiting their turn run on the reopened engine.
 */
class PgliteDatabase implements Database {
  readonly kind = "pglite";
  private readonly turns = new Turns();
  private readonly channels: Channels;

  constructor(
    private readonly dataDir: string,
    private thread: Promise<EngineThread>,
    channels: Channels,
    readonly timeoutFor: (role: string) => number,
    private readonly log: (message: string) => void,
  ) {
    this.channels = channels;
  }

  /** LISTEN on the engine (and on every engine that replaces it); notifications arrive before the commit's answer. */
  listen(channel: string, handlers: ChannelHandlers): () => Promise<void> {
    const known = this.channels.has(channel);
    const remove = this.channels.add(channel, handlers);
    const listened = this.session(undefined, async (thread) => {
      if (!known) await thread.send({ kind: "listen", channel });
    });
    listened.then(
      () => handlers.listening(),
      (error: Error) => handlers.lost(error),
    );
    return async () => remove();
  }

  query<Row>(sql: string, params?: unknown[]) {
    return this.session(undefined, async (thread) => ({
      rows: (await thread.send({ kind: "query", sql, params })) as Row[],
    }));
  }

  exec(sql: string) {
    return this.session(undefined, async (thread) => void (await thread.send({ kind: "exec", sql })));
  }

  /**
   * `begin` and the setup statement travel with the transaction's first statement, in one message to the engine's
   * thread instead of three (decision 1171); a transaction that runs no statement sends nothing.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    return this.session(options.signal, async (thread) => {
      let opening: Before[] | undefined = [{ sql: "begin" }, ...(options.setup ? [options.setup] : [])];
      const open = () => {
        const before = opening;
        opening = undefined;
        return before;
      };
      try {
        const result = await fn(this.statements(thread, options, open));
        if (!opening) await thread.send({ kind: "exec", sql: "commit" });
        return result;
      } catch (error) {
        if (!opening && thread.alive) await thread.send({ kind: "exec", sql: "rollback" }).catch(() => undefined);
        throw error;
      }
    });
  }

  /**
   * The data folder as a gzipped tar, taken alone on the engine between two requests' sessions, so no transaction is
   * half done in it: the backup of a running PGlite (decision 1028).
   */
  dumpDataDir(): Promise<Uint8Array> {
    return this.session(undefined, async (thread) => (await thread.send({ kind: "dump" }))[0] as Uint8Array);
  }

  async close() {
    const release = await this.turns.acquire();
    try {
      await (await this.thread.catch(() => undefined))?.close();
    } finally {
      release();
    }
  }

  /** Runs `work` alone on the engine, once the requests before it are done (or never, if `signal` aborts first). */
  private async session<T>(signal: AbortSignal | undefined, work: (thread: EngineThread) => Promise<T>): Promise<T> {
    const release = await this.turns.acquire(signal);
    try {
      return await work(await this.liveThread());
    } finally {
      release();
    }
  }

  private async liveThread(): Promise<EngineThread> {
    const current = await this.thread.catch(() => undefined);
    if (current?.alive) return current;
    this.thread = EngineThread.start(this.dataDir, this.channels);
    return this.thread.catch((error: unknown) => {
      this.log(`PGlite could not be reopened: ${(error as Error).message}`);
      throw engineRestarting();
    });
  }

  /** The transaction's statements, each stopped (with the engine) after `timeoutMs` or when `signal` aborts. */
  private statements(
    thread: EngineThread,
    { signal, timeoutMs }: TransactionOptions,
    open: () => Before[] | undefined,
  ): Queryable {
    const run = (message: Message): Promise<unknown[]> => {
      if (signal?.aborted) return Promise.reject(canceledByClient());
      const running = thread.send(message);
      if (!signal && !timeoutMs) return running;
      const started = Date.now();
      const interrupt = (reason: Error) => {
        if (!thread.alive) return; // already stopped (timeout and disconnect at once)
        const stoppedAt = Date.now();
        const restart = thread.stop(reason).then(() => EngineThread.start(this.dataDir, this.channels));
        this.thread = restart;
        void restart.then(
          () =>
            this.log(
              `PGlite: ${reason.message} after ${stoppedAt - started} ms; engine reopened in ${Date.now() - stoppedAt} ms`,
            ),
          () => undefined,
        );
      };
      const timer = timeoutMs ? setTimeout(() => interrupt(statementTimeout()), timeoutMs) : undefined;
      let abandoned: NodeJS.Timeout | undefined;
      const onAbort = () => {
        // Reopening costs about a second: a statement younger than that is left to finish (the next one is refused).
        abandoned = setTimeout(
          () => interrupt(canceledByClient()),
          Math.max(0, started + CANCEL_GRACE_MS - Date.now()),
        );
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      return running.finally(() => {
        clearTimeout(timer);
        clearTimeout(abandoned);
        signal?.removeEventListener("abort", onAbort);
      });
    };
    return {
      query: async <Row>(sql: string, params?: unknown[]) => ({
        rows: (await run({ kind: "query", sql, params, before: open() })) as Row[],
      }),
      exec: async (sql: string) => void (await run({ kind: "exec", sql, before: open() })),
    };
  }
}

export async function openPglite(
  dataDir: string,
  roleTimeouts: RoleTimeouts,
  log: (message: string) => void = console.warn,
): Promise<Database> {
  const channels = new Channels();
  const thread = EngineThread.start(dataDir, channels);
  await thread;
  return new PgliteDatabase(dataDir, thread, channels, roleTimeoutLookup(roleTimeouts), log);
}
