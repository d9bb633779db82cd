import type { RpcCall } from "../_shared/clients.ts";
import type { OutgoingMail } from "./mail/send.ts";

/** A job as a runner claimed it. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/** An e-mail a job queues as a `mail.send` job; the dedupe key makes it queued once whatever the retries. */
export interface QueuedMail {
  message: OutgoingMail;
  dedupe_key?: string;
}

/**
 * What a rendering job reads with: `read` calls the SQL functions that say what an e-mail says
 * (`function_enrollment_mail_facts`…; null: nothing to write to), as process-jobs' RPCs.
 */
export interface MailJobContext {
  read: RpcCall;
  /** The site's public origin, for the links. */
  siteUrl: string;
}

/** Renders the e-mails of one job (none when the change no longer holds). */
export type MailJobRender = (job: Pick<ClaimedJob, "id" | "payload">, context: MailJobContext) => Promise<QueuedMail[]>;

/** The id a job's payload names (`enrollment_id`, `waitlist_id`…); a job without it fails (and is retried, then kept). */
export function payloadId(payload: Record<string, unknown>, key: string): number {
  const id = Number(payload[key]);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`job without a valid ${key}`);
  return id;
}
