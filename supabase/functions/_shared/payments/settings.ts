import type { Currency } from "@common/payment-channels";

/** The environment the settings are read from: `process.env` in Node, `Deno.env.toObject()` in an Edge Function. */
export type PaymentEnvironment = Record<string, string | undefined>;

/**
 * Payment settings, read from the environment: at start-up by server/src/config/functions.ts (see README,
 * "Paiements"), and by the payment Edge Functions from their secrets (the local backend passes the same variables to
 * Deno, config/functions.ts `edgeRuntimeEnv`).
 * - PAYMENT_WEBHOOK_SECRET: the key the sandbox gateway signs its notifications with (HMAC-SHA256). Required when
 *   NODE_ENV=production while the sandbox serves a currency; in development a public default lets it and the tests sign.
 * - PAYMENT_PROVIDERS: which gateway serves which currency, e.g. `XOF:cinetpay,CAD:stripe` (decision 0855). The
 *   older PAYMENT_PROVIDER=<name> still works: that one gateway for both currencies. Development default: sandbox.
 *   Required when NODE_ENV=production, so a production server never runs the sandbox (where anyone can declare a
 *   payment paid) unawares.
 * - CINETPAY_API_KEY, CINETPAY_SITE_ID, CINETPAY_SECRET_KEY, CINETPAY_API_URL: CinetPay's Payment API (0856).
 * - STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL: Stripe Checkout (0857).
 * - PAYMENT_RECHECK_MINUTES: how long after opening an attempt the gateway is asked again if no notification settled it.
 */
export const DEV_PAYMENT_WEBHOOK_SECRET = "dev-payment-webhook-secret-not-for-production";

export type ProviderName = "sandbox" | "cinetpay" | "stripe";
const PROVIDER_NAMES: readonly ProviderName[] = ["sandbox", "cinetpay", "stripe"];
const CURRENCIES: readonly Currency[] = ["XOF", "CAD"];

export const DEFAULT_CINETPAY_API_URL = "https://api-checkout.cinetpay.com";
export const DEFAULT_STRIPE_API_URL = "https://api.stripe.com";

export interface CinetPaySettings {
  apiKey: string;
  siteId: string;
  secretKey: string;
  apiUrl: string;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string;
}

export interface PaymentSettings {
  webhookSecret: string;
  /** The gateway of each currency. */
  providers: Record<Currency, ProviderName>;
  /** Kept for the code that predates per-currency gateways: the XOF one. */
  provider: string;
  cinetpay?: CinetPaySettings;
  stripe?: StripeSettings;
  recheckMinutes: number;
}

export class PaymentSettingsError extends Error {
  override name = "PaymentSettingsError";
}

function providerName(raw: string, setting: string): ProviderName {
  const name = raw.trim().toLowerCase();
  if ((PROVIDER_NAMES as readonly string[]).includes(name)) return name as ProviderName;
  throw new PaymentSettingsError(
    `${setting}: the payment gateway "${raw.trim()}" is unknown (sandbox, cinetpay or stripe)`,
  );
}

/** `XOF:cinetpay,CAD:stripe`; a currency left out keeps the sandbox (development) — refused in production. */
function readProviders(env: PaymentEnvironment, production: boolean): Record<Currency, ProviderName> {
  const list = env.PAYMENT_PROVIDERS?.trim();
  const single = env.PAYMENT_PROVIDER?.trim();
  if (!list) {
    if (production && !single) {
      throw new PaymentSettingsError(
        "PAYMENT_PROVIDERS or PAYMENT_PROVIDER is required when NODE_ENV=production: name the gateway of each currency (e.g. PAYMENT_PROVIDERS=XOF:cinetpay,CAD:stripe; sandbox only for a demo, where anyone can mark a payment as paid)",
      );
    }
    const name = single ? providerName(single, "PAYMENT_PROVIDER") : "sandbox";
    return { XOF: name, CAD: name };
  }
  const providers: Partial<Record<Currency, ProviderName>> = {};
  for (const entry of list.split(",")) {
    const [currency, name, extra] = entry.split(":").map((part) => part.trim());
    if (
      !currency ||
      !name ||
      extra !== undefined ||
      !(CURRENCIES as readonly string[]).includes(currency.toUpperCase())
    )
      throw new PaymentSettingsError(
        `PAYMENT_PROVIDERS: "${entry.trim()}" is not <currency>:<gateway> with a currency among XOF, CAD`,
      );
    providers[currency.toUpperCase() as Currency] = providerName(name, "PAYMENT_PROVIDERS");
  }
  for (const currency of CURRENCIES) {
    if (providers[currency]) continue;
    if (production)
      throw new PaymentSettingsError(`PAYMENT_PROVIDERS names no gateway for ${currency} (NODE_ENV=production)`);
    providers[currency] = "sandbox";
  }
  if (providers.CAD === "cinetpay")
    throw new PaymentSettingsError("PAYMENT_PROVIDERS: CinetPay takes francs CFA, not CAD");
  return providers as Record<Currency, ProviderName>;
}

function required(env: PaymentEnvironment, name: string, why: string): string {
  const value = env[name]?.trim();
  if (!value) throw new PaymentSettingsError(`${name} is required: ${why}`);
  return value;
}

/**
 * Whether a host is this machine (127.0.0.0/8, ::1, localhost): plain HTTP to it never crosses a network, so a
 * production server may still use it — an egress proxy or TLS sidecar on the same host (decision 0991).
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

function apiUrl(env: PaymentEnvironment, name: string, fallback: string, production: boolean): string {
  const raw = env[name]?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PaymentSettingsError(`${name} is not a valid URL: "${raw}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new PaymentSettingsError(`${name} must be an http(s) URL`);
  // The secret key travels in every request, and the gateway's answer says whether a seat is paid (issue 42 item 8).
  if (production && url.protocol === "http:" && !isLoopbackHost(url.hostname))
    throw new PaymentSettingsError(
      `${name} must be an https:// URL when NODE_ENV=production (got "${raw}"): over plain HTTP the gateway's secret key and its answers can be read and changed on the way; plain http:// is accepted only to this machine (127.0.0.1, ::1, localhost)`,
    );
  return url.origin + url.pathname.replace(/\/+$/, "");
}

export function readPaymentSettings(env: PaymentEnvironment): PaymentSettings {
  const production = env.NODE_ENV === "production";
  const webhookSecret = env.PAYMENT_WEBHOOK_SECRET || DEV_PAYMENT_WEBHOOK_SECRET;
  const list = env.PAYMENT_PROVIDERS?.trim();
  const single = env.PAYMENT_PROVIDER?.trim().toLowerCase();
  // The sandbox's notifications are signed with this secret: checked first, whenever the sandbox may serve a currency.
  const sandboxMayServe = list ? /sandbox/i.test(list) : !single || single === "sandbox";
  if (production && sandboxMayServe && webhookSecret === DEV_PAYMENT_WEBHOOK_SECRET) {
    throw new PaymentSettingsError(
      "PAYMENT_WEBHOOK_SECRET is required when NODE_ENV=production: set the secret your payment gateway signs its notifications with",
    );
  }
  if (webhookSecret.length < 16)
    throw new PaymentSettingsError("PAYMENT_WEBHOOK_SECRET must be at least 16 characters long");
  const providers = readProviders(env, production);
  const used = new Set(Object.values(providers));

  const settings: PaymentSettings = {
    webhookSecret,
    providers,
    provider: providers.XOF,
    recheckMinutes: recheckMinutes(env),
  };
  if (used.has("cinetpay")) {
    const why =
      "CinetPay takes the francs CFA payments (PAYMENT_PROVIDERS); copy it from CinetPay's « Intégrations » page";
    settings.cinetpay = {
      apiKey: required(env, "CINETPAY_API_KEY", why),
      siteId: required(env, "CINETPAY_SITE_ID", why),
      secretKey: required(env, "CINETPAY_SECRET_KEY", why),
      apiUrl: apiUrl(env, "CINETPAY_API_URL", DEFAULT_CINETPAY_API_URL, production),
    };
  }
  if (used.has("stripe")) {
    const why = "Stripe takes the CAD payments (PAYMENT_PROVIDERS); copy it from Stripe's dashboard (Developers)";
    settings.stripe = {
      secretKey: required(env, "STRIPE_SECRET_KEY", why),
      webhookSecret: required(env, "STRIPE_WEBHOOK_SECRET", why),
      apiUrl: apiUrl(env, "STRIPE_API_URL", DEFAULT_STRIPE_API_URL, production),
    };
  }
  return settings;
}

function recheckMinutes(env: PaymentEnvironment): number {
  const raw = env.PAYMENT_RECHECK_MINUTES?.trim();
  if (!raw) return 15;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 24 * 60)
    throw new PaymentSettingsError(`PAYMENT_RECHECK_MINUTES must be an integer between 1 and 1440 (got "${raw}")`);
  return value;
}
