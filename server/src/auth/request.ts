import { GoTrueErrorCode } from "@common/errors/gotrue";
import type { Context } from "hono";
import { z } from "zod";
import { FIELD_LIMITS } from "@common/field-limits";
import { isPlainObject } from "../http/body";
import { clientIp } from "../http/client-ip";
import { authError } from "../http/errors";
import type { AuthContext } from "./context";

/** What the auth endpoints read from requests, and the errors they answer with, in GoTrue's shapes. */

export const emailSchema = z.string().trim().max(FIELD_LIMITS.email).pipe(z.email());
export const credentialsSchema = z.object({ email: z.string(), password: z.string() });

export const badJson = (c: Context) =>
  authError(c, 400, GoTrueErrorCode.badJson, "Could not parse request body as JSON");
export const invalidEmail = (c: Context) =>
  authError(c, 400, GoTrueErrorCode.validationFailed, "Unable to validate email address: invalid format");

/** User metadata as stored: strings (500 characters at most), numbers, booleans and nulls; nothing nested. */
export function sanitizeMetadata(data: unknown): Record<string, unknown> {
  if (!isPlainObject(data)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === "string") out[key] = value.slice(0, 500);
    else if (typeof value === "number" || typeof value === "boolean" || value === null) out[key] = value;
  }
  return out;
}

/** GoTrue's 422 weak_password, with the reasons supabase-js copies into AuthWeakPasswordError. */
export function weakPassword(c: Context, weakness: { reasons: string[]; message: string }) {
  return authError(c, 422, GoTrueErrorCode.weakPassword, weakness.message, {
    weak_password: { reasons: weakness.reasons },
  });
}

/** Counts one attempt of `action` against the client's address (and the e-mail); the 429 to answer when over. */
export async function overRateLimit(c: Context, ctx: AuthContext, action: string, email?: string) {
  if (await ctx.rateLimiter.allow(action, clientIp(c), email)) return undefined;
  return authError(c, 429, GoTrueErrorCode.overRequestRateLimit, "Request rate limit reached");
}
