import type { EdgeFunction, PublicEdgeFunction } from "../functions/edge-function";
import type { JobQueue } from "../jobs/job-queue";
import { createPayment } from "./create-payment";
import { creditNoteFunction, invoiceFunction } from "./invoice-function";
import { paymentWebhook } from "./payment-webhook";
import { reconcileTransfer } from "./reconcile-transfer";
import { sandboxCheckout } from "./sandbox-checkout";
import { SANDBOX_CHECKOUT_FUNCTION } from "./sandbox-provider";
import { SANDBOX_NOTIFY_JOB, sandboxNotifyJobHandler } from "./sandbox-notify-job";
import { paymentSettings } from "./settings";

/** The payment functions served under /functions/v1 (registered in functions/registry.ts). */
export const paymentFunctions: Record<string, EdgeFunction | PublicEdgeFunction> = {
  "create-payment": createPayment,
  "payment-webhook": paymentWebhook,
  [SANDBOX_CHECKOUT_FUNCTION]: sandboxCheckout,
  "reconcile-transfer": reconcileTransfer,
  invoice: invoiceFunction,
  "credit-note": creditNoteFunction,
};

/** The payment jobs (registered in jobs/handlers.ts). */
export function registerPaymentJobs(jobs: JobQueue): void {
  jobs.register(SANDBOX_NOTIFY_JOB, sandboxNotifyJobHandler(paymentSettings().webhookSecret));
}
