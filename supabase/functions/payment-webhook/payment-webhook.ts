import { functionError, jsonResponse } from "../_shared/responses.ts";
import { gatewayDown, gatewayNamed, paymentWhere, recordGatewayStatus } from "../_shared/payments/edge.ts";
import { settleFromGateway } from "../_shared/payments/settle.ts";

const MAX_NOTIFICATION_BYTES = 16 * 1024;

/**
 * POST /functions/v1/payment-webhook?gateway=<cinetpay|stripe> — a gateway's asynchronous notification (no project
 * key: verify_jwt = false; no `gateway`: the sandbox). CinetPay also pings the URL with GET, answered 200.
 * 1. The signature is checked first (the gateway's own scheme): a forged notification gets 401 and changes nothing.
 * 2. The notification is only a hint: the transaction's status, amount and currency are re-read from the gateway.
 * 3. The change is recorded under a row lock, once: a replayed notification finds nothing left to change.
 */
export async function paymentWebhook(request: Request): Promise<Response> {
  if (request.method === "GET") return jsonResponse({ ok: true });
  if (request.method !== "POST") return functionError(400, "method_not_allowed", "Utilisez POST.");
  const provider = gatewayNamed(new URL(request.url).searchParams.get("gateway") ?? "sandbox");
  if (!provider) return functionError(404, "unknown_gateway", "Passerelle de paiement inconnue.");
  const raw = await request.text();
  if (raw.length > MAX_NOTIFICATION_BYTES) return functionError(413, "body_too_large", "Notification trop volumineuse.");
  const notification = await provider.verifyNotification(raw, request.headers);
  if (!notification) return functionError(401, "invalid_signature", "Signature de la notification invalide.");
  if (notification.ignored) return jsonResponse({ received: true, ignored: true });

  const payment = await paymentWhere("provider_reference", notification.providerReference, provider.name);
  if (!payment) return functionError(404, "unknown_transaction", "Transaction inconnue.");

  const outcome = await settleFromGateway(provider, payment, recordGatewayStatus);
  switch (outcome.kind) {
    case "unavailable":
      return gatewayDown(outcome.error);
    case "mismatch":
      return functionError(
        409,
        "amount_mismatch",
        "Le montant de la transaction ne correspond pas à l'inscription : rien n'est enregistré.",
      );
    case "pending":
      return jsonResponse({ received: true, status: payment.status, changed: false });
    case "recorded":
      return jsonResponse({ received: true, status: outcome.status, changed: outcome.changed });
  }
}
