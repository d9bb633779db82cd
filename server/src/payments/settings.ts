import type { PaymentSettings } from "../../../supabase/functions/_shared/payments/settings.ts";

/** The settings are read by the code both runtimes share (supabase/functions/_shared/payments/settings.ts). */
export {
  DEV_PAYMENT_WEBHOOK_SECRET,
  PaymentSettingsError,
  readPaymentSettings,
  type PaymentSettings,
} from "../../../supabase/functions/_shared/payments/settings.ts";

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
