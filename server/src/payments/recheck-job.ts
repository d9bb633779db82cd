import type { Database } from "../db/database";
import type { JobHandler } from "../jobs/job-queue";
import { recheckPayment } from "../../../supabase/functions/_shared/jobs-payment-checks.ts";
import type { PaymentRow } from "../../../supabase/functions/_shared/payments/settle.ts";
import { gatewayNamed, recordGatewayStatus } from "./gateways";
import { paymentSettings } from "./settings";

/**
 * The re-check of a pending attempt with its gateway, run here where no edge runtime runs it (process-jobs runs it
 * otherwise, decision 0977): the same code (supabase/functions/_shared/jobs-payment-checks.ts), with SQL for the
 * database. It calls the gateway, so it runs outside a job transaction.
 */
export function recheckJobHandler(deps: { db: Database; siteUrl: string }): JobHandler {
  return {
    run: (job) =>
      recheckPayment(job, {
        payment: async (id) =>
          (await deps.db.query<PaymentRow>("select * from public.payments where id = $1", [id])).rows[0] ?? null,
        gateway: (name) => gatewayNamed(name, deps),
        record: recordGatewayStatus(deps.db),
        schedule: async (paymentId, round, minutes) => {
          await deps.db.query("select public.function_schedule_payment_recheck($1, $2, $3)", [
            paymentId,
            round,
            minutes,
          ]);
        },
        recheckMinutes: paymentSettings().recheckMinutes,
      }),
  };
}
