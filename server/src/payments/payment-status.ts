import { smallJsonObjectBody } from "../functions/body";
import { functionError, type EdgeFunction } from "../functions/edge-function";
import { providerNamed } from "./gateway";
import type { PaymentRow } from "./record-status";
import { settleFromGateway } from "./settle";

/** The gateway is asked about one attempt at most this often, however often the return page asks. */
const MIN_INTERVAL_MS = 5_000;
const lastAsked = new Map<number, number>();

/**
 * POST /functions/v1/payment-status { payment_id } — the return page's « where is my payment? ». The learner's own
 * attempt (RLS); a pending gateway attempt is re-read from the gateway and settled first, so the page shows the true
 * status even when the notification is late or lost (never what the return URL says).
 */
export const paymentStatus: EdgeFunction = async (c, context) => {
  if (c.req.method !== "POST") return functionError(c, 400, "method_not_allowed", "Utilisez POST.");
  const body = await smallJsonObjectBody()(c);
  if (body instanceof Response) return body;
  const paymentId = Number(body.payment_id);
  if (!Number.isSafeInteger(paymentId) || paymentId <= 0)
    return functionError(c, 422, "invalid_payment", "Indiquez le paiement (payment_id).");
  const own = await context.asCaller(
    async (tx) => (await tx.query<PaymentRow>("select * from public.payments where id = $1", [paymentId])).rows[0],
  );
  if (!own) return functionError(c, 404, "payment_not_found", "Paiement introuvable.");
  let status = own.status;
  const now = Date.now();
  if (status === "pending" && own.provider_reference && now - (lastAsked.get(paymentId) ?? 0) >= MIN_INTERVAL_MS) {
    lastAsked.set(paymentId, now);
    if (lastAsked.size > 10_000) lastAsked.clear();
    const provider = providerNamed(own.provider, { db: context.db, siteUrl: context.siteUrl });
    if (provider) {
      const outcome = await settleFromGateway(context.db, provider, own, context.siteUrl);
      if (outcome.kind === "recorded") status = outcome.status;
    }
  }
  return c.json({ payment_id: paymentId, status });
};
