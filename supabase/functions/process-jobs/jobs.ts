import { firm } from "@common/firm";
import { verifiedCaller } from "../_shared/caller.ts";
import { asService, callRpc } from "../_shared/clients.ts";
import { env } from "../_shared/env.ts";
import { sha256Hex } from "../_shared/link-tokens.ts";
import { randomBase64Url } from "../_shared/payments/hmac.ts";
import {
  EDGE_JOB_KINDS,
  ENQUIRY_RECEIVED_JOB,
  MAIL_JOB,
  NEWSLETTER_CONFIRMATION_JOB,
  enquiryReceivedMails,
  mailOfJob,
  newsletterConfirmationJobMail,
} from "./jobs-kinds.ts";
import { payloadId, type ClaimedJob, type MailJobRender, type QueuedMail } from "./job.ts";
import { ENROLLMENT_MAIL_JOBS, HOLD_EXPIRY_JOB } from "./enrollment-mail-jobs.ts";
import { EVALUATION_JOB_RUNS, type EvaluationJobRun } from "./jobs-evaluations.ts";
import { PAYMENT_MAIL_JOBS } from "./jobs-payment-mails.ts";
import { ORGANISATION_MAIL_JOBS } from "./jobs-organisation-mails.ts";
import { COMPANY_INVOICE_MAIL_JOBS } from "./company-invoice-mails.ts";
import { CALL_MAIL_JOBS } from "./call-mails.ts";
import { LEARNING_JOBS } from "./jobs-learning.ts";
import {
  RECHECK_JOB,
  SANDBOX_NOTIFY_JOB,
  edgeRecheckDependencies,
  notifySandboxWebhook,
  recheckPayment,
} from "./jobs-payment-checks.ts";
import { UNCLAIMED_CV_JOB, edgeCvStore, eraseUnclaimedCv } from "./jobs-storage.ts";
import { holdLeases, jobLeaseSeconds } from "./jobs-lease.ts";
import { MESSAGE_SEND_JOB, sendPhoneMessage } from "./messaging/send-job.ts";
import { PHONE_DAY_JOBS } from "./messaging/day-jobs.ts";
import { providerFor } from "../_shared/messaging/providers.ts";
import { paymentSettings } from "../_shared/payments/edge.ts";
import type { EnquiryForMail } from "./mail/enquiry-mails.ts";
import { DEFAULT_MAIL_FROM, sendByEmailApi } from "./mail/send.ts";
import { functionError, jsonResponse } from "../_shared/responses.ts";

/**
 * What a job did besides its own state: the e-mails it queues (function_finish_job marks it done with them in one
 * transaction), or `finished` when the job recorded its outcome itself (its RPC marked it done).
 */
type JobRun = (job: ClaimedJob) => Promise<QueuedMail[] | { finished: string | null }>;

/** How long one call keeps claiming jobs: the scheduler calls every minute, the platform stops a call after a while. */
const BUDGET_MS = 40_000;
/**
 * How much CPU time one call spends before it stops claiming: half the platform's 2 s per request, so the job in hand
 * (a PDF, an e-mail) finishes well inside the limit; the next call takes the rest.
 */
const CPU_BUDGET_MS = 1_000;
/** Jobs claimed per round trip. */
const BATCH = 5;

function emailApi() {
  const url = env("EMAIL_API_URL");
  const key = env("EMAIL_API_KEY");
  if (!url || !key) throw new Error("EMAIL_API_URL and EMAIL_API_KEY are not set: e-mails cannot leave");
  return { url, key, from: env("MAIL_FROM") || DEFAULT_MAIL_FROM };
}

export const runners: Record<string, JobRun> = {
  async [MAIL_JOB](job) {
    await sendByEmailApi(mailOfJob(job), emailApi());
    return [];
  },
  async [ENQUIRY_RECEIVED_JOB](job) {
    const { data, error } = await asService()
      .from("enquiries")
      .select("id, kind, full_name, email, phone, organisation, subject, message, details, source_path, created_at")
      .eq("id", String(job.payload.enquiry_id ?? ""))
      .maybeSingle();
    if (error) throw new Error(`the enquiry could not be read: ${error.message}`);
    if (!data) return []; // deleted before its mails left
    return enquiryReceivedMails(data as EnquiryForMail, {
      siteUrl: env("SITE_URL") ?? "",
      notifyEmail: env("NOTIFY_EMAIL") || firm.emails.contact,
    });
  },
  async [NEWSLETTER_CONFIRMATION_JOB](job) {
    const { data, error } = await asService()
      .from("newsletter_subscriptions")
      .select("id, email")
      .eq("id", String(job.payload.subscription_id ?? ""))
      .eq("status", "pending")
      .maybeSingle();
    if (error) throw new Error(`the subscription could not be read: ${error.message}`);
    if (!data) return []; // confirmed or unsubscribed meanwhile
    const tokens = { confirm: randomBase64Url(32), unsubscribe: randomBase64Url(32) };
    const mail = newsletterConfirmationJobMail(data.email as string, env("SITE_URL") ?? "", tokens);
    const finished = await callRpc("function_finish_newsletter_confirmation", {
      p_job: job.id,
      p_subscription: data.id,
      p_confirm_hash: await sha256Hex(tokens.confirm),
      p_unsubscribe_hash: await sha256Hex(tokens.unsubscribe),
      p_mail: mail,
    });
    return { finished };
  },
  async [HOLD_EXPIRY_JOB](job) {
    // Releases the seat and marks the job done in one transaction (private.expire_hold, the one SQL path).
    const enrollmentId = payloadId(job.payload, "enrollment_id");
    return { finished: await callRpc("function_finish_hold_expiry", { p_job: job.id, p_enrollment: enrollmentId }) };
  },
  // The payment checks and the CV retention (decision 0977): what they do is outside the database or through RPCs.
  async [RECHECK_JOB](job) {
    await recheckPayment(job, edgeRecheckDependencies());
    return [];
  },
  async [SANDBOX_NOTIFY_JOB](job) {
    await notifySandboxWebhook(job, paymentSettings().webhookSecret);
    return [];
  },
  async [UNCLAIMED_CV_JOB](job) {
    await eraseUnclaimedCv(job, edgeCvStore);
    return [];
  },
  // One phone message through its provider (decision 1008); its own outcome is recorded by sendPhoneMessage.
  async [MESSAGE_SEND_JOB](job) {
    await sendPhoneMessage(job, { call: callRpc, settings: env });
    return [];
  },
  // The phone-only reminders (D-1, attendance code), rendered as the e-mail jobs are.
  ...Object.fromEntries(Object.entries(PHONE_DAY_JOBS).map(([kind, render]) => [kind, renderedMailRunner(render)] as const)),
  ...Object.fromEntries(
    Object.entries({ ...ENROLLMENT_MAIL_JOBS, ...PAYMENT_MAIL_JOBS, ...ORGANISATION_MAIL_JOBS, ...COMPANY_INVOICE_MAIL_JOBS, ...CALL_MAIL_JOBS, ...LEARNING_JOBS }).map(([kind, render]) => [kind, renderedMailRunner(render)] as const),
  ),
  ...Object.fromEntries(Object.entries(EVALUATION_JOB_RUNS).map(([kind, run]) => [kind, evaluationRunner(run)] as const)),
};

/** A job whose e-mails are rendered from what SQL functions read (migrations 20261129100000 and …100100, as RPCs). */
function renderedMailRunner(render: MailJobRender): JobRun {
  return (job) => render(job, { read: callRpc, siteUrl: env("SITE_URL") ?? "" });
}

/**
 * An evaluation job (jobs-evaluations.ts, migration 20261130100000): the links' tokens made and the e-mails rendered
 * here, recorded with the job's completion by one RPC.
 */
function evaluationRunner(run: EvaluationJobRun): JobRun {
  return async (job) => ({
    finished: await run(job, { call: callRpc, siteUrl: env("SITE_URL") ?? "" }),
  });
}

/**
 * One job to run early (`{ "as_of": ISO date, "dedupe_key": key }`, the local `/_dev/jobs/run?as_of=…&dedupe_key=…`,
 * decision 1092): the job with that dedupe key if it is planned by then, e.g. the reminder sent two days before a
 * session, so a test or a developer need not wait for it.
 */
interface EarlyRun {
  asOf: string;
  dedupeKey: string;
}

/**
 * A runtime with no phone provider configured leaves the phone messages to one that has (another instance on the same
 * database): it would only record them failed.
 */
const phoneProviderConfigured = () => Boolean(providerFor("sms", env) || providerFor("whatsapp", env));

/** Claims due jobs of the kinds this function runs (public.function_claim_jobs: `for update skip locked`). */
async function claim(early: EarlyRun | null): Promise<ClaimedJob[]> {
  const rows = await callRpc("function_claim_jobs", {
    p_kinds: EDGE_JOB_KINDS.filter((kind) => kind !== MESSAGE_SEND_JOB || phoneProviderConfigured()),
    p_limit: early ? 1 : BATCH,
    // JOBS_LEASE_MS (decision 1006): a crashed worker's jobs (a killed instance) are taken again once it has passed;
    // the jobs held are renewed while this call works on them (holdLeases), so a job is never taken while it runs.
    p_lock_seconds: jobLeaseSeconds(),
    // The instance whose runtime this is (the local server's INSTANCE_ID): it hands its claims back when it stops.
    p_worker: env("INSTANCE_ID") ?? null,
    p_as_of: early?.asOf ?? null,
    p_dedupe_key: early?.dedupeKey ?? null,
  });
  return (rows ?? []).map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    payload: (row.payload ?? {}) as Record<string, unknown>,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
  }));
}

/** The body's early run, null for the usual call (pg_cron's `{}`), or the 400 answer to a half-given one. */
async function readEarlyRun(request: Request): Promise<EarlyRun | null | Response> {
  const text = await request.text();
  let body: unknown = {};
  try {
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    return functionError(400, "invalid_json", "Le corps de la requête n'est pas un objet JSON valide.");
  }
  const { as_of: asOf, dedupe_key: dedupeKey } = (body ?? {}) as { as_of?: unknown; dedupe_key?: unknown };
  if (asOf === undefined && dedupeKey === undefined) return null;
  if (typeof asOf !== "string" || Number.isNaN(Date.parse(asOf)) || typeof dedupeKey !== "string" || dedupeKey === "") {
    return functionError(400, "invalid_body", "as_of (une date ISO 8601) et dedupe_key vont ensemble.");
  }
  return { asOf: new Date(asOf).toISOString(), dedupeKey };
}

/** Runs one claimed job and records its outcome: done (with the e-mails it queues), retried later, or failed. */
async function runJob(job: ClaimedJob): Promise<string | null> {
  const run = runners[job.kind];
  try {
    if (!run) throw new Error(`process-jobs does not run "${job.kind}" jobs`);
    const outcome = await run(job);
    if (!Array.isArray(outcome)) return outcome.finished;
    return await callRpc("function_finish_job", { p_id: job.id, p_error: null, p_mails: outcome });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`process-jobs: ${job.kind} #${job.id} failed (attempt ${job.attempts}/${job.maxAttempts}): ${message}`);
    return await callRpc("function_finish_job", { p_id: job.id, p_error: message, p_mails: [] });
  }
}

/** The CPU time this worker has used, in ms (`Deno.cpuUsage`; Node's `process.cpuUsage` when a test imports this). */
function cpuMs(): number {
  type CpuUsage = () => { user: number; system: number };
  const runtime = globalThis as { Deno?: { cpuUsage?: CpuUsage }; process?: { cpuUsage?: CpuUsage } };
  const usage = (runtime.Deno?.cpuUsage ?? runtime.process?.cpuUsage)?.();
  return usage ? (usage.user + usage.system) / 1000 : 0;
}

/**
 * POST /functions/v1/process-jobs: runs the due jobs of the kinds above until none is left or its time is up, and
 * answers how many ran and how many failed this time. Called every minute by pg_cron on a hosted project, by the
 * local server's timer here (and its `/_dev/jobs/run`, which may ask for one job early); only with the service role
 * key (the public cannot make it send e-mails). It is the only code that runs jobs (decision 1092).
 */
export async function processJobs(request: Request): Promise<Response> {
  if (request.method !== "POST") return functionError(405, "method_not_allowed", "Utilisez POST.");
  const caller = await verifiedCaller(request);
  if (caller instanceof Response) return caller;
  if (caller.role === "anon") return functionError(401, "not_signed_in", "Réservé au planificateur du projet (clé de service).");
  if (caller.role !== "service_role") {
    return functionError(403, "forbidden", "Réservé au planificateur du projet (clé de service).");
  }
  const early = await readEarlyRun(request);
  if (early instanceof Response) return early;
  const started = Date.now();
  let ran = 0;
  let failed = 0;
  const cpuAtStart = cpuMs();
  while (Date.now() - started < BUDGET_MS && cpuMs() - cpuAtStart < CPU_BUDGET_MS) {
    const jobs = await claim(early);
    if (jobs.length === 0) break;
    const leases = holdLeases(jobs.map((job) => job.id));
    try {
      for (const job of jobs) {
        const state = await runJob(job);
        leases.done(job.id);
        ran += 1;
        if (state !== "done") failed += 1;
      }
    } finally {
      leases.stop();
    }
    // An early run is for its one job: a failed one, pending again before `as_of`, waits for the next call.
    if (early) break;
  }
  return jsonResponse({ ran, failed });
}
