import { functionError, type EdgeFunction } from "../functions/edge-function";
import { recordPaymentStatus } from "./gateways";
import { smallJsonObjectBody } from "../functions/body";

/**
 * POST /functions/v1/reconcile-transfer { payment_id, note? } — an admin records that a bank transfer arrived: the
 * attempt succeeds, the enrolment is confirmed and invoiced, exactly as after a gateway's notification.
 */
export const reconcileTransfer: EdgeFunction = async (c, context) => {
  if (c.req.method !== "POST") return functionError(c, 400, "method_not_allowed", "Utilisez POST.");
  const isAdmin = await context.asCaller(
    async (tx) => (await tx.query<{ admin: boolean }>("select public.is_admin() as admin")).rows[0]?.admin,
  );
  if (!isAdmin) return functionError(c, 403, "admin_only", "Réservé aux administrateurs.");
  const body = await smallJsonObjectBody()(c);
  if (body instanceof Response) return body;
  const paymentId = Number(body.payment_id);
  if (!Number.isSafeInteger(paymentId) || paymentId <= 0)
    return functionError(c, 422, "invalid_payment", "Indiquez le virement reçu (payment_id).");
  const note = typeof body.note === "string" ? body.note.trim().slice(0, 500) : "";

  const outcome = await context.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ provider: string; status: string }>(
      "select provider, status from public.payments where id = $1",
      [paymentId],
    );
    const payment = rows[0];
    if (!payment || payment.provider !== "virement") return "not_found" as const;
    if (payment.status !== "pending") return "not_pending" as const;
    await recordPaymentStatus(tx, paymentId, "succeeded", {
      source: "admin",
      note: note || "Virement reçu",
      changedBy: context.claims.sub ?? null,
    });
    return "done" as const;
  });
  if (outcome === "not_found")
    return functionError(c, 404, "payment_not_found", "Aucun virement en attente avec cet identifiant.");
  if (outcome === "not_pending")
    return functionError(c, 409, "not_pending", "Ce virement est déjà rapproché ou annulé.");
  return c.json({ payment_id: paymentId, status: "succeeded" });
};
