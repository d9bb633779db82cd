import { objectKey, type ObjectStore } from "../storage/object-store";
import type { JobHandler } from "./job-queue";
import { CV_BUCKET, UNCLAIMED_CV_JOB, eraseUnclaimedCv } from "../../../supabase/functions/_shared/jobs-storage.ts";

/**
 * A CV nobody attached to an application: erased after a day (the visitor gave up before sending the form). The check
 * is planned by a trigger on storage.objects at each new object of the bucket (migration 20261130200100).
 */
export { UNCLAIMED_CV_JOB };

/**
 * Erases the CV (row and file) unless an application refers to it, here where no edge runtime does (process-jobs
 * does it through the Storage API otherwise, decision 0977): the same check (`public.function_cv_unclaimed`), then the
 * local Storage's row and file, in the job's transaction.
 */
export function unclaimedCvHandler(deps: { store: Pick<ObjectStore, "remove"> }): JobHandler {
  return {
    transactional: true,
    run: (job, tx) =>
      eraseUnclaimedCv(job, {
        unclaimed: async (name) =>
          (await tx.query<{ unclaimed: boolean }>("select public.function_cv_unclaimed($1) as unclaimed", [name]))
            .rows[0]?.unclaimed === true,
        async remove(name) {
          const { rows } = await tx.query<{ id: string }>(
            "delete from storage.objects where bucket_id = $1 and name = $2 returning id",
            [CV_BUCKET, name],
          );
          for (const { id } of rows) await deps.store.remove(objectKey(CV_BUCKET, id));
        },
      }),
  };
}
