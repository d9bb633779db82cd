import type { JobHandler } from "../jobs/job-queue";
import { renderedMailJob } from "../jobs/mail-jobs";
import {
  BANK_DETAILS_JOB,
  PAYMENT_MAIL_JOBS,
  RECEIPT_JOB,
} from "../../../supabase/functions/_shared/jobs-payment-mails.ts";

/**
 * The receipt and the bank details of a transfer, run here where no edge runtime runs them (process-jobs runs them
 * otherwise, decision 0955): the same rendering (supabase/functions/_shared/jobs-payment-mails.ts), in the job's
 * transaction.
 */
export { BANK_DETAILS_JOB, RECEIPT_JOB };

export const receiptJobHandler = (siteUrl: string): JobHandler =>
  renderedMailJob(PAYMENT_MAIL_JOBS[RECEIPT_JOB], siteUrl);

export const bankDetailsJobHandler = (siteUrl: string): JobHandler =>
  renderedMailJob(PAYMENT_MAIL_JOBS[BANK_DETAILS_JOB], siteUrl);
