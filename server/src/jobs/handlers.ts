import type { Mailer } from "../auth/mailer";
import type { JobQueue } from "./job-queue";
import { registerSessionJobs } from "../sessions/session-jobs";
import { MAIL_JOB, mailJobHandler } from "./mail-jobs";
import { registerPaymentJobs } from "../payments";

export interface JobDependencies {
  mailer: Mailer;
  /** The site's public origin, for links in e-mails. */
  siteUrl: string;
}

/** Every kind of job this server knows how to run. Features add theirs here. */
export function registerJobHandlers(jobs: JobQueue, deps: JobDependencies): void {
  jobs.register(MAIL_JOB, mailJobHandler(deps.mailer));
  registerSessionJobs(jobs, deps.siteUrl);
  registerPaymentJobs(jobs);
}
