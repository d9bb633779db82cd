import { isRefusal } from "@common/errors/database";
import { getSupabase } from "~/lib/supabase";
import { FunctionCallError } from "~/lib/invoke-function";

/**
 * « Annuler la demande »: the learner cancels their own Mobile Money request still waiting on the phone (decision
 * 1029). The database checks it is theirs and still waiting, and closes it at the sandbox gateway.
 */
export async function cancelPaymentRequest(paymentId: number): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.rpc("cancel_payment_request", { p_payment: paymentId });
  if (error) throw new FunctionCallError(error.message, "not_cancellable", isRefusal(error, "PA409") ? 409 : 400);
}

/** Cancels whatever Mobile Money request waits on this enrollment (the payment dialog knows the enrollment only). */
export async function cancelWaitingRequests(enrollmentId: number): Promise<void> {
  const client = await getSupabase();
  const { data, error } = await client
    .from("payments")
    .select("id")
    .eq("enrollment_id", enrollmentId)
    .eq("status", "pending")
    .in("channel", ["orange_money", "wave", "mtn", "moov"]);
  if (error) throw new FunctionCallError(error.message, "not_cancellable", 400);
  for (const row of data ?? []) await cancelPaymentRequest(row.id);
}

/** Records that the learner accepted the CGV and this session's cancellation terms before paying (decision 1030). */
export async function acceptSaleTerms(enrollmentId: number, terms: string | null): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.rpc("accept_sale_terms", { p_enrollment: enrollmentId, p_terms: terms ?? "" });
  if (error) throw new FunctionCallError(error.message, "unknown", 400);
}
