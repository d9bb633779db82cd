import os from "node:os";
import { Worker } from "node:worker_threads";
import { hashSync } from "@node-rs/bcrypt";

/** bcrypt cost of new hashes (GoTrue's default). */
export const BCRYPT_COST = 10;

/**
 * New hashes in GoTrue's own form, `$2a$10$…` (decision 0957). @node-rs/bcrypt labels its output `$2b$`; the two
 * labels differ only for passwords longer than 255 bytes, which bcrypt never reads past its 72nd byte, so the digest
 * is the same and only the label is GoTrue's (Go's bcrypt also writes `$2a$` for the same computation).
 */
export function asGoTrueHash(hash: string): string {
  return hash.startsWith("$2b$") ? `$2a$${hash.slice(4)}` : hash;
}

type Job = { op: "hash"; password: string; cost: number } | { op: "verify"; password: string; hash: string };

interface Pending {
  job: Job;
  resolve: (result: string | boolean) => void;
  reject: (error: Error) => void;
}

/** bcrypt's threads (password-worker.mjs), below the server's other threads in the scheduler (decision 1057). */
const WORKER_URL = new URL("./password-worker.mjs", import.meta.url);
/** The hashing threads' nice value: the request threads (event loop, PGlite) come first when both want a core. */
export const HASHING_NICE = 10;

interface HashThread {
  worker: Worker;
  /** The job it runs now, if any. */
  current?: Pending;
}

/**
 * bcrypt in native code (Rust, prebuilt: no install script) on threads of its own, so sign-ins and sign-ups never
 * stall the requests the event loop serves meanwhile, at a third of pure JavaScript's CPU cost (decision 0610). At
 * most `size` hashes run at once, one per thread, and those threads run at a lower priority (nice 10, Linux): the
 * calls a signed-in screen makes, which a person waits on, take the CPU first and the hashes the rest (decision
 * 1057; before it, libuv's pool ran them at the same priority as everything else, decision 0957). Jobs wait their
 * turn in order.
 */
export class PasswordPool {
  private readonly queue: Pending[] = [];
  private readonly threads: HashThread[] = [];
  private closed = false;

  constructor(
    readonly size: number = defaultPoolSize(),
    private readonly nice: number = HASHING_NICE,
  ) {
    if (!Number.isInteger(size) || size < 1)
      throw new Error(`password pool size must be a positive integer, got ${size}`);
  }

  /** Hashes running now, and waiting their turn. */
  get active(): number {
    return this.threads.filter((thread) => thread.current).length;
  }

  get waiting(): number {
    return this.queue.length;
  }

  hash(password: string, cost = BCRYPT_COST): Promise<string> {
    return this.submit({ op: "hash", password, cost }).then((hash) => asGoTrueHash(hash as string));
  }

  /** Whether `password` matches `hash`; false for anything that is not a bcrypt hash ($2a$, $2b$, $2y$). */
  compare(password: string, hash: string): Promise<boolean> {
    if (typeof password !== "string" || typeof hash !== "string")
      return Promise.reject(new TypeError("password and hash must be strings"));
    return this.submit({ op: "verify", password, hash }) as Promise<boolean>;
  }

  /** Refuses new work and fails what is still queued; hashes already running finish, then the threads end. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error("password pool closed"));
    await Promise.all(
      this.threads.map(async (thread) => {
        while (thread.current) await new Promise((resolve) => thread.worker.once("message", resolve));
        await thread.worker.terminate();
      }),
    );
    this.threads.length = 0;
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
      let thread = this.threads.find((candidate) => !candidate.current);
      if (!thread && this.threads.length < this.size) thread = this.startThread();
      if (!thread) return;
      const pending = this.queue.shift()!;
      thread.current = pending;
      // A thread holds the process open only while it hashes: an idle pool never keeps a script from ending.
      thread.worker.ref();
      thread.worker.postMessage({ id: 0, ...pending.job });
    }
  }

  private startThread(): HashThread {
    const worker = new Worker(WORKER_URL, { workerData: { nice: this.nice } });
    const thread: HashThread = { worker };
    worker.on("message", (message: { ready?: boolean; result?: string | boolean; error?: string }) => {
      if (message.ready) return;
      const pending = thread.current;
      thread.current = undefined;
      worker.unref();
      if (message.error !== undefined) pending?.reject(new Error(message.error));
      else pending?.resolve(message.result!);
      this.dispatch();
    });
    worker.on("error", (error) => {
      // The thread died (out of memory…): its job fails, a new thread takes the next one.
      const pending = thread.current;
      thread.current = undefined;
      this.threads.splice(this.threads.indexOf(thread), 1);
      pending?.reject(error);
      this.dispatch();
    });
    this.threads.push(thread);
    return thread;
  }
}

/** One hashing thread per core (at least two): they yield to the request threads, so they may take every core. */
export function defaultPoolSize(): number {
  return Math.max(2, os.availableParallelism());
}

/** The server's pool. */
export const passwords = new PasswordPool();

/** Compared against when the e-mail is unknown, so both failures cost the same time (computed once, at start). */
export const DUMMY_HASH = asGoTrueHash(hashSync("timing-equaliser-password", BCRYPT_COST));
