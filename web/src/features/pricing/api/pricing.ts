import { useQuery } from "@tanstack/react-query";
import type { PriceBreakdown } from "@common/pricing";
import { getSupabase } from "~/lib/supabase";

/** A refusal of the database about a price (a promotion code, an instalment plan), with its French message. */
export class PricingError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "PricingError";
  }
}

/** The database's own French message for its refusals (PA4xx, 42501, 22023); a generic one otherwise. */
export function pricingError(error: { code?: string; message: string }): PricingError {
  const ours = error.code && /^(PA4\d\d|42501|22023|P0002)$/.test(error.code);
  return new PricingError(
    error.code ?? "unknown",
    ours ? error.message : "Le prix n'a pas pu être calculé. Réessayez dans un instant.",
  );
}

/** An untyped RPC (the functions of decision 1002 are not in the generated types). */
async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc(name as never, args as never);
  if (error) throw pricingError(error);
  return data as T;
}

export interface PriceQuestion {
  sessionId: number;
  promoCode?: string;
  instalments?: number;
}

/** The price the caller would pay now, as the database computes it (public.price_preview): null when on quote. */
export const fetchPricePreview = ({ sessionId, promoCode, instalments = 1 }: PriceQuestion) =>
  rpc<PriceBreakdown | null>("price_preview", {
    p_session: sessionId,
    p_quantity: 1,
    p_code: promoCode?.trim() || null,
    p_instalments: instalments,
  });

export const pricingKeys = {
  all: ["pricing"] as const,
  preview: (question: PriceQuestion) =>
    [...pricingKeys.all, "preview", question.sessionId, question.promoCode ?? "", question.instalments ?? 1] as const,
  rules: () => [...pricingKeys.all, "rules"] as const,
  codes: () => [...pricingKeys.all, "codes"] as const,
  plan: (enrollmentId: number) => [...pricingKeys.all, "plan", enrollmentId] as const,
};

export function usePricePreview(question: PriceQuestion | null) {
  return useQuery({
    queryKey: question ? pricingKeys.preview(question) : [...pricingKeys.all, "preview", "none"],
    queryFn: () => fetchPricePreview(question!),
    enabled: question !== null,
    retry: false,
    staleTime: 30_000,
  });
}

/** Staff's unit price for N seats of a session (public.session_unit_price): a quote line's default. */
export const fetchSessionUnitPrice = (sessionId: number, quantity: number) =>
  rpc<number | null>("session_unit_price", { p_session: sessionId, p_quantity: Math.max(1, quantity) });

export interface Instalment {
  id: number;
  number: number;
  count: number;
  due_on: string;
  amount: number;
  currency: "XOF" | "CAD";
  status: "due" | "failed" | "paid";
}

export interface InstalmentPlan {
  state: "active" | "suspended" | "completed";
  instalments: Instalment[];
}

/** An enrollment's plan and its state (suspended while an instalment failed or is overdue); null without a plan. */
export async function fetchInstalmentPlan(enrollmentId: number): Promise<InstalmentPlan | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("enrollment_instalments" as never)
    .select("id, number, count, due_on, amount, currency, status")
    .eq("enrollment_id", enrollmentId)
    .order("number");
  if (error) throw pricingError(error);
  const instalments = (data ?? []) as unknown as Instalment[];
  if (instalments.length === 0) return null;
  const state = await rpc<InstalmentPlan["state"] | null>("instalment_plan_state", { p_enrollment: enrollmentId });
  return { state: state ?? "active", instalments: instalments.map((i) => ({ ...i, amount: Number(i.amount) })) };
}

export function useInstalmentPlan(enrollmentId: number | null) {
  return useQuery({
    queryKey: pricingKeys.plan(enrollmentId ?? 0),
    queryFn: () => fetchInstalmentPlan(enrollmentId!),
    enabled: enrollmentId !== null,
  });
}
