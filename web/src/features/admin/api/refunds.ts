import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { enrollmentKeys } from "~/domain/enrollment";
import { PAYMENT_UNREACHABLE } from "~/lib/function-messages";
import { invokeFunction } from "~/lib/invoke-function";
import type { Currency } from "@common/database";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";

export interface RefundTask {
  id: number;
  enrollment_id: number;
  amount: number;
  currency: Currency;
  created_at: string;
  expected_on: string;
  /** The gateway that took the payment: 'stripe' refunds through its API, the others are paid out by hand. */
  provider: string;
  channel: string;
  learner: string;
  /** The Mobile Money wallet that paid, to send the money back to (decision 1029). */
  phone: string | null;
  /** The gateway's transaction or the transfer's reference of the payment being given back. */
  paymentReference: string | null;
  /**
   * 'duplicate': a payment received twice for one seat; 'cancellation': the seat was cancelled (its first payment);
   * 'further_payment': a further payment of the cancelled seat, such as a later instalment (decision 1116).
   */
  reason: "cancellation" | "further_payment" | "duplicate";
}

const refundKeys = { due: [...enrollmentKeys.all, "refunds-due"] as const };

/** The refunds still owed, oldest first: the staff's to-do list. */
async function listRefundsDue(): Promise<RefundTask[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from("refunds")
    .select(
      "id, enrollment_id, amount, currency, created_at, expected_on, user_id, reason, payments(provider, channel, phone, provider_reference)",
    )
    .eq("status", "due")
    .order("created_at");
  if (error) throw new AdminApiError(error);
  const ids = [...new Set((data ?? []).map((row) => row.user_id))];
  const names = new Map<string, string>();
  if (ids.length > 0) {
    const profiles = await client.from("profiles").select("id, full_name, email").in("id", ids);
    if (profiles.error) throw new AdminApiError(profiles.error);
    for (const p of profiles.data ?? []) names.set(p.id, p.full_name?.trim() || p.email || "");
  }
  return (data ?? []).map((row) => {
    const payment = row.payments as unknown as {
      provider: string;
      channel: string;
      phone: string | null;
      provider_reference: string | null;
    } | null;
    return {
      id: row.id,
      enrollment_id: row.enrollment_id,
      amount: Number(row.amount),
      currency: row.currency as Currency,
      created_at: row.created_at,
      expected_on: row.expected_on,
      provider: payment?.provider ?? "",
      channel: payment?.channel ?? "",
      learner: names.get(row.user_id) ?? "",
      phone: payment?.phone ?? null,
      paymentReference: payment?.provider_reference ?? null,
      reason: row.reason === "duplicate" || row.reason === "further_payment" ? row.reason : "cancellation",
    };
  });
}

export function useRefundsDue() {
  return useQuery({ queryKey: refundKeys.due, queryFn: listRefundsDue });
}

/** Refunds through the gateway (Stripe) or records a refund paid out by hand, with its reference. */
export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ refundId, reference }: { refundId: number; reference?: string }) =>
      invokeFunction(
        "refund-payment",
        { refund_id: refundId, ...(reference ? { reference } : {}) },
        { fallbackMessage: PAYMENT_UNREACHABLE },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: enrollmentKeys.all }),
  });
}
