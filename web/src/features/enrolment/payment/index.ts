import type { PaymentProvider } from "./payment-provider";
import { simulatedPaymentProvider } from "./simulated-payment-provider";

/** The provider the site uses. A real gateway replaces this line. */
export const paymentProvider: PaymentProvider = simulatedPaymentProvider;

export type { PaymentOutcome, PaymentProvider, PaymentRequest } from "./payment-provider";
export { DEFAULT_PAYMENT_METHOD, paymentMethodOrder, paymentMethods, type PaymentNotice } from "./payment-methods";
