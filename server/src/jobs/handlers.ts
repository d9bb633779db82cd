import type { Mailer } from "../auth/mailer";
import type { Database } from "../db/database";
import type { ObjectStore } from "../storage/object-store";
import type { JobQueue } from "./job-queue";
import {
  ENQUIRY_RECEIVED_JOB,
  NEWSLETTER_CONFIRMATION_JOB,
  enquiryReceivedHandler,
  newsletterConfirmationHandler,
} from "./enquiry-jobs";
import { registerSessionJobs } from "../sessions/session-jobs";
import { MAIL_JOB, mailJobHandler } from "./mail-jobs";
import { UNCLAIMED_CV_JOB, unclaimedCvHandler } from "./cv-jobs";
import { registerPaymentJobs } from "../payments";
import { registerChangeMailJobs } from "./change-mail-jobs";
import { registerEvaluationJobs } from "../evaluations";
import { renderedMailJob } from "./mail-jobs";
import { ORGANISATION_MAIL_JOBS } from "../../../supabase/functions/_shared/jobs-organisation-mails.ts";
import { CALL_MAIL_JOBS } from "../../../supabase/functions/_shared/call-mails.ts";
import { LEARNING_JOBS } from "../../../supabase/functions/_shared/jobs-learning.ts";
import { COMPANY_INVOICE_MAIL_JOBS } from "../../../supabase/functions/_shared/company-invoice-mails.ts";
import { MESSAGE_SEND_JOB, sendPhoneMessage } from "../../../supabase/functions/_shared/messaging/send-job.ts";
import { PHONE_DAY_JOBS } from "../../../supabase/functions/_shared/messaging/day-jobs.ts";
import { providerFor } from "../../../supabase/functions/_shared/messaging/providers.ts";

export interface JobDependencies {
  mailer: Mailer;
  /** The site's public origin, for links in e-mails. */
  siteUrl: string;
  /** Where the firm receives the notification of each enquiry (NOTIFY_EMAIL). */
  notifyEmail: string;
  /** Where the Storage API keeps its objects' bytes (DATA_DIR/storage or an S3 bucket). */
  store: ObjectStore;
  /** The database, for jobs that call out (e.g. a payment gateway) before writing, outside the job's transaction. */
  db: Database;
  /** The phone providers' settings (SMS_*, TWILIO_*, WHATSAPP_*), as config.ts gives them to the edge runtime. */
  providerSettings: Record<string, string>;
}

/** Every kind of job this server knows how to run. Features add theirs here. */
export function registerJobHandlers(jobs: JobQueue, deps: JobDependencies): void {
  jobs.register(MAIL_JOB, mailJobHandler(deps.mailer));
  jobs.register(ENQUIRY_RECEIVED_JOB, enquiryReceivedHandler(deps));
  jobs.register(NEWSLETTER_CONFIRMATION_JOB, newsletterConfirmationHandler(deps));
  jobs.register(UNCLAIMED_CV_JOB, unclaimedCvHandler(deps));
  registerSessionJobs(jobs, deps.siteUrl);
  registerPaymentJobs(jobs, deps);
  registerChangeMailJobs(jobs, deps.siteUrl);
  registerEvaluationJobs(jobs, deps.siteUrl);
  for (const [kind, render] of Object.entries(ORGANISATION_MAIL_JOBS))
    jobs.register(kind, renderedMailJob(render, deps.siteUrl));
  for (const [kind, render] of Object.entries(COMPANY_INVOICE_MAIL_JOBS))
    jobs.register(kind, renderedMailJob(render, deps.siteUrl));
  for (const [kind, render] of Object.entries({ ...CALL_MAIL_JOBS, ...LEARNING_JOBS }))
    jobs.register(kind, renderedMailJob(render, deps.siteUrl));
  // A phone message (decision 1008), where no edge runtime runs process-jobs: the providers' settings as the edge
  // runtime gets them (config.ts). A runner with no provider configured leaves these jobs to
  // one that has (another server on the same database): it would only record them failed.
  const phoneSettings = (name: string) => (name === "SITE_URL" ? deps.siteUrl : deps.providerSettings[name]);
  if (providerFor("sms", phoneSettings) || providerFor("whatsapp", phoneSettings)) {
    jobs.register(MESSAGE_SEND_JOB, {
      async run(job) {
        const call = async (fn: string, args: Record<string, unknown>) => {
          const names = Object.keys(args);
          const sql = `select public.${fn}(${names.map((name, index) => `${name} => $${index + 1}`).join(", ")}) as result`;
          return (await deps.db.query<{ result: unknown }>(sql, Object.values(args))).rows[0]?.result ?? null;
        };
        await sendPhoneMessage(job, { call, settings: phoneSettings });
      },
    });
  }
  for (const [kind, render] of Object.entries(PHONE_DAY_JOBS))
    jobs.register(kind, renderedMailJob(render, deps.siteUrl));
}
