import type { MiddlewareHandler } from "hono";
import { RateLimiter, type HitCounter, type RateLimitRule } from "../auth/rate-limit";
import { clientIp } from "./client-ip";
import { POSTGREST_ERRORS, postgrestErrorBody } from "@common/errors/postgrest";

/**
 * Enough for a person checking certificates by hand; far too few to try numbers at random. VERIFY_RATE_LIMIT
 * changes the number per minute (config/forms.ts).
 */
export const DEFAULT_VERIFICATION_LIMIT: RateLimitRule = { limit: 30, windowMs: 60_000 };

/**
 * Per-IP limit on certificate verification (the public page and the verify_certificate RPC). Over the limit the
 * request never reaches the database: 429 with a PostgREST-shaped error and Retry-After.
 */
export function verificationRateLimit(rule: RateLimitRule, counter?: HitCounter): MiddlewareHandler {
  const limiter = new RateLimiter({ verify: rule }, true, counter);
  const retryAfterSeconds = String(Math.ceil(rule.windowMs / 1000));
  return async (c, next) => {
    if (c.req.method === "OPTIONS" || (await limiter.allow("verify", clientIp(c)))) return next();
    c.header("Retry-After", retryAfterSeconds);
    const body = postgrestErrorBody(POSTGREST_ERRORS.rateLimited, {
      message: "Too many certificate verifications from this address",
      details: `At most ${rule.limit} verifications per ${retryAfterSeconds} s per client address`,
      hint: "Wait before verifying another certificate",
    });
    return c.json(body, POSTGREST_ERRORS.rateLimited.status);
  };
}
