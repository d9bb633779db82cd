import type { Database, Queryable } from "../db/database";

export interface Job {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/**
 * How one kind of job is done.
 * - `transactional: true`: `run` gets the transaction that also marks the job done, so its database effects happen
 *   exactly once (a crash rolls both back and the job runs again). Keep it short: on PGlite a transaction holds the
 *   only connection.
 * - otherwise (side effects outside the database, e.g. sending an e-mail): the job is claimed, `run` is called, then
 *   the job is marked done. A crash between the effect and the mark runs it again once its lock expires: at least once,
 *   never concurrently.
 */
export type JobHandler =
  | { transactional: true; run(job: Job, tx: Queryable): Promise<void> }
  | { transactional?: false; run(job: Job): Promise<void> };

export interface EnqueueOptions {
  runAt?: Date;
  /** Enqueuing a second job with the same key does nothing (e.g. `reminder:enrollment:42`). */
  dedupeKey?: string;
}

/** Adds a job inside the caller's transaction, so it exists exactly when the caller's change is committed. */
export async function enqueueJob(
  tx: Queryable,
  kind: string,
  payload: Record<string, unknown> = {},
  options: EnqueueOptions = {},
): Promise<number | null> {
  const { rows } = await tx.query<{ id: number | null }>("select private.enqueue_job($1, $2::jsonb, $3, $4) as id", [
    kind,
    JSON.stringify(payload),
    (options.runAt ?? new Date()).toISOString(),
    options.dedupeKey ?? null,
  ]);
  return rows[0]?.id == null ? null : Number(rows[0].id);
}

export interface JobQueueOptions {
  /** How often due jobs are looked for (ms); 0 never polls (tests call runDue). */
  pollMs: number;
  /** How long a claimed job stays locked before another worker may take it again (crash recovery). */
  lockMs?: number;
  log?: (message: string) => void;
}

interface JobRow {
  id: string | number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

const CLAIM = `
  update private.jobs set state = 'running', attempts = attempts + 1, locked_until = now() + $1::interval
  where id = (
    select id from private.jobs
    where run_at <= coalesce($3::timestamptz, now()) and (state = 'pending' or (state = 'running' and locked_until < now()))
      and kind = any($2::text[]) and ($4::text is null or dedupe_key = $4)
    order by run_at, id
    limit 1
    for update skip locked
  )
  returning id, kind, payload, attempts, max_attempts`;

const DONE =
  "update private.jobs set state = 'done', finished_at = now(), locked_until = null, last_error = null where id = $1";

/** Retry after 30 s, 2 min, 8 min… capped at one hour. */
const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 4 ** Math.max(0, attempts - 1));

/**
 * Runs the jobs of `private.jobs` in this process: polls for due ones, claims one at a time, calls its handler and
 * records the outcome (done, retried later with back-off, or failed after max_attempts with the last error kept).
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;
  /** Kinds another runner claims (process-jobs in the edge runtime), and how to make it run them now. */
  private delegated: { kinds: ReadonlySet<string>; trigger: () => Promise<number> } | undefined;

  constructor(
    private readonly db: Database,
    private readonly options: JobQueueOptions,
  ) {}

  register(kind: string, handler: JobHandler): this {
    if (this.handlers.has(kind)) throw new Error(`a handler for job kind "${kind}" is already registered`);
    this.handlers.set(kind, handler);
    return this;
  }

  /**
   * Hands `kinds` to another runner (the `process-jobs` Edge Function, decision 0955): this queue no longer claims
   * them, and each of its runs calls `trigger` (which answers how many jobs it ran) until neither side finds a job, so
   * the e-mail a Node job queues leaves in the same run. A failing trigger is logged; the Node kinds still run.
   */
  delegate(kinds: readonly string[], trigger: () => Promise<number>): this {
    this.delegated = { kinds: new Set(kinds), trigger };
    return this;
  }

  start(): void {
    if (this.options.pollMs <= 0 || this.timer) return;
    const tick = () => {
      void this.runDue()
        .catch((error: unknown) => this.options.log?.(`jobs: ${String(error)}`))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs).unref();
        });
    };
    this.timer = setTimeout(tick, this.options.pollMs).unref();
  }

  /** Stops polling and waits for the job in hand, so the database can close under no one. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /**
   * Runs every job due now (one batch at a time; concurrent callers share it). Returns how many ran. `early` (development
   * and tests only) runs the one job with that dedupe key if it is due by `asOf`, e.g. a reminder planned for two days
   * before a session.
   */
  runDue(early?: { asOf: Date; dedupeKey: string }): Promise<number> {
    if (early) return this.running ? this.running.then(() => this.runDue(early)) : this.drain(early);
    this.running ??= this.drain().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async drain(early?: { asOf: Date; dedupeKey: string }): Promise<number> {
    let count = 0;
    // Bounded: jobs that keep queueing jobs for each other must not hold a run forever (the next tick goes on).
    for (let round = 0; round < 20 && !this.stopped; round += 1) {
      let ran = 0;
      while (!this.stopped && (await this.runOne(early))) ran += 1;
      // An early run is for its one job: the delegated kinds (whatever else is due) wait for the next run.
      if (this.delegated && !early && !this.stopped) ran += await this.runDelegated();
      count += ran;
      if (ran === 0 || !this.delegated) break;
    }
    return count;
  }

  private async runDelegated(): Promise<number> {
    try {
      return await this.delegated!.trigger();
    } catch (error) {
      this.options.log?.(`jobs: process-jobs: ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    }
  }

  private lockInterval(): string {
    return `${Math.ceil((this.options.lockMs ?? 5 * 60_000) / 1000)} seconds`;
  }

  /** Claims and runs one due job; false when none is due. */
  private async runOne(early?: { asOf: Date; dedupeKey: string }): Promise<boolean> {
    // An early run (development and tests) runs its one job here whatever its kind: the handlers are the same code.
    const kinds = [...this.handlers.keys()].filter((kind) => early || !this.delegated?.kinds.has(kind));
    if (kinds.length === 0) return false;
    // A transactional job is claimed, run and marked done in one transaction; the others in three steps.
    const claimed = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<JobRow>(CLAIM, [
        this.lockInterval(),
        kinds,
        early?.asOf.toISOString() ?? null,
        early?.dedupeKey ?? null,
      ]);
      const row = rows[0];
      if (!row) return null;
      const job = toJob(row);
      const handler = this.handlers.get(job.kind)!;
      if (!handler.transactional) return { job, handler };
      try {
        await tx.query("savepoint job");
        await handler.run(job, tx);
        await tx.query(DONE, [job.id]);
      } catch (error) {
        await tx.query("rollback to savepoint job");
        await this.recordFailure(tx, job, error);
      }
      return { job, handler: undefined };
    });
    if (!claimed) return false;
    if (claimed.handler && !claimed.handler.transactional) {
      try {
        await claimed.handler.run(claimed.job);
        await this.db.query(DONE, [claimed.job.id]);
      } catch (error) {
        await this.recordFailure(this.db, claimed.job, error);
      }
    }
    return true;
  }

  private async recordFailure(tx: Queryable, job: Job, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    this.options.log?.(`jobs: ${job.kind} #${job.id} failed (attempt ${job.attempts}/${job.maxAttempts}): ${message}`);
    if (job.attempts >= job.maxAttempts) {
      await tx.query(
        "update private.jobs set state = 'failed', finished_at = now(), locked_until = null, last_error = $2 where id = $1",
        [job.id, message.slice(0, 2000)],
      );
    } else {
      await tx.query(
        "update private.jobs set state = 'pending', locked_until = null, last_error = $2, run_at = now() + $3::interval where id = $1",
        [job.id, message.slice(0, 2000), `${backoffSeconds(job.attempts)} seconds`],
      );
    }
  }
}

function toJob(row: JobRow): Job {
  return {
    id: Number(row.id),
    kind: row.kind,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
  };
}
