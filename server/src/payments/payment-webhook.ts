import { functionError, type PublicEdgeFunction } from "../functions/edge-function";
import { gatewayDown } from "./create-payment";
import { currentProvider } from "./gateway";
import { recordPaymentStatus, type PaymentRow } from "./record-status";

const MAX_NOTIFICATION_BYTES = 16 * 1024;

/**
 * POST /functions/v1/payment-webhook — the gateway's asynchronous notification (no project key: verifyJwt false).
 * 1. The HMAC signature is checked first: a forged notification gets 401 and changes nothing.
 * 2. The notification is only a hint: the transaction's status, amount and currency are re-read from the gateway.
 * 3. The change is recorded under a row lock, once: a replayed notification finds nothing left to change.
 */
export const paymentWebhook: PublicEdgeFunction = {
  verifyJwt: false,
  async handler(c, context) {
    if (c.req.method !== "POST") return functionError(c, 400, "method_not_allowed", "Utilisez POST.");
    const raw = await c.req.text();
    if (raw.length > MAX_NOTIFICATION_BYTES)
      return functionError(c, 413, "body_too_large", "Notification trop volumineuse.");
    const provider = currentProvider({ db: context.db, siteUrl: context.siteUrl });
    const notification = provider.verifyNotification(raw, c.req.raw.headers);
    if (!notification) return functionError(c, 401, "invalid_signature", "Signature de la notification invalide.");

    const { rows } = await context.db.query<PaymentRow>(
      "select * from public.payments where provider = $1 and provider_reference = $2",
      [provider.name, notification.providerReference],
    );
    const payment = rows[0];
    if (!payment) return functionError(c, 404, "unknown_transaction", "Transaction inconnue.");

    let transaction;
    try {
      transaction = await provider.fetchStatus(notification.providerReference);
    } catch (error) {
      return gatewayDown(c, error);
    }
    if (transaction.amount !== Number(payment.amount) || transaction.currency !== payment.currency) {
      console.error(
        `payment ${payment.id}: the gateway reports ${transaction.amount} ${transaction.currency}, expected ${payment.amount} ${payment.currency}`,
      );
      return functionError(
        c,
        409,
        "amount_mismatch",
        "Le montant de la transaction ne correspond pas à l'inscription : rien n'est enregistré.",
      );
    }
    if (transaction.status === "pending") return c.json({ received: true, status: payment.status, changed: false });

    const result = await context.db.transaction((tx) =>
      recordPaymentStatus(tx, Number(payment.id), transaction.status, { source: "provider", siteUrl: context.siteUrl }),
    );
    return c.json({ received: true, status: result.payment.status, changed: result.changed });
  },
};
