import { functionError, type PublicEdgeFunction } from "../functions/edge-function";
import { gatewayDown } from "./create-payment";
import { providerNamed } from "./gateway";
import type { PaymentRow } from "./record-status";
import { settleFromGateway } from "./settle";

const MAX_NOTIFICATION_BYTES = 16 * 1024;

/**
 * POST /functions/v1/payment-webhook?gateway=<cinetpay|stripe> — a gateway's asynchronous notification (no project
 * key: verifyJwt false; no `gateway`: the sandbox). CinetPay also pings the URL with GET, answered 200.
 * 1. The signature is checked first (the gateway's own scheme): a forged notification gets 401 and changes nothing.
 * 2. The notification is only a hint: the transaction's status, amount and currency are re-read from the gateway.
 * 3. The change is recorded under a row lock, once: a replayed notification finds nothing left to change.
 */
export const paymentWebhook: PublicEdgeFunction = {
  verifyJwt: false,
  async handler(c, context) {
    if (c.req.method === "GET") return c.json({ ok: true });
    if (c.req.method !== "POST") return functionError(c, 400, "method_not_allowed", "Utilisez POST.");
    const provider = providerNamed(c.req.query("gateway") ?? "sandbox", { db: context.db, siteUrl: context.siteUrl });
    if (!provider) return functionError(c, 404, "unknown_gateway", "Passerelle de paiement inconnue.");
    const raw = await c.req.text();
    if (raw.length > MAX_NOTIFICATION_BYTES)
      return functionError(c, 413, "body_too_large", "Notification trop volumineuse.");
    const notification = provider.verifyNotification(raw, c.req.raw.headers);
    if (!notification) return functionError(c, 401, "invalid_signature", "Signature de la notification invalide.");
    if (notification.ignored) return c.json({ received: true, ignored: true });

    const { rows } = await context.db.query<PaymentRow>(
      "select * from public.payments where provider = $1 and provider_reference = $2",
      [provider.name, notification.providerReference],
    );
    const payment = rows[0];
    if (!payment) return functionError(c, 404, "unknown_transaction", "Transaction inconnue.");

    const outcome = await settleFromGateway(context.db, provider, payment, context.siteUrl);
    switch (outcome.kind) {
      case "unavailable":
        return gatewayDown(c, outcome.error);
      case "mismatch":
        return functionError(
          c,
          409,
          "amount_mismatch",
          "Le montant de la transaction ne correspond pas à l'inscription : rien n'est enregistré.",
        );
      case "pending":
        return c.json({ received: true, status: payment.status, changed: false });
      case "recorded":
        return c.json({ received: true, status: outcome.status, changed: outcome.changed });
    }
  },
};
