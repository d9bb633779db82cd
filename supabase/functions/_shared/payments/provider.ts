import type { Currency, ProviderChannel } from "@common/payment-channels";

/**
 * The one seam between this site and a hosted-checkout payment gateway (CinetPay, PayDunya, Stripe Checkout…).
 * A real gateway implements these three methods; nothing else in the site knows which gateway it is.
 */
export interface PaymentProvider {
  /** Its name, stored with every attempt (`payments.provider`). */
  readonly name: string;
  /** Opens a transaction on the gateway and returns its id and the hosted page the learner is sent to. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Asks the gateway what became of a transaction: the only source the site believes before marking it paid. */
  fetchStatus(providerReference: string): Promise<ProviderTransaction>;
  /** Checks a notification's signature (HMAC) and returns the transaction it is about, or null when forged. */
  verifyNotification(rawBody: string, headers: Headers): Promise<VerifiedNotification | null>;
  /**
   * Gives money back through the gateway's API (Stripe). Absent when the gateway's payment API has no refund call
   * (CinetPay): the refund is then paid out by staff and marked done by hand (decision 0858).
   */
  refund?(request: RefundRequest): Promise<{ refundReference: string }>;
}

/** A genuine notification: the transaction it names, or `ignored` for a signed event the site has no use for. */
export interface VerifiedNotification {
  providerReference: string;
  ignored?: boolean;
}

export interface RefundRequest {
  /** Our refund's id: the gateway's idempotency key, so a retried click refunds once. */
  refundId: number;
  providerReference: string;
  amount: number;
  currency: Currency;
}

export interface CheckoutRequest {
  /** Our attempt's id, given to the gateway as the merchant reference. */
  paymentId: number;
  /** From the database, never from the browser. */
  amount: number;
  currency: Currency;
  channel: ProviderChannel;
  /** The Mobile Money wallet's number the gateway asks to approve the payment. */
  phone?: string;
  description: string;
  /** Who pays, as the gateway's page shows it (read with the attempt, never from the browser). */
  customer?: Customer;
  /** Where the gateway sends the learner back (/paiement/retour). */
  returnUrl: string;
  /** Where the gateway posts its asynchronous notification (/functions/v1/payment-webhook). */
  notifyUrl: string;
}

export interface Customer {
  fullName: string | null;
  email: string | null;
  city: string | null;
}

export interface Checkout {
  providerReference: string;
  checkoutUrl: string;
}

export type ProviderStatus = "pending" | "succeeded" | "failed";

export interface ProviderTransaction {
  providerReference: string;
  status: ProviderStatus;
  amount: number;
  currency: string;
  /** The gateway's fee on this payment, when it reports one (for the accounting export). */
  fee?: number;
}

/** The gateway could not be reached or answered nonsense: nothing is marked, the caller may retry. */
export class ProviderUnavailableError extends Error {
  override name = "ProviderUnavailableError";
}

/** The gateway refused the request for a reason the learner can act on: its French message is shown as is. */
export class ProviderRefusedError extends ProviderUnavailableError {
  override name = "ProviderRefusedError";
  constructor(
    message: string,
    readonly learnerMessage: string,
  ) {
    super(message);
  }
}
