import { DatabaseRefusal, asService, callRpc } from "../clients.ts";
import { envObject } from "../env.ts";
import { functionError } from "../responses.ts";
import { providerNamed } from "./gateway.ts";
import type { PaymentProvider } from "./provider.ts";
import type { SandboxBooks, SandboxTransaction } from "./sandbox-provider.ts";
import { readPaymentSettings, type PaymentSettings } from "./settings.ts";
import type { PaymentRow, PaymentStatus, RecordedStatus } from "./settle.ts";

export { gatewayDown } from "./gateway-errors.ts";

/**
 * What the payment Edge Functions share: their settings (the project's secrets PAYMENT_*, CINETPAY_*, STRIPE_*), the
 * site's origin (SITE_URL), the gateways, and the database reached through the `function_*` RPCs (service role).
 */

let settings: PaymentSettings | undefined;

/** The payment settings from the function's secrets, read once per worker (a bad setting throws: our error, 500). */
export function paymentSettings(): PaymentSettings {
  settings ??= readPaymentSettings(envObject());
  return settings;
}

/** The site's public origin (SITE_URL): the return page and the webhook's address are built on it. */
export function siteUrl(): string {
  const raw = envObject().SITE_URL;
  if (!raw) throw new Error("SITE_URL is not set: set it as a secret of the project (supabase secrets set)");
  return new URL(raw).origin;
}

/** The sandbox gateway's books, through the service-only RPCs. */
const rpcSandboxBooks: SandboxBooks = {
  async open(transaction) {
    await callRpc("function_sandbox_open", {
      p_id: transaction.id,
      p_merchant_reference: transaction.merchant_reference,
      p_channel: transaction.channel,
      p_amount: Number(transaction.amount),
      p_currency: transaction.currency,
      p_phone: transaction.phone,
      p_return_url: transaction.return_url,
      p_notify_url: transaction.notify_url,
    });
  },
  async read(id) {
    const rows = await callRpc("function_sandbox_transaction", { p_id: id });
    // status is a checked text column: the table's check keeps it to the gateway's statuses.
    return (rows[0] as SandboxTransaction | undefined) ?? null;
  },
};

/** The gateway of a provider's name (null for a transfer or a gateway not configured). */
export const gatewayNamed = (name: string): PaymentProvider | null =>
  providerNamed(name, { settings: paymentSettings(), sandboxBooks: rpcSandboxBooks, siteUrl: siteUrl() });

/** Changes an attempt's status through `private.record_payment_status` (once, under a row lock). */
export async function recordStatus(
  paymentId: number,
  status: Exclude<PaymentStatus, "pending">,
  change: { source: "provider" | "admin"; note?: string; changedBy?: string | null; fee?: number },
): Promise<RecordedStatus> {
  const [row] = await callRpc(
    "function_record_payment_status",
    {
      p_payment: paymentId,
      p_status: status,
      p_source: change.source,
      p_note: change.note ?? null,
      p_changed_by: change.changedBy ?? null,
      p_fee: change.fee ?? null,
    },
  );
  return { changed: row.changed, status: row.payment_status as PaymentStatus };
}

/** The gateway's word, recorded as the gateway's (source `provider`). */
export const recordGatewayStatus = (paymentId: number, status: "succeeded" | "failed", fee: number | undefined) =>
  recordStatus(paymentId, status, { source: "provider", fee });

/** An attempt as the server reads it (service role). */
export async function paymentWhere(column: "id" | "provider_reference", value: string | number, provider?: string) {
  let query = asService().from("payments").select("*").eq(column, value);
  if (provider) query = query.eq("provider", provider);
  const { data, error } = await query.maybeSingle();
  if (error) throw new DatabaseRefusal(error.code, error.message);
  return data as PaymentRow | null;
}

/** A JSON object of at most `maxBytes`, whatever its Content-Type (an empty body is `{}`), or the 413/400 answer. */
export async function readSmallJsonObject(
  request: Request,
  maxBytes = 4096,
): Promise<Record<string, unknown> | Response> {
  const text = await request.text();
  if (text.length > maxBytes) return functionError(413, "body_too_large", "Requête trop volumineuse.");
  try {
    const value: unknown = JSON.parse(text || "{}");
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  return functionError(400, "invalid_json", "Le corps de la requête doit être un objet JSON.");
}
