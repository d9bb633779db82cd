import type { JobHandler } from "../jobs/job-queue";
import { SIGNATURE_HEADER, signPayload } from "../../../supabase/functions/_shared/payments/signature.ts";

export const SANDBOX_NOTIFY_JOB = "payments.sandbox-notify";

/**
 * The sandbox gateway's asynchronous notification: a signed POST to the site's webhook, after the customer acted on
 * the checkout page. Like a real gateway it retries (job back-off) until the webhook answers 2xx.
 */
export function sandboxNotifyJobHandler(webhookSecret: string): JobHandler {
  return {
    async run(job) {
      const { transaction_id: transactionId, notify_url: notifyUrl } = job.payload as {
        transaction_id?: unknown;
        notify_url?: unknown;
      };
      if (typeof transactionId !== "string" || typeof notifyUrl !== "string")
        throw new Error("sandbox notification without transaction or URL");
      const body = JSON.stringify({ event: "transaction.updated", transaction_id: transactionId });
      const response = await fetch(notifyUrl, {
        method: "POST",
        headers: { "content-type": "application/json", [SIGNATURE_HEADER]: await signPayload(webhookSecret, body) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
    },
  };
}
