import type { PaymentMethod } from "@common/database";
import type { FunctionErrorBody, FunctionErrorCode } from "@common/errors/functions";
import { getSupabase } from "~/lib/supabase";

/** What POST /functions/v1/enrol answers: the seat is held, unpaid, until hold_expires_at. */
export interface EnrolResult {
  enrollment_id: number;
  status: "pending";
  hold_expires_at: string;
  payment_reference: string;
  amount: number | null;
  currency: "XOF" | "CAD" | null;
}

/** The code of an enrollment function's refusal (common/errors/functions.ts; its French `error` is shown as is). */
export type EnrolErrorCode = FunctionErrorCode | "unknown";

/** A refusal of the server, with its French message for the person. */
export class EnrolError extends Error {
  constructor(
    readonly code: EnrolErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "EnrolError";
  }
}

const FALLBACK_MESSAGE = "Une erreur est survenue. Veuillez réessayer plus tard.";

/** Calls a function with supabase-js; a 4xx answer becomes an EnrolError with the server's French message. */
async function invoke<T>(name: string, body: object): Promise<T> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<T>(name, { body });
  if (!error) return data as T;
  const response = (error as { context?: unknown }).context;
  if (response instanceof Response) {
    const answer = (await response.json().catch(() => null)) as FunctionErrorBody | null;
    if (answer?.code && answer.error) throw new EnrolError(answer.code, answer.error);
  }
  throw new EnrolError("unknown", FALLBACK_MESSAGE);
}

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
  return invoke<EnrolResult>("enrol", {
    session_id: sessionId,
    payment_method: paymentMethod,
    ...(promoCode ? { promo_code: promoCode } : {}),
    ...(instalments && instalments > 1 ? { instalments } : {}),
  });
}

/** Joins the waitlist of a full session; answers the learner's place in the queue (1 = next). */
export async function joinWaitlist(sessionId: number, paymentMethod?: PaymentMethod): Promise<{ position: number }> {
  return invoke<{ position: number }>("join-waitlist", {
    session_id: sessionId,
    ...(paymentMethod ? { payment_method: paymentMethod } : {}),
  });
}

/** What the cancel function answers: the refund the database recorded for a paid seat, and when it is paid. */
export interface CancelResult {
  enrollment_id: number;
  status: "cancelled";
  refund: { amount: number; currency: "XOF" | "CAD"; due_on: string } | null;
  free_cancellation_until: string | null;
}

/**
 * Cancels an enrollment under the cancellation policy (decision 0860): a learner their own — an unpaid hold at any
 * time, a paid seat until the free-cancellation day — an admin any pending or confirmed one. `reason` is kept.
 */
export function cancelEnrollment(enrollmentId: number, reason?: string): Promise<CancelResult> {
  return invoke("cancel", { enrollment_id: enrollmentId, ...(reason?.trim() ? { reason: reason.trim() } : {}) });
}

/** Leaves the waitlist of a session. */
export function leaveWaitlist(sessionId: number): Promise<{ session_id: number; status: "left" }> {
  return invoke("leave-waitlist", { session_id: sessionId });
}
