import { useMutation, useQueryClient } from "@tanstack/react-query";
import { enrollmentKeys } from "~/domain/enrollment";
import type { PaymentAttempt } from "~/features/enrollment/payment";
import { PAYMENT_UNREACHABLE } from "~/lib/function-messages";
import { invokeFunction } from "~/lib/invoke-function";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";

export interface AdminRefund {
  enrollment_id: number;
  amount: number;
  currency: "XOF" | "CAD";
  status: "due" | "refunded";
}

export interface EnrollmentPayments {
  attempts: PaymentAttempt[];
  refund: AdminRefund | null;
}

/**
 * The attempts with their status history, and the seat's refund, of these enrollments (one page of the list), grouped
 * by enrollment (RLS: admins read all).
 */
export async function listPaymentsOf(enrollmentIds: readonly number[]): Promise<Map<number, EnrollmentPayments>> {
  const byEnrollment = new Map<number, EnrollmentPayments>();
  if (enrollmentIds.length === 0) return byEnrollment;
  const client = await getSupabase();
  const ids = [...enrollmentIds];
  const [attempts, refunds] = await Promise.all([
    client
      .from("payments")
      .select("*, payment_events(id, status, source, note, created_at)")
      .in("enrollment_id", ids)
      .order("created_at", { ascending: false }),
    // The seat's own refund; a duplicate payment's is in « Remboursements à effectuer » (decision 1029).
    client
      .from("refunds")
      .select("enrollment_id, amount, currency, status")
      .eq("reason", "cancellation")
      .in("enrollment_id", ids),
  ]);
  if (attempts.error) throw new AdminApiError(attempts.error);
  if (refunds.error) throw new AdminApiError(refunds.error);
  const entry = (id: number) => {
    if (!byEnrollment.has(id)) byEnrollment.set(id, { attempts: [], refund: null });
    return byEnrollment.get(id)!;
  };
  for (const attempt of attempts.data ?? []) {
    entry(attempt.enrollment_id).attempts.push({
      ...attempt,
      amount: Number(attempt.amount),
      payment_events: [...(attempt.payment_events ?? [])].sort((a, b) => a.id - b.id),
    });
  }
  for (const refund of refunds.data ?? [])
    entry(refund.enrollment_id).refund = { ...refund, amount: Number(refund.amount) };
  return byEnrollment;
}

/** An admin records that a bank transfer arrived: the enrollment is confirmed and invoiced by the server. */
export function useReconcileTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, note }: { paymentId: number; note?: string }) =>
      invokeFunction(
        "reconcile-transfer",
        { payment_id: paymentId, ...(note ? { note } : {}) },
        { fallbackMessage: PAYMENT_UNREACHABLE },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: enrollmentKeys.all }),
  });
}
