import { contractAnswer, type ContractFields } from "../_shared/contract.ts";
import { signedInCaller } from "../_shared/caller.ts";
import { DatabaseRefusal, asCaller } from "../_shared/clients.ts";
import { positiveId } from "../_shared/request-values.ts";
import { functionError} from "../_shared/responses.ts";
import { gatewayNamed, readSmallJsonObject, recordGatewayStatus } from "../_shared/payments/edge.ts";
import { settleFromGateway, type PaymentRow } from "../_shared/payments/settle.ts";

/** The gateway is asked about one attempt at most this often, however often the return page asks. */
const MIN_INTERVAL_MS = 5_000;
const lastAsked = new Map<number, number>();

/**
 * POST /functions/v1/payment-status { payment_id } — the return page's « where is my payment? ». The learner's own
 * attempt (RLS); a pending gateway attempt is re-read from the gateway and settled first, so the page shows the true
 * status even when the notification is late or lost (never what the return URL says).
 */
export async function paymentStatus(request: Request): Promise<Response> {
  if (request.method !== "POST") return functionError(400, "method_not_allowed", "Utilisez POST.");
  const caller = await signedInCaller(request);
  if (caller instanceof Response) return caller;
  const body = await readSmallJsonObject(request);
  if (body instanceof Response) return body;
  const paymentId = positiveId((body as ContractFields<"payment-status">).payment_id);
  if (paymentId === null) return functionError(422, "invalid_payment", "Indiquez le paiement (payment_id).");
  const { data, error } = await asCaller(request).from("payments").select("*").eq("id", paymentId).maybeSingle();
  if (error) throw new DatabaseRefusal(error.code, error.message);
  const own = data as PaymentRow | null;
  if (!own) return functionError(404, "payment_not_found", "Paiement introuvable.");
  let status = own.status;
  const now = Date.now();
  if (status === "pending" && own.provider_reference && now - (lastAsked.get(paymentId) ?? 0) >= MIN_INTERVAL_MS) {
    lastAsked.set(paymentId, now);
    if (lastAsked.size > 10_000) lastAsked.clear();
    const provider = gatewayNamed(own.provider);
    if (provider) {
      const outcome = await settleFromGateway(provider, own, recordGatewayStatus);
      if (outcome.kind === "recorded") status = outcome.status;
    }
  }
  return contractAnswer("payment-status", { payment_id: paymentId, status });
}
