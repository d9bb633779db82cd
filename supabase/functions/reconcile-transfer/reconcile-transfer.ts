import { contractAnswer, type ContractFields } from "../_shared/contract.ts";
import { callRpc } from "../_shared/clients.ts";
import { positiveId } from "../_shared/request-values.ts";
import { functionError} from "../_shared/responses.ts";
import { adminRefusal, adminRequest } from "../_shared/payments/staff.ts";

/**
 * POST /functions/v1/reconcile-transfer { payment_id, note? } — an admin records that a bank transfer arrived: the
 * attempt succeeds, the enrollment is confirmed and invoiced, exactly as after a gateway's notification.
 */
export async function reconcileTransfer(request: Request): Promise<Response> {
  const prologue = await adminRequest(request);
  if (prologue instanceof Response) return prologue;
  const { caller } = prologue;
  const body: ContractFields<"reconcile-transfer"> = prologue.body;
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
  return contractAnswer("reconcile-transfer", { payment_id: paymentId, status: "succeeded" });
}
