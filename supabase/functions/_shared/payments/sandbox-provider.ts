import type { Checkout, CheckoutRequest, PaymentProvider, ProviderStatus, ProviderTransaction } from "./provider.ts";
import { ProviderUnavailableError } from "./provider.ts";
import { randomBase64Url } from "./hmac.ts";
import { SIGNATURE_HEADER, verifySignature } from "./signature.ts";

export const SANDBOX_CHECKOUT_FUNCTION = "sandbox-checkout";

/** One transaction of the sandbox gateway, as its books hold it. */
export interface SandboxTransaction {
  id: string;
  channel: string;
  amount: string | number;
  currency: string;
  phone: string | null;
  status: ProviderStatus;
  return_url: string;
  notify_url: string;
}

/**
 * The sandbox keeps its books in private.sandbox_transactions (a real gateway keeps them on its side): reached through
 * the `function_sandbox_*` RPCs by the Edge Functions, by SQL in the Node server.
 */
export interface SandboxBooks {
  open(transaction: Omit<SandboxTransaction, "status"> & { merchant_reference: string }): Promise<void>;
  read(id: string): Promise<SandboxTransaction | null>;
}

export interface SandboxDependencies {
  books: SandboxBooks;
  siteUrl: string;
  webhookSecret: string;
}

/** The sandbox's transaction ids: `sbx_` and 24 URL-safe characters (also the hosted page's only credential). */
export const isSandboxTransactionId = (id: string) => /^sbx_[A-Za-z0-9_-]{10,40}$/.test(id);

/**
 * A local gateway that behaves like the region's hosted checkouts: a page of its own where the tester chooses what
 * the customer does (pay, fail, leave it waiting), then an HMAC-signed notification posted to the webhook later
 * (job `payments.sandbox-notify`), and a status the site must re-read before believing it.
 */
export function sandboxProvider({ books, siteUrl, webhookSecret }: SandboxDependencies): PaymentProvider {
  return {
    name: "sandbox",
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const id = `sbx_${randomBase64Url(18)}`;
      await books.open({
        id,
        merchant_reference: String(request.paymentId),
        channel: request.channel,
        amount: request.amount,
        currency: request.currency,
        phone: request.phone ?? null,
        return_url: request.returnUrl,
        notify_url: request.notifyUrl,
      });
      return {
        providerReference: id,
        checkoutUrl: `${siteUrl}/functions/v1/${SANDBOX_CHECKOUT_FUNCTION}?transaction=${id}`,
      };
    },
    async fetchStatus(providerReference: string): Promise<ProviderTransaction> {
      const row = await books.read(providerReference);
      if (!row) throw new ProviderUnavailableError(`the sandbox knows no transaction ${providerReference}`);
      return { providerReference: row.id, status: row.status, amount: Number(row.amount), currency: row.currency };
    },
    async verifyNotification(rawBody: string, headers: Headers) {
      if (!(await verifySignature(webhookSecret, rawBody, headers.get(SIGNATURE_HEADER)))) return null;
      try {
        const body = JSON.parse(rawBody) as { transaction_id?: unknown };
        return typeof body.transaction_id === "string" && body.transaction_id.length <= 100
          ? { providerReference: body.transaction_id }
          : null;
      } catch {
        return null;
      }
    },
  };
}
