import { getSupabase } from "~/lib/supabase";
import type { PaymentAttempt } from "./payment-status";

/** What the learner must be told about an attempt that did not pay the seat: the seat's state and any money owed back. */
interface AttemptContext {
  seat: { status: string; hold_expires_at: string | null } | null;
  /** The seat is still held, at the time it was read. */
  holdActive: boolean;
  /** This very attempt received after the seat was already paid (decision 1029). */
  duplicate: { amount: number; status: string; expected_on: string; refunded_at: string | null } | null;
}

export async function fetchAttemptContext(payment: PaymentAttempt): Promise<AttemptContext> {
  const client = await getSupabase();
  const [seat, refunds] = await Promise.all([
    client.from("enrollments").select("status, hold_expires_at").eq("id", payment.enrollment_id).limit(1),
    client
      .from("refunds")
      .select("amount, status, expected_on, refunded_at")
      .eq("payment_id", payment.id)
      .eq("reason", "duplicate")
      .limit(1),
  ]);
  if (seat.error) throw seat.error;
  if (refunds.error) throw refunds.error;
  const owed = refunds.data?.[0];
  const held = seat.data?.[0] ?? null;
  return {
    seat: held,
    holdActive:
      held?.status === "pending" && held.hold_expires_at !== null && Date.parse(held.hold_expires_at) > Date.now(),
    duplicate: owed ? { ...owed, amount: Number(owed.amount) } : null,
  };
}
