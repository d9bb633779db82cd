import type { RpcCall } from "../../_shared/clients.ts";
import type { PhoneText } from "../../_shared/messaging/texts.ts";

/**
 * Queues a phone text beside an e-mail (decision 1008), or instead of it for an account without e-mail (decision
 * 1068): the job that renders the e-mail calls this with the same change's key and the learner's account, and the
 * database records one message per channel the account chose (none without a number, consent or channel; none twice
 * for one change, whatever the retries: the key names it). `call` is the job's SQL function call, an RPC of
 * process-jobs.
 */
export async function queuePhoneText(
  call: RpcCall,
  to: { userId: string | null | undefined; enrollmentId?: number | null },
  baseKey: string,
  text: PhoneText,
): Promise<number[]> {
  if (!to.userId) return [];
  const ids = await call("function_queue_phone_message", {
    p_user: to.userId,
    p_purpose: text.purpose,
    p_base_key: baseKey,
    p_body: text.body,
    p_template: JSON.stringify(text.template),
    p_enrollment: to.enrollmentId ?? null,
  });
  return Array.isArray(ids) ? ids.map(Number) : [];
}
