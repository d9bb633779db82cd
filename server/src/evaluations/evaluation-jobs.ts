import type { Queryable } from "../db/database";
import type { JobQueue } from "../jobs/job-queue";
import {
  EVALUATION_JOBS,
  EVALUATION_JOB_RUNS,
  type CallFunction,
} from "../../../supabase/functions/_shared/jobs-evaluations.ts";

/**
 * The evaluation jobs, run here where no edge runtime runs them (process-jobs runs them otherwise, decision 0976): the
 * same code (supabase/functions/_shared/jobs-evaluations.ts), whose SQL functions are called in the job's transaction;
 * the finishing one marks the job done in it, as the queue then does again.
 */

/** Calls `public.<fn>` with named arguments in `tx`; objects and arrays go as jsonb. */
function sqlCall(tx: Queryable): CallFunction {
  return async (fn, args) => {
    if (!/^function_[a-z_]+$/.test(fn)) throw new Error(`not a job function: ${fn}`);
    const names = Object.keys(args);
    const values = names.map((name) => args[name]);
    const call = names
      .map((name, index) => {
        const json = values[index] !== null && typeof values[index] === "object";
        return `${name} => $${index + 1}${json ? "::jsonb" : ""}`;
      })
      .join(", ");
    const { rows } = await tx.query<{ result: unknown }>(
      `select public.${fn}(${call}) as result`,
      values.map((value) => (value !== null && typeof value === "object" ? JSON.stringify(value) : value)),
    );
    return rows[0]?.result ?? null;
  };
}

export function registerEvaluationJobs(jobs: JobQueue, siteUrl: string): void {
  for (const kind of EVALUATION_JOBS) {
    jobs.register(kind, {
      transactional: true,
      async run(job, tx) {
        await EVALUATION_JOB_RUNS[kind](job, { call: sqlCall(tx), siteUrl });
      },
    });
  }
}
