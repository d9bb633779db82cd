import { rm } from "node:fs/promises";
import path from "node:path";
import type { Queryable } from "../db/database";
import { enqueueJob, type JobHandler } from "./job-queue";

/** A CV nobody attached to an application: erased after a day (the visitor gave up before sending the form). */
export const UNCLAIMED_CV_JOB = "cv.unclaimed";
export const CV_BUCKET = "cv";
const CLAIM_DELAY_MS = 24 * 3600_000;

/** Called by the Storage API after each new object: CVs get their check a day later. */
export async function scheduleUnclaimedCvCheck(db: Queryable, bucket: string, name: string, id: string): Promise<void> {
  if (bucket !== CV_BUCKET) return;
  await enqueueJob(
    db,
    UNCLAIMED_CV_JOB,
    { name, id },
    { runAt: new Date(Date.now() + CLAIM_DELAY_MS), dedupeKey: `${UNCLAIMED_CV_JOB}:${id}` },
  );
}

/** Deletes the CV (row and file) unless an application refers to it. */
export function unclaimedCvHandler(deps: { storageDir: string }): JobHandler {
  return {
    transactional: true,
    async run(job, tx) {
      const name = String(job.payload.name ?? "");
      const { rows } = await tx.query<{ id: string }>(
        `delete from storage.objects o
          where o.bucket_id = $1 and o.name = $2
            and not exists (select 1 from public.enquiries e where e.details ->> 'cv_path' = o.name)
          returning o.id`,
        [CV_BUCKET, name],
      );
      for (const { id } of rows) await rm(path.join(deps.storageDir, CV_BUCKET, id), { force: true });
    },
  };
}
