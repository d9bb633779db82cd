import type { PhoneText } from "./texts.ts";

/**
 * Queues a phone text beside an e-mail (decision 1008): the job that renders the e-mail calls this with the same
 * change's key, and the database records one message per channel the learner chose (none without a number, consent or
 * channel; none twice for one change, whatever the retries: the key names it). `call` is the job's SQL function call,
 * an RPC of process-jobs.
 */
export type CallSql = (fn: string, args: Record<string, unknown>) => Promise<unknown>;

export async function queuePhoneText(
  call: CallSql,
  to: { email: string; enrollmentId?: number | null },
  baseKey: string,
  text: PhoneText,
): Promise<number[]> {
  const ids = await call("function_queue_phone_message", {
    p_email: to.email,
    p_purpose: text.purpose,
    p_base_key: baseKey,
    p_body: text.body,
    p_template: JSON.stringify(text.template),
    p_enrollment: to.enrollmentId ?? null,
  });
  return Array.isArray(ids) ? ids.map(Number) : [];
}
