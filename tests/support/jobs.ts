import type { Queryable } from "../../server/src/db/database";

/**
 * Adds a job to private.jobs inside the caller's transaction, as the migrations' triggers do
 * (`private.enqueue_job`): for tests that need a job of their own. A second job with the same `dedupeKey` is not added.
 */
export async function enqueueJob(
  tx: Queryable,
  kind: string,
  payload: Record<string, unknown> = {},
  options: { runAt?: Date; dedupeKey?: string } = {},
): Promise<number | null> {
  const { rows } = await tx.query<{ id: number | null }>("select private.enqueue_job($1, $2::jsonb, $3, $4) as id", [
    kind,
    JSON.stringify(payload),
    (options.runAt ?? new Date()).toISOString(),
    options.dedupeKey ?? null,
  ]);
  return rows[0]?.id == null ? null : Number(rows[0].id);
}

/** Queues an e-mail (`mail.send`), which process-jobs sends through the e-mail API. */
export function enqueueMail(
  tx: Queryable,
  message: { to: string; subject: string; text: string; html: string },
  options: { runAt?: Date; dedupeKey?: string } = {},
): Promise<number | null> {
  return enqueueJob(tx, "mail.send", { ...message }, options);
}
