import { randomBytes } from "node:crypto";
import type { Queryable } from "../db/database";
import type { Checkout, CheckoutRequest, PaymentProvider, ProviderStatus, ProviderTransaction } from "./provider";
import { ProviderUnavailableError } from "./provider";
import { SIGNATURE_HEADER, verifySignature } from "./signature";

export const SANDBOX_CHECKOUT_FUNCTION = "sandbox-checkout";

export interface SandboxDependencies {
  /** The sandbox keeps its books in private.sandbox_transactions (a real gateway keeps them on its side). */
  db: Queryable;
  siteUrl: string;
  webhookSecret: string;
}

interface SandboxRow {
  id: string;
  status: ProviderStatus;
  amount: string | number;
  currency: string;
}

/**
 * A local gateway that behaves like the region's hosted checkouts: a page of its own where the tester chooses what
 * the customer does (pay, fail, leave it waiting), then an HMAC-signed notification posted to the webhook later
 * (job `payments.sandbox-notify`), and a status the site must re-read before believing it.
 */
export function sandboxProvider({ db, siteUrl, webhookSecret }: SandboxDependencies): PaymentProvider {
  return {
    name: "sandbox",
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const id = `sbx_${randomBytes(18).toString("base64url")}`;
      await db.query(
        `insert into private.sandbox_transactions (id, merchant_reference, channel, amount, currency, phone, return_url, notify_url)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          id,
          String(request.paymentId),
          request.channel,
          request.amount,
          request.currency,
          request.phone ?? null,
          request.returnUrl,
          request.notifyUrl,
        ],
      );
      return {
        providerReference: id,
        checkoutUrl: `${siteUrl}/functions/v1/${SANDBOX_CHECKOUT_FUNCTION}?transaction=${id}`,
      };
    },
    async fetchStatus(providerReference: string): Promise<ProviderTransaction> {
      const { rows } = await db.query<SandboxRow>(
        "select id, status, amount, currency from private.sandbox_transactions where id = $1",
        [providerReference],
      );
      const row = rows[0];
      if (!row) throw new ProviderUnavailableError(`the sandbox knows no transaction ${providerReference}`);
      return { providerReference: row.id, status: row.status, amount: Number(row.amount), currency: row.currency };
    },
    verifyNotification(rawBody: string, headers: Headers) {
      if (!verifySignature(webhookSecret, rawBody, headers.get(SIGNATURE_HEADER))) return null;
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
