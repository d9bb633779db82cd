import { readInvoiceSettings, type InvoiceSettings } from "../../../supabase/functions/_shared/invoice-settings.ts";
import { readPaymentSettings, type PaymentSettings } from "../../../supabase/functions/_shared/payments/settings.ts";
import { PLATFORM_LIMITS, type WorkerLimits } from "../functions/worker-limits";
import { ConfigError, MINUTE, integer } from "./read";

/** The Edge Functions run by the local Deno runtime: the project's secrets they read, and what one request may use. */
export interface FunctionsConfig {
  /** PAYMENT_WEBHOOK_SECRET and PAYMENT_PROVIDER, checked at start-up (supabase/functions/_shared/payments/settings.ts). */
  payments: PaymentSettings;
  /** INVOICE_LEGAL_NAME, INVOICE_ADDRESS, INVOICE_REGISTRATION, INVOICE_TAX_RATES, INVOICE_TAX_MENTION (the firm's by default). */
  invoice?: InvoiceSettings;
  /**
   * The environment of the local Deno edge runtime (functions/edge-runtime.ts) besides the platform's secrets: PATH,
   * HOME, DENO_DIR and NODE_ENV, and the project's own secrets as `supabase secrets set` would give them (INVOICE_*,
   * and the payment gateways' PAYMENT_*, CINETPAY_*, STRIPE_*, the phone messages' SMS_*, TWILIO_*, WHATSAPP_*).
   */
  edgeRuntimeEnv?: Record<string, string>;
  /**
   * What one Edge Function request may use before the local runtime stops it, as the platform does
   * (EDGE_FUNCTION_CPU_LIMIT_MS, EDGE_FUNCTION_MEMORY_LIMIT_MB, EDGE_FUNCTION_IDLE_TIMEOUT_S).
   */
  edgeWorkerLimits?: WorkerLimits;
}

/** The payment and invoice settings, read with the functions' own readers and checked at start-up. */
export function functionSecrets(env: NodeJS.ProcessEnv): Pick<FunctionsConfig, "payments" | "invoice"> {
  let payments: PaymentSettings;
  try {
    payments = readPaymentSettings(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  let invoice: InvoiceSettings;
  try {
    invoice = readInvoiceSettings(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return { payments, invoice };
}

/** The e-mail settings the process-jobs Edge Function reads (decision 0955): unset, it sends through this server. */
const EDGE_MAIL_SETTINGS = ["EMAIL_API_URL", "EMAIL_API_KEY", "MAIL_FROM", "NOTIFY_EMAIL"];

export function edgeRuntimeConfig(
  env: NodeJS.ProcessEnv,
): Pick<FunctionsConfig, "edgeWorkerLimits" | "edgeRuntimeEnv"> {
  return {
    edgeWorkerLimits: {
      cpuMs: integer(env, "EDGE_FUNCTION_CPU_LIMIT_MS", PLATFORM_LIMITS.cpuMs, 100, 10 * MINUTE),
      memoryBytes:
        integer(env, "EDGE_FUNCTION_MEMORY_LIMIT_MB", PLATFORM_LIMITS.memoryBytes / 2 ** 20, 64, 16_384) * 2 ** 20,
      idleTimeoutMs: integer(env, "EDGE_FUNCTION_IDLE_TIMEOUT_S", PLATFORM_LIMITS.idleTimeoutMs / 1000, 1, 3600) * 1000,
    },
    edgeRuntimeEnv: Object.fromEntries(
      Object.entries(env).filter(
        (entry): entry is [string, string] =>
          (/^(INVOICE|PAYMENT|CINETPAY|STRIPE|SMS|TWILIO|WHATSAPP)_/.test(entry[0]) ||
            ["PATH", "HOME", "DENO_DIR", "NODE_ENV", ...EDGE_MAIL_SETTINGS].includes(entry[0])) &&
          !!entry[1],
      ),
    ),
  };
}
