import Stripe from "stripe";
import type {
  Checkout,
  CheckoutRequest,
  PaymentProvider,
  ProviderStatus,
  ProviderTransaction,
  RefundRequest,
} from "./provider.ts";
import { ProviderRefusedError, ProviderUnavailableError } from "./provider.ts";
import type { StripeSettings } from "./settings.ts";

/** The Checkout events the webhook acts on (subscribe the endpoint to these in Stripe's dashboard). */
export const STRIPE_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
] as const;

const cents = (amount: number) => Math.round(amount * 100);

/** One client per settings: the official library, pointed at STRIPE_API_URL (a local fake in tests). */
function stripeClient(settings: StripeSettings): Stripe {
  const url = new URL(settings.apiUrl);
  return new Stripe(settings.secretKey, {
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === "http:" ? 80 : 443,
    protocol: url.protocol === "http:" ? "http" : "https",
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
  });
}

/**
 * Stripe Checkout for formations priced in CAD (decision 0857): a Checkout Session created here (amount in cents from the
 * enrollment, our attempt's id as client_reference_id and metadata), its webhooks verified by the library's signature
 * check, the session and its payment intent re-read before anything is marked paid, refunds through the API.
 */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);

  async function guarded<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError)
        throw new ProviderRefusedError(
          `Stripe ${what}: ${error.message}`,
          "Stripe n'a pas accepté la demande de paiement. Réessayez ou contactez-nous.",
        );
      throw new ProviderUnavailableError(`Stripe ${what}: ${(error as Error).message}`);
    }
  }

  async function retrieve(sessionId: string) {
    return guarded("session retrieve", () =>
      stripe.checkout.sessions.retrieve(sessionId, { expand: ["payment_intent.latest_charge.balance_transaction"] }),
    );
  }

  return {
    name: "stripe",
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      if (request.currency !== "CAD")
        throw new ProviderRefusedError(
          `Stripe is configured for CAD, not ${request.currency}`,
          "Ce moyen de paiement n'est pas proposé dans cette devise.",
        );
      const email = request.customer?.email;
      const metadata = { payment_id: String(request.paymentId) };
      const session = await guarded("session create", () =>
        stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: "cad",
                  unit_amount: cents(request.amount),
                  product_data: { name: request.description.slice(0, 250) },
                },
              },
            ],
            client_reference_id: String(request.paymentId),
            metadata,
            payment_intent_data: { metadata },
            ...(email ? { customer_email: email } : {}),
            locale: "fr-CA",
            success_url: request.returnUrl,
            cancel_url: request.returnUrl,
          },
          { idempotencyKey: `checkout-session-${request.paymentId}` },
        ),
      );
      if (!session.url) throw new ProviderUnavailableError(`Stripe session ${session.id} has no URL`);
      return { providerReference: session.id, checkoutUrl: session.url };
    },

    async fetchStatus(providerReference: string): Promise<ProviderTransaction> {
      const session = await retrieve(providerReference);
      const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
      const charge = intent && typeof intent.latest_charge === "object" ? intent.latest_charge : null;
      const balance = charge && typeof charge.balance_transaction === "object" ? charge.balance_transaction : null;
      return {
        providerReference: session.id,
        status: statusOf(session, intent),
        amount: (session.amount_total ?? 0) / 100,
        currency: (session.currency ?? "").toUpperCase(),
        ...(balance ? { fee: balance.fee / 100 } : {}),
      };
    },

    async verifyNotification(rawBody: string, headers: Headers) {
      const signature = headers.get("stripe-signature");
      if (!signature) return null;
      let event: Stripe.Event;
      try {
        // The asynchronous check: Web Crypto in Deno, node:crypto in Node.
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, settings.webhookSecret);
      } catch {
        return null;
      }
      const object = event.data.object as { id?: unknown; object?: unknown };
      if (!(STRIPE_EVENTS as readonly string[]).includes(event.type) || object.object !== "checkout.session")
        return { providerReference: "", ignored: true };
      return typeof object.id === "string" ? { providerReference: object.id } : null;
    },

    async refund(request: RefundRequest) {
      const session = await retrieve(request.providerReference);
      const intent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new ProviderUnavailableError(`Stripe session ${session.id} has no payment intent to refund`);
      const refund = await guarded("refund", () =>
        stripe.refunds.create(
          { payment_intent: intent, amount: cents(request.amount), metadata: { refund_id: String(request.refundId) } },
          { idempotencyKey: `refund-${request.refundId}` },
        ),
      );
      if (refund.status === "failed" || refund.status === "canceled")
        throw new ProviderUnavailableError(`Stripe refund ${refund.id} is ${refund.status}`);
      return { refundReference: refund.id };
    },
  };
}

/** Paid only when the session says so and its payment intent succeeded; expired or a failed async payment: failed. */
function statusOf(session: Stripe.Checkout.Session, intent: Stripe.PaymentIntent | null): ProviderStatus {
  if (session.payment_status === "paid" && (!intent || intent.status === "succeeded")) return "succeeded";
  if (session.status === "expired") return "failed";
  if (
    session.status === "complete" &&
    intent &&
    (intent.status === "canceled" || intent.status === "requires_payment_method")
  )
    return "failed";
  return "pending";
}
