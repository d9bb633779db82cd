import { contractAnswer, type ContractFields } from "../_shared/contract.ts";
import type { Currency } from "@common/payment-channels";
import { callRpc } from "../_shared/clients.ts";
import { positiveId } from "../_shared/request-values.ts";
import { functionError} from "../_shared/responses.ts";
import { gatewayDown, gatewayNamed } from "../_shared/payments/edge.ts";
import { adminRefusal, adminRequest } from "../_shared/payments/staff.ts";

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
  const { caller } = prologue;
  const body: ContractFields<"refund-payment"> = prologue.body;
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
    return contractAnswer("refund-payment", { refund_id: refundId, status: "refunded", through, provider_refund_id: reference });
  } catch (error) {
    const refusal = adminRefusal(error);
    if (refusal) return refusal;
    throw error;
  }
}
