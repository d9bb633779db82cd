import type { PasswordRule } from "@common/password-rule";
import type { Database } from "../db/database";
import type { JwtKeys } from "./jwt";
import type { Mailer } from "./mailer";
import { phoneRateLimiter, type SmsHook } from "./phone";
import type { RateLimiter, RateLimitRule } from "./rate-limit";
import { KnownAddresses } from "./models/shared-limits";
import type { TokenIssuer } from "./session-tokens";
import type { SessionRegistry } from "./sessions";

/** What the /auth/v1 endpoints are built with (server/src/app.ts). */
export interface AuthDeps {
  db: Database;
  keys: JwtKeys;
  /** Access-token lifetime in seconds (JWT_EXPIRY). */
  jwtExpiry: number;
  rateLimiter: RateLimiter;
  /** The site's public origin (SITE_URL): the tokens' issuer, links and redirects are built on it, never on the request's Host. */
  siteUrl: string;
  sessions: SessionRegistry;
  mailer: Mailer;
  /** The firm's name, in the e-mails. */
  siteName: string;
  /** The password rule (AUTH_PASSWORD_MIN_LENGTH, AUTH_PASSWORD_REQUIRED_CHARACTERS); the site's rule by default. */
  passwordRule?: PasswordRule;
  /** Auth's « Send SMS » hook (SMS_HOOK_URI, SMS_HOOK_SECRET); sign-in by phone is off without it (decision 1015). */
  smsHook?: SmsHook;
  /** The phone routes' limits (AUTH_RATE_LIMIT_SMS_SENT, …_SMS_PER_PHONE, …_VERIFY); GoTrue's defaults without them. */
  phoneRateRules?: Record<string, RateLimitRule>;
}

/** Shared by every endpoint of one router. */
export interface AuthContext extends AuthDeps {
  tokens: TokenIssuer;
  /** Where each account signed in from successfully (decision 0701). */
  knownAddresses: KnownAddresses;
  /** The SMS and code-check limits of sign-in by phone (decision 1015), on when the other auth limits are. */
  phoneLimits: RateLimiter;
}

export function authContext(deps: AuthDeps): AuthContext {
  return {
    ...deps,
    tokens: { keys: deps.keys, issuer: `${deps.siteUrl}/auth/v1`, jwtExpiry: deps.jwtExpiry },
    knownAddresses: new KnownAddresses(deps.db),
    phoneLimits: phoneRateLimiter(deps.db, deps.rateLimiter.limitOf("token") !== undefined, deps.phoneRateRules),
  };
}
