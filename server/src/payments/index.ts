import type { Database } from "../db/database";
import type { JobQueue } from "../jobs/job-queue";
import { RECHECK_JOB, SANDBOX_NOTIFY_JOB } from "../../../supabase/functions/_shared/jobs-payment-checks.ts";
import { BANK_DETAILS_JOB, RECEIPT_JOB, bankDetailsJobHandler, receiptJobHandler } from "./payment-mail-jobs";
import { recheckJobHandler } from "./recheck-job";
import { sandboxNotifyJobHandler } from "./sandbox-notify-job";
import { paymentSettings } from "./settings";

/** The payment jobs (registered in jobs/handlers.ts); process-jobs runs the same code (decisions 0955, 0977). */
export function registerPaymentJobs(jobs: JobQueue, deps: { db: Database; siteUrl: string }): void {
  jobs.register(SANDBOX_NOTIFY_JOB, sandboxNotifyJobHandler(paymentSettings().webhookSecret));
  jobs.register(RECHECK_JOB, recheckJobHandler(deps));
  jobs.register(RECEIPT_JOB, receiptJobHandler(deps.siteUrl));
  jobs.register(BANK_DETAILS_JOB, bankDetailsJobHandler(deps.siteUrl));
}
