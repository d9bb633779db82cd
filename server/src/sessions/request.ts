import type { Context } from "hono";
import { functionError } from "../functions/edge-function";
import type { FunctionContext } from "../functions/edge-function";

/** The signed-in learner's id, or the 401 answer for the anonymous key. */
export function signedInUser(c: Context, context: FunctionContext): string | Response {
  if (context.claims.role !== "authenticated" || !context.claims.sub) {
    return functionError(c, 401, "not_signed_in", "Connectez-vous pour continuer.");
  }
  return context.claims.sub;
}

/** The JSON object body, or the 400/415 answer. */
export async function jsonBody(c: Context): Promise<Record<string, unknown> | Response> {
  if (!(c.req.header("content-type") ?? "").toLowerCase().includes("application/json")) {
    return functionError(c, 415, "unsupported_media_type", "Envoyez un corps JSON (Content-Type: application/json).");
  }
  try {
    const body: unknown = await c.req.json();
    if (typeof body !== "object" || body === null || Array.isArray(body)) throw new Error("not an object");
    return body as Record<string, unknown>;
  } catch {
    return functionError(c, 400, "invalid_json", "Le corps de la requête n'est pas un objet JSON valide.");
  }
}

/** A positive integer id given as a number (or its decimal string), else null. */
export function positiveId(value: unknown): number | null {
  const id = typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const PAYMENT_METHODS = ["carte", "mobile", "virement"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function paymentMethod(value: unknown): PaymentMethod | null {
  return PAYMENT_METHODS.includes(value as PaymentMethod) ? (value as PaymentMethod) : null;
}
