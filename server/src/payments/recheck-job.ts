import type { Database } from "../db/database";
import type { JobHandler } from "../jobs/job-queue";
import { settleFromGateway, type PaymentRow } from "../../../supabase/functions/_shared/payments/settle.ts";
import { gatewayNamed, recordGatewayStatus } from "./gateways";
import { scheduleRecheck } from "./recheck-schedule";
import { paymentSettings } from "./settings";

/** Rounds before giving up on an attempt the gateway keeps pending (about four days with the doubling delays). */
export const RECHECK_ROUNDS = 10;
const MAX_DELAY_MINUTES = 12 * 60;

/**
 * Missed notifications lose no money (decision 0855): PAYMENT_RECHECK_MINUTES after an attempt opens (planned by
 * `function_payment_checkout_opened`), the gateway is asked again; still pending (or unreachable), it is asked again
 * later, the delay doubling, RECHECK_ROUNDS times.
 */
export function recheckJobHandler(deps: { db: Database; siteUrl: string }): JobHandler {
  return {
    async run(job) {
      const paymentId = Number(job.payload.payment_id);
      const round = Number(job.payload.round) || 1;
      if (!Number.isSafeInteger(paymentId) || paymentId <= 0) throw new Error("recheck job without payment_id");
      const payment = (await deps.db.query<PaymentRow>("select * from public.payments where id = $1", [paymentId]))
        .rows[0];
      if (!payment || payment.status !== "pending" || !payment.provider_reference) return;
      const provider = gatewayNamed(payment.provider, deps);
      if (!provider) return;
      const outcome = await settleFromGateway(provider, payment, recordGatewayStatus(deps.db));
      if (outcome.kind === "recorded" || outcome.kind === "mismatch" || round >= RECHECK_ROUNDS) return;
      const delay = Math.min(paymentSettings().recheckMinutes * 2 ** round, MAX_DELAY_MINUTES);
      await scheduleRecheck(deps.db, paymentId, round + 1, delay);
    },
  };
}
