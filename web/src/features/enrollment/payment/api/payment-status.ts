import { queryOptions, useQuery } from "@tanstack/react-query";
import { paymentKeys, type PaymentChannel, type PaymentStatus } from "~/domain/payment";
import type { Currency } from "@common/database";
import { getSupabase } from "~/lib/supabase";
import { invokeFunction } from "~/lib/invoke-function";
import { PAYMENT_UNREACHABLE } from "~/lib/function-messages";

export interface PaymentEvent {
  id: number;
  status: PaymentStatus;
  source: "creation" | "provider" | "admin" | "learner";
  note: string | null;
  created_at: string;
}

export interface PaymentAttempt {
  id: number;
  enrollment_id: number;
  provider: string;
  channel: PaymentChannel;
  amount: number;
  currency: Currency;
  status: PaymentStatus;
  provider_reference: string | null;
  phone: string | null;
  created_at: string;
  payment_events?: PaymentEvent[];
}

/** One of the signed-in learner's attempts (RLS shows only theirs), or null. */
export async function fetchPayment(paymentId: number): Promise<PaymentAttempt | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("payments")
    .select("id, enrollment_id, provider, channel, amount, currency, status, provider_reference, phone, created_at")
    .eq("id", paymentId)
    .limit(1);
  if (error) throw error;
  const row = data?.[0];
  return row ? { ...row, amount: Number(row.amount) } : null;
}

/**
 * Asks the server to re-read a pending attempt from its gateway first (the return URL is never believed; the server
 * asks the gateway at most every few seconds), then reads the attempt.
 */
async function fetchRecheckedPayment(paymentId: number): Promise<PaymentAttempt | null> {
  await invokeFunction("payment-status", { payment_id: paymentId }, { fallbackMessage: PAYMENT_UNREACHABLE }).catch(
    () => undefined,
  );
  return fetchPayment(paymentId);
}

/** Polls while the gateway has not told us yet (its notification arrives a few seconds after the return). */
export const paymentQueryOptions = (paymentId: number | null) =>
  queryOptions({
    queryKey: paymentKeys.one(paymentId),
    queryFn: () => fetchRecheckedPayment(paymentId!),
    enabled: paymentId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === "pending" && query.state.dataUpdateCount < 40 ? 1500 : false,
    retry: false,
  });

export function usePayment(paymentId: number | null, enabled: boolean) {
  return useQuery({ ...paymentQueryOptions(paymentId), enabled: enabled && paymentId !== null });
}
