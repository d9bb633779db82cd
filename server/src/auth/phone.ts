import { createHash, createHmac, randomInt, randomUUID } from "node:crypto";
import type { Queryable } from "../db/database";
import { DatabaseHitCounter } from "./models/shared-limits";
import type { UserRow } from "./models/users";
import { RateLimiter, type RateLimitRule } from "./rate-limit";
import { userJson } from "./user-json";

/**
 * Sign-in by phone (issue 44 item 2, decision 1015), as GoTrue does it: a six-digit code, stored hashed, valid
 * PHONE_CODE_TTL_SECONDS, at most PHONE_CODE_MAX_ATTEMPTS wrong entries, sent through Auth's « Send SMS » hook — an
 * HTTP POST of `{ user, sms: { otp } }` signed with Standard Webhooks headers (webhook-id, webhook-timestamp,
 * webhook-signature) using the hook secret `v1,whsec_<base64>` — to the send-sms-hook Edge Function, which sends the
 * SMS through the messaging provider (decision 1008).
 */
export const PHONE_CODE_TTL_SECONDS = 300;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** GoTrue's sms.max_frequency: one code per number per minute. */
export const PHONE_CODE_MIN_INTERVAL_SECONDS = 60;
const MINUTE = 60_000;

/**
 * The phone routes' own limits, counted with the other auth limits' database counter and switched off with them
 * (AUTH_RATE_LIMITS=off): SMS sent per client address and per number in an hour (GoTrue's rate_limit.sms_sent),
 * code checks per client address in five minutes (GoTrue's rate_limit.verify).
 */
export function phoneRateRules(env: Record<string, string | undefined>): Record<string, RateLimitRule> {
  const int = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    smsSent: { limit: int("AUTH_RATE_LIMIT_SMS_SENT", 30), windowMs: 60 * MINUTE },
    smsPerPhone: { limit: int("AUTH_RATE_LIMIT_SMS_PER_PHONE", 5), windowMs: 60 * MINUTE },
    verify: { limit: int("AUTH_RATE_LIMIT_VERIFY", 30), windowMs: 5 * MINUTE },
  };
}

export function phoneRateLimiter(
  db: Queryable,
  enabled: boolean,
  rules: Record<string, RateLimitRule> = phoneRateRules({}),
): RateLimiter {
  return new RateLimiter(rules, enabled, new DatabaseHitCounter(db));
}

/**
 * GoTrue's phone normalisation: spaces, dots, dashes, brackets and the leading « + » removed; then E.164's digits
 * (a country code that does not start with 0, 8 to 15 digits in all). The digits, or undefined.
 */
export function normalizePhone(input: unknown): string | undefined {
  if (typeof input !== "string") return undefined;
  const digits = input
    .trim()
    .replace(/[\s.\-()]/g, "")
    .replace(/^\+/, "");
  return /^[1-9][0-9]{7,14}$/.test(digits) ? digits : undefined;
}

export const newPhoneCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** Salted with the account and the number: one code's hash says nothing about another account's. */
export const phoneCodeHash = (userId: string, phone: string, code: string) =>
  createHash("sha256").update(`${userId}:${phone}:${code}`).digest("hex");

// ─── The « Send SMS » hook (Standard Webhooks) ──────────────────────────────────────────────────────────────────

export interface SmsHook {
  uri: string;
  /** `v1,whsec_<base64 key>`, as Supabase writes the hook secret. */
  secret: string;
}

/** SMS_HOOK_URI and SMS_HOOK_SECRET (Supabase's [auth.hook.send_sms] uri and secrets); undefined when unset. */
export function smsHookOf(env: Record<string, string | undefined>): SmsHook | undefined {
  const uri = env.SMS_HOOK_URI?.trim();
  const secret = env.SMS_HOOK_SECRET?.trim();
  return uri && secret ? { uri, secret } : undefined;
}

/** The key of a `v1,whsec_<base64>` secret (the `v1,` and `whsec_` prefixes are optional). */
export function webhookKey(secret: string): Buffer {
  return Buffer.from(secret.replace(/^v1,/, "").replace(/^whsec_/, ""), "base64");
}

/** Standard Webhooks' signature: `v1,` + base64(HMAC-SHA256(key, `${id}.${timestamp}.${body}`)). */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac("sha256", webhookKey(secret)).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

export class SmsHookError extends Error {}

/** POSTs `{ user, sms: { otp } }` to the hook, signed; throws SmsHookError when it does not answer 2xx. */
export async function callSmsHook(hook: SmsHook, user: UserRow, otp: string): Promise<void> {
  const body = JSON.stringify({ user: userJson(user), sms: { otp } });
  const id = `msg_${randomUUID()}`;
  const timestamp = Math.floor(Date.now() / 1000);
  let response: Response;
  try {
    response = await fetch(hook.uri, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "webhook-id": id,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": webhookSignature(hook.secret, id, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new SmsHookError(`send-sms hook unreachable: ${String(error)}`);
  }
  const answer = await response.text();
  if (!response.ok) throw new SmsHookError(`send-sms hook answered ${response.status}: ${answer.slice(0, 200)}`);
}
