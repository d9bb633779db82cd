import { Worker } from "node:worker_threads";
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
import type { ChannelHandlers } from "./postgres-listen";
import { Turns } from "./turns";

type Message =
  | { kind: "query"; sql: string; params?: unknown[] }
  | { kind: "exec"; sql: string }
  | { kind: "listen"; channel: string }
  | { kind: "dump" };
type Reply =
  | { id: number; ok: true; rows: unknown[] }
  | { id: number; ok: false; error: { message: string } }
  | { notification: string };

/**
 * How long a statement whose client went away may still run before the engine is stopped: about what reopening costs,
 * so hanging up on cheap requests cannot make the server restart its engine over and over.
 */
const CANCEL_GRACE_MS = 1_000;
const WORKER_URL = new URL("./pglite-worker.mjs", import.meta.url);

/** The channels listened to, and who hears them; every engine thread listens to all of them. */
class Channels {
  private readonly handlers = new Map<string, Set<ChannelHandlers>>();
  /** An engine died unexpectedly since the last one listened. */
  private lostOne = false;

  names() {
    return this.handlers.keys();
  }

  add(channel: string, handlers: ChannelHandlers): () => void {
    const set = this.handlers.get(channel) ?? new Set();
    set.add(handlers);
    this.handlers.set(channel, set);
    return () => set.delete(handlers);
  }

  has(channel: string) {
    return this.handlers.has(channel);
  }

  notify(channel: string) {
    for (const handlers of this.handlers.get(channel) ?? []) handlers.notify();
  }

  /** A new engine listens: if the last one died unexpectedly, a commit may have gone unannounced. */
  listening() {
    if (!this.lostOne) return;
    this.lostOne = false;
    for (const set of this.handlers.values()) for (const handlers of set) handlers.listening();
  }

  lost(error: Error) {
    this.lostOne = true;
    for (const set of this.handlers.values()) for (const handlers of set) handlers.lost(error);
  }
}

/** One PGlite instance running in its own thread (pglite-worker.mjs). `stop()` ends it even mid-statement. */
class EngineThread {
  private readonly pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  private ended: Error | undefined;
  /** Called once when the thread stops or dies. */
  onEnd?: (reason: Error) => void;

  private constructor(
    private readonly worker: Worker,
    private readonly notify: (channel: string) => void,
  ) {
    worker.on("message", (reply: Reply) => {
      if ("notification" in reply) return this.notify(reply.notification);
      const waiter = this.pending.get(reply.id);
      if (!waiter) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiter.resolve(reply.rows);
      else waiter.reject(Object.assign(new Error(reply.error.message), reply.error));
    });
    worker.on("error", (error) => this.end(Object.assign(engineRestarting(), { cause: error })));
    worker.on("exit", () => this.end(engineRestarting()));
  }

  /** Opens the database in a new thread; PostgreSQL's crash recovery replays whatever a stopped thread left. */
  static start(dataDir: string, channels: Channels): Promise<EngineThread> {
    const worker = new Worker(WORKER_URL, { workerData: { dataDir, channels: [...channels.names()] } });
    return new Promise((resolve, reject) => {
      const failed = (error: Error) => {
        settled();
        void worker.terminate();
        reject(error);
      };
      const exited = (code: number) =>
        failed(new Error(`PGlite's thread exited (code ${code}) before opening ${dataDir}`));
      const opened = (first: { ready: boolean; error?: { message: string } }) => {
        if (!first.ready)
          return failed(
            Object.assign(new Error(`PGlite could not open ${dataDir}: ${first.error?.message}`), first.error),
          );
        settled();
        const thread = new EngineThread(worker, (channel) => channels.notify(channel));
        thread.onEnd = (reason) => channels.lost(reason);
        resolve(thread);
        channels.listening();
      };
      const settled = () => {
        worker.off("message", opened).off("error", failed).off("exit", exited);
      };
      worker.once("message", opened).once("error", failed).once("exit", exited);
    });
  }

  get alive() {
    return this.ended === undefined;
  }

  send(message: Message): Promise<unknown[]> {
    if (this.ended) return Promise.reject(this.ended);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...message });
    });
  }

  /**
   * Terminates the thread; the statement it was running fails with `reason`. Its transaction is rolled back, and
   * every earlier commit was announced before its answer: listeners lose nothing.
   */
  async stop(reason: Error): Promise<void> {
    this.onEnd = undefined;
    this.end(reason);
    await this.worker.terminate();
  }

  /** Closes the database cleanly (checkpoint), then the thread. */
  async close(): Promise<void> {
    if (!this.alive) return;
    const closed = new Promise((resolve) => this.worker.once("message", resolve));
    this.onEnd = undefined; // closing is not losing anything
    this.worker.postMessage({ kind: "close" });
    await closed;
    this.end(engineRestarting());
    await this.worker.terminate();
  }

  private end(reason: Error) {
    if (this.ended) return;
    this.ended = reason;
    this.onEnd?.(reason);
    for (const waiter of this.pending.values()) waiter.reject(reason);
    this.pending.clear();
  }
}

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

  transaction<T>(fn: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    return this.session(options.signal, async (thread) => {
      await thread.send({ kind: "exec", sql: "begin" });
      try {
        const result = await fn(this.statements(thread, options));
        await thread.send({ kind: "exec", sql: "commit" });
        return result;
      } catch (error) {
        if (thread.alive) await thread.send({ kind: "exec", sql: "rollback" }).catch(() => undefined);
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
  private statements(thread: EngineThread, { signal, timeoutMs }: TransactionOptions): Queryable {
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
        rows: (await run({ kind: "query", sql, params })) as Row[],
      }),
      exec: async (sql: string) => void (await run({ kind: "exec", sql })),
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
