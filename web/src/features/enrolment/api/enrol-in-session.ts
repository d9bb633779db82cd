import type { Currency, PaymentMethod } from "~/lib/database.types";
import { invokeFunction } from "../payment/api/invoke";

/** The contract's enrol call (docs: sessions and payments contract): a seat held in the session, unpaid until paid. */
export interface EnrolResult {
  enrollment_id: number;
  status: "pending";
  hold_expires_at: string;
  payment_reference: string;
  amount: number | null;
  currency: Currency | null;
}

export function enrolInSession({ sessionId, paymentMethod }: { sessionId: number; paymentMethod: PaymentMethod }): Promise<EnrolResult> {
  return invokeFunction<EnrolResult>("enrol", { session_id: sessionId, payment_method: paymentMethod });
}

export function joinWaitlist(sessionId: number): Promise<{ position: number }> {
  return invokeFunction<{ position: number }>("join-waitlist", { session_id: sessionId });
}
