import { field } from "../_shared/body.ts";
import { callRpc, type RpcReturns } from "../_shared/clients.ts";
import type { CallerClaims } from "../_shared/caller.ts";

/** « BIENVENUE-2027 »: letters, digits, - and _, 3 to 30 (written in capitals by the database). */
const promoCode = (value: unknown): string | undefined | null => {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string") return null;
  const code = value.trim();
  if (code === "") return undefined;
  return /^[A-Za-z0-9][A-Za-z0-9_-]{2,29}$/.test(code) ? code : null;
};

const instalments = (value: unknown): number | undefined | null =>
  value === undefined || value === null ? undefined : value === 1 || value === 2 || value === 3 ? value : null;

/** The optional fields of an enrollment's body: `promo_code`, `instalments` (1, 2 or 3). */
export const pricingChoice = {
  promo_code: field(promoCode, "invalid_promo_code", "Un code promo s'écrit en 3 à 30 lettres, chiffres, - ou _."),
  instalments: field(instalments, "invalid_instalments", "Le paiement se fait en 1, 2 ou 3 fois (instalments)."),
};

/** Enrolls through function_enrol_priced when a code or a plan is asked for; null otherwise (the plain path). */
export async function enrolPricedIfAsked(
  claims: CallerClaims,
  body: { session_id: number; payment_method: string; promo_code?: string; instalments?: number },
): Promise<RpcReturns<"function_enrol_priced"> | null> {
  if (body.promo_code === undefined && (body.instalments ?? 1) === 1) return null;
  return await callRpc("function_enrol_priced", {
    p_caller: claims,
    p_session: body.session_id,
    p_method: body.payment_method,
    p_code: body.promo_code ?? null,
    p_instalments: body.instalments ?? 1,
  });
}
