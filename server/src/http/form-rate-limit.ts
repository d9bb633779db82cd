import type { Context, MiddlewareHandler } from "hono";
import { RateLimiter, type HitCounter, type RateLimitRule } from "../auth/rate-limit";
import { clientIp } from "./client-ip";
import { POSTGREST_ERRORS, postgrestErrorBody } from "@common/errors/postgrest";

/** FORM_RATE_LIMIT's default: submissions of one public form per client address in ten minutes. */
export const DEFAULT_FORM_LIMIT: RateLimitRule = { limit: 10, windowMs: 10 * 60_000 };

/** The public forms, each counted on its own: an application is one CV upload plus one enquiry. */
export type PublicForm = "enquiry" | "newsletter" | "upload" | "booking";

/**
 * Per-IP limits on the public forms (enquiries, newsletter, CV uploads). Over the limit the request never reaches
 * the database: 429 with Retry-After, in PostgREST's error shape on /rest/v1 and Storage's on /storage/v1, so
 * supabase-js reports it as an error with status 429.
 */
export class FormRateLimits {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly rule: RateLimitRule | false,
    counter?: HitCounter,
  ) {
    this.limiter = new RateLimiter(
      rule ? { enquiry: rule, newsletter: rule, upload: rule, booking: rule } : {},
      rule !== false,
      counter,
    );
  }

  /** Counts a submission of `form` (every method but OPTIONS, or only those listed). */
  limit(form: PublicForm, methods?: string[]): MiddlewareHandler {
    return async (c, next) => {
      if (c.req.method === "OPTIONS" || (methods && !methods.includes(c.req.method))) return next();
      if (await this.limiter.allow(form, clientIp(c))) return next();
      return this.refuse(c, form);
    };
  }

  private refuse(c: Context, form: PublicForm) {
    const rule = this.rule as RateLimitRule;
    const seconds = Math.ceil(rule.windowMs / 1000);
    c.header("Retry-After", String(seconds));
    const message = "Too many submissions from this address";
    if (form === "upload") return c.json({ statusCode: "429", error: "too_many_requests", message }, 429);
    const body = postgrestErrorBody(POSTGREST_ERRORS.rateLimited, {
      message,
      details: `At most ${rule.limit} submissions per ${seconds} s per client address`,
      hint: "Wait before sending this form again",
    });
    return c.json(body, POSTGREST_ERRORS.rateLimited.status);
  }
}
