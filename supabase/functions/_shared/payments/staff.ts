import type { Currency } from "@common/payment-channels";
import { signedInCaller, type CallerClaims } from "../caller.ts";
import { DatabaseRefusal, asCaller, callRpc } from "../clients.ts";
import { positiveId } from "../request-values.ts";
import { functionError, jsonResponse } from "../responses.ts";
import { gatewayDown, gatewayNamed, readSmallJsonObject } from "./edge.ts";

/**
 * The admin's prologue of the staff payment functions (POST, a signed-in admin, a small JSON object), in the order
 * the Node functions had it: a learner gets 403 whatever they send. The SQL entry points check the admin again.
 */
async function adminRequest(request: Request): Promise<{ caller: CallerClaims; body: Record<string, unknown> } | Response> {
  if (request.method !== "POST") return functionError(400, "method_not_allowed", "Utilisez POST.");
  const caller = await signedInCaller(request);
  if (caller instanceof Response) return caller;
  const { data: isAdmin, error } = await asCaller(request).rpc("is_admin");
  if (error) throw new DatabaseRefusal(error.code, error.message);
  if (isAdmin !== true) return functionError(403, "admin_only", "Réservé aux administrateurs.");
  const body = await readSmallJsonObject(request);
  if (body instanceof Response) return body;
  return { caller, body };
}

/** PA403 of the SQL entry points (the role changed since the check): answered as the check would have. */
function adminRefusal(error: unknown): Response | null {
  return error instanceof DatabaseRefusal && error.code === "PA403"
    ? functionError(403, "admin_only", "Réservé aux administrateurs.")
    : null;
}

/**
 * POST /functions/v1/reconcile-transfer { payment_id, note? } — an admin records that a bank transfer arrived: the
 * attempt succeeds, the enrollment is confirmed and invoiced, exactly as after a gateway's notification.
 */
export async function reconcileTransfer(request: Request): Promise<Response> {
  const prologue = await adminRequest(request);
  if (prologue instanceof Response) return prologue;
  const { caller, body } = prologue;
  const paymentId = positiveId(body.payment_id);
  if (paymentId === null) return functionError(422, "invalid_payment", "Indiquez le virement reçu (payment_id).");
  const note = typeof body.note === "string" ? body.note.trim().slice(0, 500) : "";
  let outcome: string;
  try {
    outcome = await callRpc("function_reconcile_transfer", {
      p_caller: caller,
      p_payment: paymentId,
      p_note: note,
    });
  } catch (error) {
    const refusal = adminRefusal(error);
    if (refusal) return refusal;
    throw error;
  }
  if (outcome === "not_found")
    return functionError(404, "payment_not_found", "Aucun virement en attente avec cet identifiant.");
  if (outcome === "not_pending") return functionError(409, "not_pending", "Ce virement est déjà rapproché ou annulé.");
  return jsonResponse({ payment_id: paymentId, status: "succeeded" });
}

const alreadyRefunded = () => functionError(409, "already_refunded", "Ce remboursement est déjà effectué.");

/**
 * POST /functions/v1/refund-payment { refund_id, reference? } — staff give back the money of a refund owed
 * (decision 0858). A Stripe payment is refunded through Stripe's API (the refund's id recorded); a gateway without a
 * refund call (CinetPay, a bank transfer, the sandbox) was paid out by hand, and this records it (« Remboursement
 * effectué », with the transfer's reference if given). Either way the refund becomes `refunded`, once.
 */
export async function refundPayment(request: Request): Promise<Response> {
  const prologue = await adminRequest(request);
  if (prologue instanceof Response) return prologue;
  const { caller, body } = prologue;
  const refundId = positiveId(body.refund_id);
  if (refundId === null) return functionError(422, "invalid_refund", "Indiquez le remboursement (refund_id).");
  const typed = typeof body.reference === "string" ? body.reference.trim().slice(0, 200) : "";
  try {
    const [refund] = await callRpc("function_refund_to_pay", { p_caller: caller, p_refund: refundId });
    if (!refund) return functionError(404, "refund_not_found", "Remboursement introuvable.");
    if (refund.status !== "due") return alreadyRefunded();

    const provider = gatewayNamed(refund.provider);
    let reference: string | null = typed || null;
    let through: "gateway" | "manual" = "manual";
    if (provider?.refund && refund.provider_reference) {
      try {
        const done = await provider.refund({
          refundId,
          providerReference: refund.provider_reference,
          amount: Number(refund.amount),
          currency: refund.currency as Currency,
        });
        reference = done.refundReference;
        through = "gateway";
      } catch (error) {
        return gatewayDown(error);
      }
    }
    const marked = await callRpc("function_mark_refunded", {
      p_caller: caller,
      p_refund: refundId,
      p_reference: reference,
    });
    if (!marked) return alreadyRefunded();
    return jsonResponse({ refund_id: refundId, status: "refunded", through, provider_refund_id: reference });
  } catch (error) {
    const refusal = adminRefusal(error);
    if (refusal) return refusal;
    throw error;
  }
}
