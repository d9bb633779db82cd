import { smallJsonObjectBody } from "../functions/body";
import { functionError, type EdgeFunction } from "../functions/edge-function";
import { gatewayDown } from "../../../supabase/functions/_shared/payments/gateway-errors.ts";
import { gatewayNamed } from "./gateways";
import type { Currency } from "@common/payment-channels";

interface RefundRow {
  id: number;
  status: string;
  amount: string | number;
  currency: Currency;
  provider: string;
  provider_reference: string | null;
}

/**
 * POST /functions/v1/refund-payment { refund_id, reference? } — staff give back the money of a refund owed
 * (decision 0858). A Stripe payment is refunded through Stripe's API (the refund's id recorded); a gateway without a
 * refund call (CinetPay, a bank transfer, the sandbox) was paid out by hand, and this records it (« Remboursement
 * effectué », with the transfer's reference if given). Either way the refund becomes `refunded`, once.
 */
export const refundPayment: EdgeFunction = async (c, context) => {
  if (c.req.method !== "POST") return functionError(c, 400, "method_not_allowed", "Utilisez POST.");
  const isAdmin = await context.asCaller(
    async (tx) => (await tx.query<{ admin: boolean }>("select public.is_admin() as admin")).rows[0]?.admin,
  );
  if (!isAdmin) return functionError(c, 403, "admin_only", "Réservé aux administrateurs.");
  const body = await smallJsonObjectBody()(c);
  if (body instanceof Response) return body;
  const refundId = Number(body.refund_id);
  if (!Number.isSafeInteger(refundId) || refundId <= 0)
    return functionError(c, 422, "invalid_refund", "Indiquez le remboursement (refund_id).");
  const typed = typeof body.reference === "string" ? body.reference.trim().slice(0, 200) : "";

  const refund = (
    await context.db.query<RefundRow>(
      `select r.id, r.status, r.amount, r.currency, p.provider, p.provider_reference
         from public.refunds r join public.payments p on p.id = r.payment_id where r.id = $1`,
      [refundId],
    )
  ).rows[0];
  if (!refund) return functionError(c, 404, "refund_not_found", "Remboursement introuvable.");
  if (refund.status !== "due") return functionError(c, 409, "already_refunded", "Ce remboursement est déjà effectué.");

  const provider = gatewayNamed(refund.provider, context);
  let reference: string | null = typed || null;
  let through: "gateway" | "manual" = "manual";
  if (provider?.refund && refund.provider_reference) {
    try {
      const done = await provider.refund({
        refundId,
        providerReference: refund.provider_reference,
        amount: Number(refund.amount),
        currency: refund.currency,
      });
      reference = done.refundReference;
      through = "gateway";
    } catch (error) {
      return gatewayDown(error);
    }
  }
  const updated = await context.db.query<{ id: number }>(
    `update public.refunds set status = 'refunded', refunded_at = now(), provider_refund_id = $2, refunded_by = $3
      where id = $1 and status = 'due' returning id`,
    [refundId, reference, context.claims.sub ?? null],
  );
  if (updated.rows.length === 0)
    return functionError(c, 409, "already_refunded", "Ce remboursement est déjà effectué.");
  return c.json({ refund_id: refundId, status: "refunded", through, provider_refund_id: reference });
};
