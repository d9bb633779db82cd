import { randomUUID } from "node:crypto";

/** One job to run early (development and tests): the job with that dedupe key, if it is planned by `asOf`. */
export interface EarlyRun {
  asOf: Date;
  dedupeKey: string;
}

/** One call of the `process-jobs` Edge Function: answers how many jobs it ran. */
export type ProcessJobsCall = (early?: EarlyRun) => Promise<number>;

/**
 * Calls `process-jobs` at `functionsUrl` with the service role key, as pg_cron does every minute on a hosted project
 * (migration 20261128500000). `early` is sent as `{ as_of, dedupe_key }` (decision 1092).
 */
export function processJobsCall(functionsUrl: string, serviceRoleKey: () => Promise<string>): ProcessJobsCall {
  return async (early) => {
    const key = await serviceRoleKey();
    const response = await fetch(`${functionsUrl.replace(/\/+$/, "")}/process-jobs`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${key}`,
        apikey: key,
        "content-type": "application/json",
        // One id per run: the access log's line for it, and the function's calls, are found by it.
        "x-request-id": `process-jobs-${randomUUID()}`,
      },
      body: JSON.stringify(early ? { as_of: early.asOf.toISOString(), dedupe_key: early.dedupeKey } : {}),
      signal: AbortSignal.timeout(60_000),
    });
    const body = (await response.json().catch(() => null)) as { ran?: unknown } | null;
    if (!response.ok) throw new Error(`process-jobs answered ${response.status} ${JSON.stringify(body)}`);
    return typeof body?.ran === "number" ? body.ran : 0;
  };
}

/**
 * The local server's timer for the jobs of `private.jobs`: every JOBS_POLL_MS it calls `process-jobs`, the only code
 * that runs jobs (decisions 0955, 1092), as pg_cron does on a hosted project. `runDue` is the same call on demand.
 */
export class JobQueue {
  private call: ProcessJobsCall | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(private readonly options: { pollMs: number; log?: (message: string) => void }) {}

  /** Where process-jobs answers (known once the server listens); polling starts then, unless JOBS_POLL_MS is 0. */
  connect(call: ProcessJobsCall): void {
    this.call = call;
    if (this.options.pollMs <= 0 || this.timer) return;
    const tick = () => {
      void this.runDue()
        .catch((error: unknown) =>
          this.options.log?.(`jobs: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs).unref();
        });
    };
    this.timer = setTimeout(tick, this.options.pollMs).unref();
  }

  /** Stops polling and waits for the call in hand, so the database can close under no one. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /**
   * Runs every job due now (concurrent callers share one run) and answers how many ran: process-jobs is called again
   * while it finds jobs (a call stops at its time budget). `early` runs only that one job if it is due by then.
   */
  runDue(early?: EarlyRun): Promise<number> {
    const call = this.call;
    if (!call) return Promise.reject(new Error("jobs: process-jobs is not connected (startJobs)"));
    if (early) return (this.running ?? Promise.resolve(0)).catch(() => 0).then(() => call(early));
    this.running ??= (async () => {
      let count = 0;
      // Bounded: jobs that keep queueing jobs for each other must not hold a run forever (the next tick goes on).
      for (let round = 0; round < 20 && !this.stopped; round += 1) {
        const ran = await call();
        count += ran;
        if (ran === 0) break;
      }
      return count;
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }
}
