import type { JobHandler } from "../jobs/job-queue";
import { notifySandboxWebhook } from "../../../supabase/functions/_shared/jobs-payment-checks.ts";

/**
 * The sandbox gateway's signed notification to the webhook, sent here where no edge runtime sends it (process-jobs
 * sends it otherwise, decision 0977): the same code (supabase/functions/_shared/jobs-payment-checks.ts).
 */
export const sandboxNotifyJobHandler = (webhookSecret: string): JobHandler => ({
  run: (job) => notifySandboxWebhook(job, webhookSecret),
});
