import os from "node:os";
import { hash as bcryptHash, hashSync, verify as bcryptVerify } from "@node-rs/bcrypt";

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

interface Pending {
  run: () => Promise<string | boolean>;
  resolve: (result: string | boolean) => void;
  reject: (error: Error) => void;
}

/**
 * bcrypt in native code (Rust, prebuilt: no install script) on libuv's thread pool, so sign-ins and sign-ups never
 * stall the requests the event loop serves meanwhile, at a third of pure JavaScript's CPU cost (decision 0610).
 * At most `size` hashes run at once: libuv's pool (4 threads) also reads the site's files, and a burst of sign-ins
 * must not queue every file read behind it. Jobs wait their turn in order.
 */
export class PasswordPool {
  private readonly queue: Pending[] = [];
  private running = 0;
  private closed = false;

  constructor(readonly size: number = defaultPoolSize()) {
    if (!Number.isInteger(size) || size < 1)
      throw new Error(`password pool size must be a positive integer, got ${size}`);
  }

  /** Hashes running now, and waiting their turn. */
  get active(): number {
    return this.running;
  }

  get waiting(): number {
    return this.queue.length;
  }

  hash(password: string, cost = BCRYPT_COST): Promise<string> {
    return this.submit(() => bcryptHash(password, cost).then(asGoTrueHash)) as Promise<string>;
  }

  /** Whether `password` matches `hash`; false for anything that is not a bcrypt hash ($2a$, $2b$, $2y$). */
  compare(password: string, hash: string): Promise<boolean> {
    if (typeof password !== "string" || typeof hash !== "string")
      return Promise.reject(new TypeError("password and hash must be strings"));
    return this.submit(() => bcryptVerify(password, hash).catch(() => false)) as Promise<boolean>;
  }

  /** Refuses new work and fails what is still queued; hashes already running finish on their own. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error("password pool closed"));
  }

  private submit(run: Pending["run"]): Promise<string | boolean> {
    if (this.closed) return Promise.reject(new Error("password pool closed"));
    return new Promise((resolve, reject) => {
      this.queue.push({ run, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch() {
    while (this.running < this.size && this.queue.length > 0) {
      const { run, resolve, reject } = this.queue.shift()!;
      this.running++;
      run()
        .then(resolve, reject)
        .finally(() => {
          this.running--;
          this.dispatch();
        });
    }
  }
}

/** One hash per core, at least two, at most three: libuv's fourth thread stays free for file reads. */
export function defaultPoolSize(): number {
  return Math.max(2, Math.min(3, os.availableParallelism()));
}

/** The server's pool. */
export const passwords = new PasswordPool();

/** Compared against when the e-mail is unknown, so both failures cost the same time (computed once, at start). */
export const DUMMY_HASH = asGoTrueHash(hashSync("timing-equaliser-password", BCRYPT_COST));
