import { readFileSync } from "node:fs";
import path from "node:path";
import { PASSWORD_MAX_BYTES, SITE_PASSWORD_RULE, characterSets, type PasswordRule } from "@common/password-rule";
import { phoneRateRules, smsHookOf, type SmsHook } from "../auth/phone";
import type { RateLimitRule } from "../auth/rate-limit";
import { parseSigningKeys, type SigningKey } from "../auth/signing-keys";
import { DEV_JWT_SECRET } from "./defaults";
import { ConfigError, MINUTE, integer } from "./read";

/** The auth server (/auth/v1, GoTrue's settings under the server's names) and the keys the API accepts. */
export interface AuthConfig {
  jwtSecret: string;
  /** Access-token lifetime in seconds (GoTrue's default: one hour). */
  jwtExpiry: number;
  /** Asymmetric signing keys (JWT_KEYS or JWT_KEYS_PATH, GoTrue's GOTRUE_JWT_KEYS); empty: HS256 with jwtSecret only. */
  jwtKeys: SigningKey[];
  anonKey: string | undefined;
  serviceRoleKey: string | undefined;
  /** Per action, attempts allowed per IP and per e-mail in a window; `false` (AUTH_RATE_LIMITS=off) disables them. */
  authRateLimits: AuthRateLimits | false;
  /** The password rule of the auth server (AUTH_PASSWORD_MIN_LENGTH, AUTH_PASSWORD_REQUIRED_CHARACTERS). */
  passwordRule: PasswordRule;
  /** Auth's « Send SMS » hook (SMS_HOOK_URI, SMS_HOOK_SECRET): sign-in by phone, off without it (decision 1015). */
  smsHook?: SmsHook;
  /** The phone routes' limits (AUTH_RATE_LIMIT_SMS_SENT, AUTH_RATE_LIMIT_SMS_PER_PHONE, AUTH_RATE_LIMIT_VERIFY). */
  phoneRateRules?: Record<string, RateLimitRule>;
}

export interface AuthRateLimits {
  signup: { limit: number; windowMs: number };
  /** Sign-in attempts per client address. */
  token: { limit: number; windowMs: number };
  /** Failed sign-ins per account, from any address; over it, only addresses the account signed in from may try. */
  tokenAccount: { limit: number; windowMs: number };
  refresh: { limit: number; windowMs: number };
  recover: { limit: number; windowMs: number };
  /** E-mail change requests per account and per address. */
  emailChange: { limit: number; windowMs: number };
}

/** JWT_SECRET, checked first: the development secret is refused in production, and any secret under 32 characters. */
export function jwtSecretOf(env: NodeJS.ProcessEnv, production: boolean): string {
  const jwtSecret = env.JWT_SECRET || DEV_JWT_SECRET;
  if (production && jwtSecret === DEV_JWT_SECRET) {
    throw new ConfigError(
      "JWT_SECRET is the public Supabase development secret; set your own JWT_SECRET (32+ characters) when NODE_ENV=production",
    );
  }
  if (jwtSecret.length < 32) throw new ConfigError("JWT_SECRET must be at least 32 characters long");
  return jwtSecret;
}

export function authConfig(env: NodeJS.ProcessEnv, jwtSecret: string): AuthConfig {
  return {
    jwtSecret,
    jwtExpiry: integer(env, "JWT_EXPIRY", 3600, 30, 7 * 24 * 3600),
    jwtKeys: jwtKeys(env),
    anonKey: env.ANON_KEY || undefined,
    serviceRoleKey: env.SERVICE_ROLE_KEY || undefined,
    authRateLimits: rateLimits(env),
    passwordRule: passwordRule(env),
    smsHook: smsHookOf(env),
    phoneRateRules: phoneRateRules(env),
  };
}

function rateLimits(env: NodeJS.ProcessEnv): AuthRateLimits | false {
  if (env.AUTH_RATE_LIMITS === "off") return false;
  return {
    signup: { limit: integer(env, "AUTH_RATE_LIMIT_SIGNUP", 30, 1, 1_000_000), windowMs: 60 * MINUTE },
    token: { limit: integer(env, "AUTH_RATE_LIMIT_SIGNIN", 30, 1, 1_000_000), windowMs: 5 * MINUTE },
    tokenAccount: { limit: integer(env, "AUTH_RATE_LIMIT_SIGNIN_ACCOUNT", 10, 1, 1_000_000), windowMs: 15 * MINUTE },
    refresh: { limit: integer(env, "AUTH_RATE_LIMIT_REFRESH", 150, 1, 1_000_000), windowMs: 5 * MINUTE },
    recover: { limit: integer(env, "AUTH_RATE_LIMIT_RECOVER", 5, 1, 1_000_000), windowMs: 60 * MINUTE },
    emailChange: { limit: integer(env, "AUTH_RATE_LIMIT_EMAIL_CHANGE", 5, 1, 1_000_000), windowMs: 60 * MINUTE },
  };
}

/**
 * GoTrue's GOTRUE_JWT_KEYS (JWT_KEYS, the JWK array itself) or the Supabase CLI's signing_keys_path (JWT_KEYS_PATH, a
 * file holding it). Unset: no signing keys, tokens are signed and checked with JWT_SECRET alone.
 */
function jwtKeys(env: NodeJS.ProcessEnv): SigningKey[] {
  if (env.JWT_KEYS && env.JWT_KEYS_PATH) throw new ConfigError("Set JWT_KEYS or JWT_KEYS_PATH, not both");
  let text = env.JWT_KEYS;
  const name = env.JWT_KEYS_PATH ? "JWT_KEYS_PATH" : "JWT_KEYS";
  if (env.JWT_KEYS_PATH) {
    try {
      text = readFileSync(path.resolve(env.JWT_KEYS_PATH), "utf8");
    } catch (error) {
      throw new ConfigError(
        `JWT_KEYS_PATH: cannot read ${env.JWT_KEYS_PATH} (${(error as NodeJS.ErrnoException).code})`,
      );
    }
  }
  if (!text?.trim()) return [];
  try {
    return parseSigningKeys(text);
  } catch (error) {
    throw new ConfigError(`${name}: ${(error as Error).message}`);
  }
}

/**
 * GoTrue's GOTRUE_PASSWORD_MIN_LENGTH and GOTRUE_PASSWORD_REQUIRED_CHARACTERS under the server's names. Unset, the
 * site's own rule (common/password-rule.ts) applies, the one the forms check; "none" requires no characters.
 */
function passwordRule(env: NodeJS.ProcessEnv): PasswordRule {
  const minLength = integer(env, "AUTH_PASSWORD_MIN_LENGTH", SITE_PASSWORD_RULE.minLength, 6, PASSWORD_MAX_BYTES);
  const raw = env.AUTH_PASSWORD_REQUIRED_CHARACTERS;
  if (raw === undefined || raw === "") return { ...SITE_PASSWORD_RULE, minLength };
  try {
    return { minLength, requiredCharacters: raw.trim() === "none" ? [] : characterSets(raw) };
  } catch (error) {
    throw new ConfigError(`AUTH_PASSWORD_REQUIRED_CHARACTERS: ${(error as Error).message}`);
  }
}
