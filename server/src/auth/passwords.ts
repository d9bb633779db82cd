import os from "node:os";
import { Worker } from "node:worker_threads";
import bcrypt from "bcryptjs";

const WORKER_URL = new URL("./password-worker.mjs", import.meta.url);
/** bcrypt cost of new hashes (GoTrue's default). */
export const BCRYPT_COST = 10;

type Job = { op: "hash"; password: string; cost: number } | { op: "compare"; password: string; hash: string };

interface Pending {
  job: Job;
  resolve: (result: string | boolean) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  /** The job it is running, if any. */
  running?: { id: number } & Pending;
}

/**
 * bcrypt in a few worker threads, so that sign-ins and sign-ups never stall the requests the event loop serves in
 * the meantime (a cost-10 hash in JavaScript is ~70 ms of CPU). Jobs wait their turn in order; threads start on
 * first use and never keep the process alive by themselves.
 */
export class PasswordPool {
  private readonly threads: Thread[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(readonly size: number = defaultPoolSize()) {
    if (!Number.isInteger(size) || size < 1)
      throw new Error(`password pool size must be a positive integer, got ${size}`);
  }

  hash(password: string, cost = BCRYPT_COST): Promise<string> {
    return this.submit({ op: "hash", password, cost }) as Promise<string>;
  }

  compare(password: string, hash: string): Promise<boolean> {
    return this.submit({ op: "compare", password, hash }) as Promise<boolean>;
  }

  /** Stops the threads; queued and running jobs fail. */
  async close(): Promise<void> {
    this.closed = true;
    const threads = this.threads.splice(0);
    const unanswered = [...this.queue.splice(0), ...threads.flatMap((t) => (t.running ? [t.running] : []))];
    for (const pending of unanswered) pending.reject(new Error("password pool closed"));
    await Promise.all(threads.map(({ worker }) => worker.terminate()));
  }

  private submit(job: Job): Promise<string | boolean> {
    if (this.closed) return Promise.reject(new Error("password pool closed"));
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch() {
    while (this.queue.length > 0) {
      const thread =
        this.threads.find((t) => !t.running) ?? (this.threads.length < this.size ? this.start() : undefined);
      if (!thread) return;
      const pending = this.queue.shift()!;
      const id = this.nextId++;
      thread.running = { id, ...pending };
      thread.worker.ref(); // a job in flight keeps the process alive until it answers
      thread.worker.postMessage({ id, ...pending.job });
    }
  }

  private start(): Thread {
    const worker = new Worker(WORKER_URL);
    const thread: Thread = { worker };
    worker.unref();
    worker.on("message", (message: { id: number; ok: boolean; result?: string | boolean; message?: string }) => {
      const running = thread.running;
      if (!running || running.id !== message.id) return;
      thread.running = undefined;
      worker.unref();
      if (message.ok) running.resolve(message.result!);
      else running.reject(new Error(message.message));
      this.dispatch();
    });
    // A thread that dies takes its job with it; the next job starts a fresh thread.
    const lost = (error: Error) => {
      const index = this.threads.indexOf(thread);
      if (index < 0) return;
      this.threads.splice(index, 1);
      thread.running?.reject(error);
      thread.running = undefined;
      if (!this.closed) this.dispatch();
    };
    worker.on("error", lost);
    worker.on("exit", (code) => lost(new Error(`password thread exited with code ${code}`)));
    this.threads.push(thread);
    return thread;
  }
}

/** One thread per core but one, left to the event loop (and to PGlite's thread); at least one, at most four. */
export function defaultPoolSize(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}

/** The server's pool. */
export const passwords = new PasswordPool();

/** Compared against when the e-mail is unknown, so both failures cost the same time (computed once, at start). */
export const DUMMY_HASH = bcrypt.hashSync("timing-equaliser-password", BCRYPT_COST);
