import { asService, callRpc } from "../_shared/clients.ts";
import type { ClaimedJob } from "./job.ts";

/**
 * Retention of the CVs (decision 0977): a CV in the `cv` bucket that no application refers to
 * (`public.enquiries.details ->> 'cv_path'`) a day after its upload is erased — the visitor gave up before sending the
 * form. process-jobs erases it through the Storage API (hosted Storage refuses deleting its rows by SQL, and only its
 * API removes the file).
 */
export const UNCLAIMED_CV_JOB = "cv.unclaimed";
export const CV_BUCKET = "cv";

export interface CvStore {
  /** True when the CV is still stored and no application names it (`public.function_cv_unclaimed`). */
  unclaimed(name: string): Promise<boolean>;
  /** Erases the CV: its row and its file. */
  remove(name: string): Promise<void>;
}

export async function eraseUnclaimedCv(job: Pick<ClaimedJob, "payload">, store: CvStore): Promise<void> {
  const name = job.payload.name;
  if (typeof name !== "string" || !name) throw new Error("cv.unclaimed job without name");
  if (await store.unclaimed(name)) await store.remove(name);
}

/** process-jobs' store: the check through the service role's RPC, the erasure through Storage. */
export const edgeCvStore: CvStore = {
  unclaimed: (name) => callRpc("function_cv_unclaimed", { p_name: name }),
  async remove(name) {
    const { error } = await asService().storage.from(CV_BUCKET).remove([name]);
    if (error) throw new Error(`Storage did not erase the CV: ${error.message}`);
  },
};
