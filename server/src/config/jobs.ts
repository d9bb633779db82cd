import { HOUR, MINUTE, integer } from "./read";

/** The job queue (private.jobs): how often this instance looks for due jobs and how long it keeps one claimed. */
export interface JobsConfig {
  /** How often the job runner looks for due jobs in private.jobs (ms); 0 turns polling off. */
  jobsPollMs: number;
  /** How long a claimed job stays claimed by its instance (JOBS_LEASE_MS): a killed instance's jobs are retried after it. */
  jobsLeaseMs: number;
}

export function jobsConfig(env: NodeJS.ProcessEnv): JobsConfig {
  return {
    jobsPollMs: integer(env, "JOBS_POLL_MS", 1000, 0, 60_000),
    jobsLeaseMs: integer(env, "JOBS_LEASE_MS", 5 * MINUTE, 1_000, 24 * HOUR),
  };
}
