import type { PaymentMethod } from "@common/database";
import type { CancelResult, EnrolResult } from "@common/functions/answers";
import { invokeFunction } from "~/lib/invoke-function";

const FALLBACK_MESSAGE = "Une erreur est survenue. Veuillez réessayer plus tard.";
const options = { fallbackMessage: FALLBACK_MESSAGE };

/** Takes a seat in a session for the signed-in learner (never anyone else): the server holds it until paid. */
export function enrolInSession({
  sessionId,
  paymentMethod,
  promoCode,
  instalments,
}: {
  sessionId: number;
  paymentMethod: PaymentMethod;
  /** A promotion code and a plan of 2 or 3 payments (decision 1002): the database prices the seat with them. */
  promoCode?: string;
  instalments?: number;
}): Promise<EnrolResult> {
  return invokeFunction(
    "enrol",
    {
      session_id: sessionId,
      payment_method: paymentMethod,
      ...(promoCode ? { promo_code: promoCode } : {}),
      ...(instalments && instalments > 1 ? { instalments } : {}),
    },
    options,
  );
}

/** Joins the waitlist of a full session; answers the learner's place in the queue (1 = next). */
export async function joinWaitlist(sessionId: number, paymentMethod?: PaymentMethod): Promise<{ position: number }> {
  return invokeFunction(
    "join-waitlist",
    { session_id: sessionId, ...(paymentMethod ? { payment_method: paymentMethod } : {}) },
    options,
  );
}

/**
 * Cancels an enrollment under the cancellation policy (decision 0860): a learner their own — an unpaid hold at any
 * time, a paid seat until the free-cancellation day — an admin any pending or confirmed one. `reason` is kept.
 */
export function cancelEnrollment(enrollmentId: number, reason?: string): Promise<CancelResult> {
  return invokeFunction(
    "cancel",
    { enrollment_id: enrollmentId, ...(reason?.trim() ? { reason: reason.trim() } : {}) },
    options,
  );
}

/** Leaves the waitlist of a session. */
export function leaveWaitlist(sessionId: number): Promise<{ session_id: number; status: "left" }> {
  return invokeFunction("leave-waitlist", { session_id: sessionId }, options);
}
