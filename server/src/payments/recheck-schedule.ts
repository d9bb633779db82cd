import type { Queryable } from "../db/database";
import { enqueueJob } from "../jobs/job-queue";

export const RECHECK_JOB = "payments.recheck";

/** Plans round `round` of the re-check of an attempt with its gateway, `minutes` from now (once per round). */
export function scheduleRecheck(db: Queryable, paymentId: number, round: number, minutes: number) {
  return enqueueJob(
    db,
    RECHECK_JOB,
    { payment_id: paymentId, round },
    { runAt: new Date(Date.now() + minutes * 60_000), dedupeKey: `${RECHECK_JOB}:${paymentId}:${round}` },
  );
}
