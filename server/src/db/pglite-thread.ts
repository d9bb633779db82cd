import { Worker } from "node:worker_threads";
import { engineRestarting } from "./database";
import type { ChannelHandlers } from "./postgres-listen";

/** What the engine's thread (pglite-worker.mjs) is asked to do. */
/** A statement the worker runs before a message's own, in the same message (a transaction's `begin` and setup). */
export interface Before {
  sql: string;
  params?: unknown[];
}

export type Message =
  | { kind: "query"; sql: string; params?: unknown[]; before?: Before[] }
  | { kind: "exec"; sql: string; before?: Before[] }
  | { kind: "listen"; channel: string }
  | { kind: "dump" };
type Reply =
  | { id: number; ok: true; rows: unknown[] }
  | { id: number; ok: false; error: { message: string } }
  | { notification: string };

const WORKER_URL = new URL("./pglite-worker.mjs", import.meta.url);

/** The channels listened to, and who hears them; every engine thread listens to all of them. */
export class Channels {
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
export class EngineThread {
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
