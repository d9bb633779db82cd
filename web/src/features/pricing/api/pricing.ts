import { useQuery } from "@tanstack/react-query";
import type { PriceBreakdown } from "@common/pricing";
import { callRpc, type RpcArgs, type RpcCall } from "~/lib/call-rpc";
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

/** What decision 1002's functions answer (their jsonb answers have no generated shape). */
interface PricingAnswers {
  price_preview: PriceBreakdown | null;
  session_unit_price: number | null;
  instalment_plan_state: InstalmentPlan["state"] | null;
}

async function rpc<N extends keyof PricingAnswers>(name: N, args: RpcArgs<N>): Promise<PricingAnswers[N]> {
  const { data, error } = await callRpc<PricingAnswers[N]>(...([name, args] as RpcCall));
  if (error) throw pricingError(error);
  return data as PricingAnswers[N];
}

export interface PriceQuestion {
  sessionId: number;
  promoCode?: string;
  instalments?: number;
}

/** The price the caller would pay now, as the database computes it (public.price_preview): null when on quote. */
export const fetchPricePreview = ({ sessionId, promoCode, instalments = 1 }: PriceQuestion) =>
  rpc("price_preview", {
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
  rpc("session_unit_price", { p_session: sessionId, p_quantity: Math.max(1, quantity) });

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
    .from("enrollment_instalments")
    .select("id, number, count, due_on, amount, currency, status")
    .eq("enrollment_id", enrollmentId)
    .order("number");
  if (error) throw pricingError(error);
  const instalments = (data ?? []) as unknown as Instalment[];
  if (instalments.length === 0) return null;
  const state = await rpc("instalment_plan_state", { p_enrollment: enrollmentId });
  return { state: state ?? "active", instalments: instalments.map((i) => ({ ...i, amount: Number(i.amount) })) };
}

export function useInstalmentPlan(enrollmentId: number | null) {
  return useQuery({
    queryKey: pricingKeys.plan(enrollmentId ?? 0),
    queryFn: () => fetchInstalmentPlan(enrollmentId!),
    enabled: enrollmentId !== null,
  });
}

// ─── Staff: rules per session and promotion codes (RLS: admins only) ─────────────────────────────────────────

export interface PricingRule {
  id: number;
  formation_id: number | null;
  session_id: number | null;
  early_bird_price: number | null;
  early_bird_until: string | null;
  group_min_seats: number | null;
  group_unit_price: number | null;
  instalments_max: number;
}

export type PricingRuleInput = Omit<PricingRule, "id" | "formation_id" | "session_id">;

export interface PromoCode {
  id: number;
  code: string;
  label: string;
  percent_off: number | null;
  amount_off: number | null;
  currency: "XOF" | "CAD" | null;
  valid_from: string | null;
  valid_until: string | null;
  max_uses: number | null;
  max_uses_per_account: number;
  formation_ids: number[];
  session_ids: number[];
  uses: number;
  active: boolean;
}

export type PromoCodeInput = Omit<PromoCode, "id" | "uses" | "active" | "formation_ids" | "session_ids"> & {
  formation_ids?: number[];
};

const pricingRules = async () => (await getSupabase()).from("pricing_rules");
const promoCodes = async () => (await getSupabase()).from("promo_codes");

export async function listPricingRules(): Promise<PricingRule[]> {
  const { data, error } = await (
    await pricingRules()
  )
    .select(
      "id, formation_id, session_id, early_bird_price, early_bird_until, group_min_seats, group_unit_price, instalments_max",
    )
    .order("id");
  if (error) throw pricingError(error);
  return (data ?? []) as unknown as PricingRule[];
}

/** Writes the rule of one session (inserted the first time, updated after). */
export async function saveSessionRule(sessionId: number, existing: PricingRule | null, input: PricingRuleInput) {
  const query = existing
    ? (await pricingRules()).update(input).eq("id", existing.id)
    : (await pricingRules()).insert({ session_id: sessionId, ...input });
  const { error } = await query;
  if (error) throw pricingError(error);
}

export async function deleteRule(id: number) {
  const { error } = await (await pricingRules()).delete().eq("id", id);
  if (error) throw pricingError(error);
}

export async function listPromoCodes(): Promise<PromoCode[]> {
  const { data, error } = await (
    await promoCodes()
  )
    .select(
      "id, code, label, percent_off, amount_off, currency, valid_from, valid_until, max_uses, max_uses_per_account, formation_ids, session_ids, uses, active",
    )
    .order("id", { ascending: false });
  if (error) throw pricingError(error);
  return (data ?? []) as unknown as PromoCode[];
}

export async function createPromoCode(input: PromoCodeInput) {
  const { error } = await (await promoCodes()).insert(input);
  if (error) {
    if (error.code === "23505") throw new PricingError("23505", "Ce code existe déjà.");
    if (error.code === "23514")
      throw new PricingError(
        "23514",
        "Vérifiez le code (3 à 30 lettres, chiffres, - ou _), la réduction (un pourcentage de 1 à 99 ou un montant avec sa devise) et les dates.",
      );
    throw pricingError(error);
  }
}

export async function setPromoCodeActive(id: number, active: boolean) {
  const { error } = await (await promoCodes()).update({ active }).eq("id", id);
  if (error) throw pricingError(error);
}

export interface SessionForPricing {
  id: number;
  starts_on: string;
  city: string;
  formation_id: number;
  formations: { title: string; price: number | null; price_currency: "XOF" | "CAD" } | null;
}

export async function listUpcomingSessions(): Promise<SessionForPricing[]> {
  const today = new Date().toISOString().slice(0, 10);
  const { data, error } = await (
    await getSupabase()
  )
    .from("course_sessions")
    .select("id, starts_on, city, formation_id, formations(title, price, price_currency)")
    .gte("starts_on", today)
    .neq("status", "cancelled")
    .order("starts_on")
    .limit(200);
  if (error) throw pricingError(error);
  return (data ?? []) as unknown as SessionForPricing[];
}

/** The plan's state as private.instalment_plan_state decides it, for staff's list of every plan. */
export function planStateOf(instalments: Pick<Instalment, "number" | "status" | "due_on">[], today: string) {
  if (instalments.every((i) => i.status === "paid")) return "completed" as const;
  const late = instalments.some(
    (i) => i.number > 1 && (i.status === "failed" || (i.status === "due" && i.due_on < today)),
  );
  return late ? ("suspended" as const) : ("active" as const);
}

export interface StaffPlan extends InstalmentPlan {
  enrollmentId: number;
  reference: string | null;
  formationTitle: string;
}

/** Every instalment plan (staff): its enrollment, formation and state, suspended ones first. */
export async function listInstalmentPlans(): Promise<StaffPlan[]> {
  const { data, error } = await (
    await getSupabase()
  )
    .from("enrollment_instalments")
    .select(
      "id, enrollment_id, number, count, due_on, amount, currency, status, enrollments(payment_reference, formations(title))",
    )
    .order("enrollment_id", { ascending: false })
    .order("number")
    .limit(300);
  if (error) throw pricingError(error);
  type Row = Instalment & {
    enrollment_id: number;
    enrollments: { payment_reference: string | null; formations: { title: string } | null } | null;
  };
  const today = new Date().toISOString().slice(0, 10);
  const plans = new Map<number, StaffPlan>();
  for (const row of (data ?? []) as unknown as Row[]) {
    const plan = plans.get(row.enrollment_id) ?? {
      enrollmentId: row.enrollment_id,
      reference: row.enrollments?.payment_reference ?? null,
      formationTitle: row.enrollments?.formations?.title ?? "Formation",
      state: "active",
      instalments: [],
    };
    plan.instalments.push({ ...row, amount: Number(row.amount) });
    plans.set(row.enrollment_id, plan);
  }
  const all = [...plans.values()].map((plan) => ({ ...plan, state: planStateOf(plan.instalments, today) }));
  return all.sort((a, b) => Number(b.state === "suspended") - Number(a.state === "suspended"));
}
