/** Moved to supabase/functions/_shared/mail (decision 0955): one composition for the Node server and the Edge Functions. */
export * from "../../../supabase/functions/process-jobs/mail/newsletter-mails.ts";
