import type { Enrollment, PaymentMethod } from "~/lib/database.types";
import type { PaymentNotice } from "./payment-methods";

export interface PaymentRequest {
  method: PaymentMethod;
  /** The pending enrolment just recorded; its amount and currency were set by the database from the course. */
  enrollment: Enrollment;
}

/**
 * What starting a payment led to. `paid`: settled at once; `pending`: the person finishes it outside the site
 * (SMS, bank transfer); `redirect`: a hosted payment page must be opened. `notice` is shown to the person when set.
 */
export type PaymentOutcome =
  | { status: "paid"; notice?: PaymentNotice }
  | { status: "pending"; notice?: PaymentNotice }
  | { status: "redirect"; url: string; notice?: PaymentNotice };

/** The one seam between the screens and a payment gateway: replace the simulation here, not in the screens. */
export interface PaymentProvider {
  startPayment(request: PaymentRequest): Promise<PaymentOutcome>;
}
