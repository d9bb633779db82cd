import type { Queryable } from "../db/database";
import type { Currency } from "@common/payment-channels";
import { cinetpayProvider } from "./cinetpay-provider";
import type { PaymentProvider } from "./provider";
import { scheduleRecheck } from "./recheck-schedule";
import { sandboxProvider } from "./sandbox-provider";
import { paymentSettings, type ProviderName } from "./settings";
import { stripeProvider } from "./stripe-provider";

interface GatewayDependencies {
  db: Queryable;
  siteUrl: string;
}

/**
 * The gateway of one payment provider by its name (`payments.provider`): sandbox, cinetpay or stripe. Null for a name
 * this server is not configured for (e.g. 'virement', or a gateway since removed from PAYMENT_PROVIDERS).
 */
export function providerNamed(name: string, deps: GatewayDependencies): PaymentProvider | null {
  const settings = paymentSettings();
  switch (name as ProviderName) {
    case "sandbox":
      return sandboxProvider({ db: deps.db, siteUrl: deps.siteUrl, webhookSecret: settings.webhookSecret });
    case "cinetpay":
      return settings.cinetpay ? cinetpayProvider(settings.cinetpay, deps.db) : null;
    case "stripe":
      return settings.stripe ? stripeProvider(settings.stripe, deps.db) : null;
    default:
      return null;
  }
}

/**
 * The gateway that takes payments in `currency` (PAYMENT_PROVIDERS, decision 0855). Every checkout it opens also
 * plans a re-check with the gateway (job payments.recheck), so a notification that never arrives loses no money.
 */
export function currentProvider(deps: GatewayDependencies & { currency?: Currency }): PaymentProvider {
  const name = paymentSettings().providers[deps.currency ?? "XOF"];
  const provider = providerNamed(name, deps)!;
  return {
    ...provider,
    async createCheckout(request) {
      const checkout = await provider.createCheckout(request);
      await scheduleRecheck(deps.db, request.paymentId, 1, paymentSettings().recheckMinutes);
      return checkout;
    },
  };
}
