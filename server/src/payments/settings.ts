/**
 * Payment settings, read from the environment at start-up by config.ts (see README, "Paiements").
 * - PAYMENT_WEBHOOK_SECRET: the key the gateway signs its notifications with (HMAC-SHA256). Required when
 *   NODE_ENV=production; in development a public default lets the sandbox and the tests sign.
 * - PAYMENT_PROVIDER: which gateway takes card and Mobile Money payments ('sandbox' is the one shipped). Required when
 *   NODE_ENV=production, so a production server never runs the sandbox (where anyone can declare a payment paid) unawares.
 */
export const DEV_PAYMENT_WEBHOOK_SECRET = "dev-payment-webhook-secret-not-for-production";

export interface PaymentSettings {
  webhookSecret: string;
  provider: string;
}

export class PaymentSettingsError extends Error {
  override name = "PaymentSettingsError";
}

export function readPaymentSettings(env: NodeJS.ProcessEnv): PaymentSettings {
  const production = env.NODE_ENV === "production";
  const webhookSecret = env.PAYMENT_WEBHOOK_SECRET || DEV_PAYMENT_WEBHOOK_SECRET;
  if (production && webhookSecret === DEV_PAYMENT_WEBHOOK_SECRET) {
    throw new PaymentSettingsError(
      "PAYMENT_WEBHOOK_SECRET is required when NODE_ENV=production: set the secret your payment gateway signs its notifications with",
    );
  }
  if (webhookSecret.length < 16)
    throw new PaymentSettingsError("PAYMENT_WEBHOOK_SECRET must be at least 16 characters long");
  // The sandbox lets whoever opens a checkout page declare it paid: a production server never gets it by default.
  if (production && !env.PAYMENT_PROVIDER) {
    throw new PaymentSettingsError(
      "PAYMENT_PROVIDER is required when NODE_ENV=production: name your payment gateway (PAYMENT_PROVIDER=sandbox only for a demo, where anyone can mark a payment as paid)",
    );
  }
  const provider = env.PAYMENT_PROVIDER || "sandbox";
  if (provider !== "sandbox") {
    throw new PaymentSettingsError(
      `PAYMENT_PROVIDER "${provider}" is unknown: implement it in server/src/payments (see README) first`,
    );
  }
  return { webhookSecret, provider };
}

let current: PaymentSettings | undefined;

/** Called by startBackend with the settings config.ts read at start-up. */
export function usePaymentSettings(settings: PaymentSettings): void {
  current = settings;
}

/** The settings of this process. */
export function paymentSettings(): PaymentSettings {
  if (!current) throw new Error("Payment settings are not loaded: startBackend() sets them from loadConfig()");
  return current;
}
