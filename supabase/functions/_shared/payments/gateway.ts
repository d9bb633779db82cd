import { cinetpayProvider } from "./cinetpay-provider.ts";
import type { PaymentProvider } from "./provider.ts";
import { sandboxProvider, type SandboxBooks } from "./sandbox-provider.ts";
import type { PaymentSettings, ProviderName } from "./settings.ts";
import { stripeProvider } from "./stripe-provider.ts";

export interface GatewayDependencies {
  settings: PaymentSettings;
  /** Where the sandbox keeps its transactions (RPC in Deno, SQL in Node). */
  sandboxBooks: SandboxBooks;
  siteUrl: string;
}

/**
 * The gateway of one payment provider by its name (`payments.provider`): sandbox, cinetpay or stripe. Null for a name
 * this server is not configured for (e.g. 'virement', or a gateway since removed from PAYMENT_PROVIDERS).
 */
export function providerNamed(name: string, deps: GatewayDependencies): PaymentProvider | null {
  const { settings } = deps;
  switch (name as ProviderName) {
    case "sandbox":
      return sandboxProvider({ books: deps.sandboxBooks, siteUrl: deps.siteUrl, webhookSecret: settings.webhookSecret });
    case "cinetpay":
      return settings.cinetpay ? cinetpayProvider(settings.cinetpay) : null;
    case "stripe":
      return settings.stripe ? stripeProvider(settings.stripe) : null;
    default:
      return null;
  }
}
