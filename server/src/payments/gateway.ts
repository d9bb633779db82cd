import type { Queryable } from "../db/database";
import type { PaymentProvider } from "./provider";
import { sandboxProvider } from "./sandbox-provider";
import { paymentSettings } from "./settings";

/**
 * The gateway this site uses (PAYMENT_PROVIDER). To plug a real one: implement PaymentProvider (provider.ts) in a
 * file next to sandbox-provider.ts, accept its name in settings.ts and return it here.
 */
export function currentProvider(deps: { db: Queryable; siteUrl: string }): PaymentProvider {
  const settings = paymentSettings();
  return sandboxProvider({ db: deps.db, siteUrl: deps.siteUrl, webhookSecret: settings.webhookSecret });
}
