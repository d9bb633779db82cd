import type { Database, Queryable } from "../db/database";
import { providerNamed } from "../../../supabase/functions/_shared/payments/gateway.ts";
import type { PaymentProvider } from "../../../supabase/functions/_shared/payments/provider.ts";
import type {
  SandboxBooks,
  SandboxTransaction,
} from "../../../supabase/functions/_shared/payments/sandbox-provider.ts";
import type { RecordGatewayStatus, RecordedStatus } from "../../../supabase/functions/_shared/payments/settle.ts";
import { paymentSettings } from "./settings";

/**
 * The gateways as the Node server still reaches them (the re-check job, refunds): the providers' code is the Edge
 * Functions' own (supabase/functions/_shared/payments); only the database side differs — SQL here, RPC in Deno.
 */
export function sqlSandboxBooks(db: Queryable): SandboxBooks {
  return {
    async open(transaction) {
      await db.query(
        `insert into private.sandbox_transactions (id, merchant_reference, channel, amount, currency, phone, return_url, notify_url)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          transaction.id,
          transaction.merchant_reference,
          transaction.channel,
          transaction.amount,
          transaction.currency,
          transaction.phone,
          transaction.return_url,
          transaction.notify_url,
        ],
      );
    },
    async read(id) {
      const { rows } = await db.query<SandboxTransaction>(
        "select id, channel, amount, currency, phone, status, return_url, notify_url from private.sandbox_transactions where id = $1",
        [id],
      );
      return rows[0] ?? null;
    },
  };
}

/** The gateway of a provider's name, null for a transfer or a gateway this server is not configured for. */
export function gatewayNamed(name: string, deps: { db: Queryable; siteUrl: string }): PaymentProvider | null {
  return providerNamed(name, {
    settings: paymentSettings(),
    sandboxBooks: sqlSandboxBooks(deps.db),
    siteUrl: deps.siteUrl,
  });
}

/** The gateway's word on an attempt, recorded through `private.record_payment_status` (the Edge Functions' path too). */
export const recordGatewayStatus =
  (db: Database): RecordGatewayStatus =>
  async (paymentId, status, fee) => {
    const { rows } = await db.query<{ changed: boolean; payment_status: RecordedStatus["status"] }>(
      "select changed, payment_status from private.record_payment_status($1, $2, 'provider', null, null, $3)",
      [paymentId, status, fee ?? null],
    );
    return { changed: rows[0].changed, status: rows[0].payment_status };
  };
