import type { Database } from "../db/database";
import type { EdgeFunction, PublicEdgeFunction } from "../functions/edge-function";
import type { JobQueue } from "../jobs/job-queue";
import { createPayment } from "./create-payment";
import { paymentStatus } from "./payment-status";
import { paymentWebhook } from "./payment-webhook";
import { recheckJobHandler } from "./recheck-job";
import { RECHECK_JOB } from "./recheck-schedule";
import { reconcileTransfer } from "./reconcile-transfer";
import { refundPayment } from "./refund-payment";
import { sandboxCheckout } from "./sandbox-checkout";
import { SANDBOX_CHECKOUT_FUNCTION } from "./sandbox-provider";
import { SANDBOX_NOTIFY_JOB, sandboxNotifyJobHandler } from "./sandbox-notify-job";
import { paymentSettings } from "./settings";

/** The payment functions still served by Node under /functions/v1 (invoice and credit-note run in Deno). */
export const paymentFunctions: Record<string, EdgeFunction | PublicEdgeFunction> = {
  "create-payment": createPayment,
  "payment-webhook": paymentWebhook,
  "payment-status": paymentStatus,
  [SANDBOX_CHECKOUT_FUNCTION]: sandboxCheckout,
  "reconcile-transfer": reconcileTransfer,
  "refund-payment": refundPayment,
};

/** The payment jobs (registered in jobs/handlers.ts). */
export function registerPaymentJobs(jobs: JobQueue, deps: { db: Database; siteUrl: string }): void {
  jobs.register(SANDBOX_NOTIFY_JOB, sandboxNotifyJobHandler(paymentSettings().webhookSecret));
  jobs.register(RECHECK_JOB, recheckJobHandler(deps));
}
