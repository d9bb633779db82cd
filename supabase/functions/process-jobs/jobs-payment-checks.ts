import { env } from "../_shared/env.ts";
import { callRpc } from "../_shared/clients.ts";
import type { ClaimedJob } from "./job.ts";
import { gatewayNamed, paymentSettings, paymentWhere, recordGatewayStatus } from "../_shared/payments/edge.ts";
import type { PaymentProvider } from "../_shared/payments/provider.ts";
import { settleFromGateway, type PaymentRow, type RecordGatewayStatus } from "../_shared/payments/settle.ts";
import { SIGNATURE_HEADER, signPayload } from "../_shared/payments/signature.ts";

/**
 * The payment jobs that talk to a gateway (decision 0977), run by process-jobs (decisions 0955, 1092), with the
 * gateways built from the function's secrets and the database reached through the service role's RPCs.
 */

/** Queued by `function_payment_checkout_opened` (round 1), then by itself: the gateway asked again. */
export const RECHECK_JOB = "payments.recheck";
/** Queued by `function_sandbox_choose`: the sandbox gateway's signed notification to the webhook. */
export const SANDBOX_NOTIFY_JOB = "payments.sandbox-notify";

/** Rounds before giving up on an attempt the gateway keeps pending (about four days with the doubling delays). */
export const RECHECK_ROUNDS = 10;
const MAX_DELAY_MINUTES = 12 * 60;

export interface RecheckDependencies {
  /** The attempt (public.payments), null when it is gone. */
  payment(id: number): Promise<PaymentRow | null>;
  /** The gateway of a provider's name, null for a transfer or a gateway not configured. */
  gateway(name: string): PaymentProvider | null;
  record: RecordGatewayStatus;
  /** Plans round `round` in `minutes` (`public.function_schedule_payment_recheck`: once per round). */
  schedule(paymentId: number, round: number, minutes: number): Promise<void>;
  /** PAYMENT_RECHECK_MINUTES: the first delay, doubled at each round. */
  recheckMinutes: number;
}

/**
 * Missed notifications lose no money (decision 0855): PAYMENT_RECHECK_MINUTES after an attempt opens, the gateway is
 * asked again and its word recorded (settleFromGateway, as the webhook does); still pending (or unreachable), it is
 * asked again later, the delay doubling (twelve hours at most), RECHECK_ROUNDS times.
 */
export async function recheckPayment(job: Pick<ClaimedJob, "payload">, deps: RecheckDependencies): Promise<void> {
  const paymentId = Number(job.payload.payment_id);
  const round = Number(job.payload.round) || 1;
  if (!Number.isSafeInteger(paymentId) || paymentId <= 0) throw new Error("recheck job without payment_id");
  const payment = await deps.payment(paymentId);
  if (!payment || payment.status !== "pending" || !payment.provider_reference) return;
  const provider = deps.gateway(payment.provider);
  if (!provider) return;
  const outcome = await settleFromGateway(provider, payment, deps.record);
  if (outcome.kind === "recorded" || outcome.kind === "mismatch" || round >= RECHECK_ROUNDS) return;
  const delay = Math.min(deps.recheckMinutes * 2 ** round, MAX_DELAY_MINUTES);
  await deps.schedule(paymentId, round + 1, delay);
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Where the sandbox's notification goes (the study's F6, decision 1006): a notify_url on this machine's loopback is
 * the default per-instance SITE_URL of the development instance that queued it (http://localhost:<its port>), which
 * only that instance answers: whichever instance runs the job posts to its own functions instead (`ownUrl`, the
 * Edge runtime's SUPABASE_URL). A public URL (SITE_URL set, as README asks of several instances) is used as it is.
 */
export function sandboxNotifyTarget(notifyUrl: string, ownUrl: string | undefined): string {
  const target = new URL(notifyUrl);
  if (!ownUrl || !LOOPBACK_HOSTS.has(target.hostname)) return notifyUrl;
  return new URL(`${target.pathname}${target.search}`, ownUrl).toString();
}

/**
 * The sandbox gateway's asynchronous notification: a POST to the site's webhook signed with PAYMENT_WEBHOOK_SECRET,
 * after the customer acted on the checkout page. Like a real gateway it retries (the job's back-off) until the
 * webhook answers 2xx.
 */
export async function notifySandboxWebhook(
  job: Pick<ClaimedJob, "payload">,
  webhookSecret: string,
  ownUrl = env("SUPABASE_URL"),
): Promise<void> {
  const { transaction_id: transactionId, notify_url: notifyUrl } = job.payload;
  if (typeof transactionId !== "string" || typeof notifyUrl !== "string")
    throw new Error("sandbox notification without transaction or URL");
  const body = JSON.stringify({ event: "transaction.updated", transaction_id: transactionId });
  const response = await fetch(sandboxNotifyTarget(notifyUrl, ownUrl), {
    method: "POST",
    headers: { "content-type": "application/json", [SIGNATURE_HEADER]: await signPayload(webhookSecret, body) },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
}

/** process-jobs' side of the re-check: the payment read and its status recorded as the payment functions do. */
export const edgeRecheckDependencies = (): RecheckDependencies => ({
  payment: (id) => paymentWhere("id", id),
  gateway: gatewayNamed,
  record: recordGatewayStatus,
  schedule: (paymentId, round, minutes) =>
    callRpc("function_schedule_payment_recheck", { p_payment: paymentId, p_round: round, p_minutes: minutes }),
  recheckMinutes: paymentSettings().recheckMinutes,
});
