import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { firm } from "@common/firm";
import { PASSWORD_MAX_BYTES, SITE_PASSWORD_RULE, characterSets, type PasswordRule } from "@common/password-rule";
import { phoneRateRules, smsHookOf, type SmsHook } from "./auth/phone";
import type { RateLimitRule } from "./auth/rate-limit";
import { parseSigningKeys, type SigningKey } from "./auth/signing-keys";
import { parseProxyEntry } from "./http/client-ip";
import { PLATFORM_LIMITS, type WorkerLimits } from "./functions/worker-limits";
import type { RoleTimeouts } from "./db/database";
import { DEFAULT_VERIFICATION_LIMIT } from "./http/verification-rate-limit";
import { readPaymentSettings, type PaymentSettings } from "../../supabase/functions/_shared/payments/settings.ts";
import type { S3Settings } from "./storage/s3-client";
import { isLoopbackHost } from "../../supabase/functions/_shared/payments/settings.ts";
import { readInvoiceSettings, type InvoiceSettings } from "../../supabase/functions/_shared/invoice-settings.ts";
import { DEFAULT_MAX_COST, DEFAULT_READ_TIMEOUT_MS } from "./rest/cost-limit";
import { DEFAULT_LIMITS, type Limits } from "./rest/limits";

/**
 * The server's settings. This module is the only one that reads the environment (config.test.ts checks it): every
 * setting is read and validated here once, at start-up, and handed to the code that needs it.
 */

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The Supabase CLI's public local-development secret and the anon/service keys it signs (never for production). */
export const DEV_JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";
export const DEV_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";
export const DEV_SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

export type ServerConfig =
  | ({ mode: "local" } & LocalBackendConfig & CommonConfig)
  | ({ mode: "hosted"; supabaseUrl: string; supabaseAnonKey: string } & CommonConfig);

interface CommonConfig {
  port: number;
  host: string;
  siteDir: string;
  production: boolean;
  /**
   * The site's public origin (SITE_URL): every absolute URL the server builds (e-mail links, redirects, token
   * issuer, sitemap) starts with it, never with the request's Host. Undefined in development without SITE_URL:
   * the server then uses http://localhost:<port it listens on>. Required when NODE_ENV=production.
   */
  siteUrl: string | undefined;
  /** Reverse proxies (addresses or CIDR blocks) whose X-Forwarded-For is believed (TRUSTED_PROXIES); none by default. */
  trustedProxies: string[];
  /** Origins allowed to call the API from another origin (CORS_ORIGINS); none by default. */
  corsOrigins: string[];
  /**
   * ALLOW_DEMO_KEYS_REMOTE=true: accept tokens signed with the public development secret (the demo anon and
   * service-role keys, and anything anyone can sign with it) from other machines too. Off: loopback only.
   */
  allowDemoKeysRemote: boolean;
  /** METRICS_TOKEN: the bearer token GET /metrics accepts besides the service role key (16+ characters). */
  metricsToken: string | undefined;
  /** ACCESS_LOG=true: one JSON line per request (id, method, route, status, duration); on by default in production. */
  accessLog: boolean;
  /** SHUTDOWN_TIMEOUT_MS: on SIGTERM, how long jobs and requests in flight may take before the instance exits anyway. */
  shutdownTimeoutMs: number;
}

export interface LocalBackendConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** Access-token lifetime in seconds (GoTrue's default: one hour). */
  jwtExpiry: number;
  /** Asymmetric signing keys (JWT_KEYS or JWT_KEYS_PATH, GoTrue's GOTRUE_JWT_KEYS); empty: HS256 with jwtSecret only. */
  jwtKeys: SigningKey[];
  anonKey: string | undefined;
  serviceRoleKey: string | undefined;
  /** Per action, attempts allowed per IP and per e-mail in a window; `false` (AUTH_RATE_LIMITS=off) disables them. */
  authRateLimits: AuthRateLimits | false;
  /** SMTP server for auth e-mails (e.g. smtps://user:pass@host:465); without it they go to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The firm's address that receives a notification for each enquiry (NOTIFY_EMAIL). */
  notifyEmail: string;
  /** Submissions of each public form per client address in ten minutes (FORM_RATE_LIMIT); `false` when "off". */
  formRateLimit: { limit: number; windowMs: number } | false;
  /** Per API role, how long one statement of a /rest/v1 request may run (ms) before it fails with 57014. */
  statementTimeouts: RoleTimeouts;
  /** How often the job runner looks for due jobs in private.jobs (ms); 0 turns polling off. */
  jobsPollMs: number;
  /** How long a claimed job stays claimed by its instance (JOBS_LEASE_MS): a killed instance's jobs are retried after it. */
  jobsLeaseMs: number;
  /** Certificate verifications per minute per client address (VERIFY_RATE_LIMIT). */
  verificationRateLimit: { limit: number; windowMs: number };
  /** PAYMENT_WEBHOOK_SECRET and PAYMENT_PROVIDER, checked at start-up (supabase/functions/_shared/payments/settings.ts). */
  payments: PaymentSettings;
  /** INVOICE_LEGAL_NAME, INVOICE_ADDRESS, INVOICE_REGISTRATION, INVOICE_TAX_RATES, INVOICE_TAX_MENTION (the firm's by default). */
  invoice?: InvoiceSettings;
  /** The largest file any Storage bucket accepts (STORAGE_FILE_SIZE_LIMIT, bytes); a bucket's own limit may be lower. */
  storageFileSizeLimit: number;
  /**
   * Where Storage keeps the objects' bytes (STORAGE_BACKEND, decision 1026): DATA_DIR/storage by default, or a bucket
   * of an S3-compatible service (STORAGE_S3_ENDPOINT, _BUCKET, _REGION, _ACCESS_KEY_ID, _SECRET_ACCESS_KEY,
   * _FORCE_PATH_STYLE, _PREFIX).
   */
  objectStorage: ObjectStorageSettings;
  /**
   * Backups (decision 1028): where `npm run backup` and the scheduled backups write (BACKUP_DIR, DATA_DIR/backups by
   * default), every how many minutes this instance takes one (BACKUP_INTERVAL_MINUTES, 0: never), and how many are
   * kept (BACKUP_KEEP).
   */
  backup: { dir: string; intervalMinutes: number; keep: number };
  /** The PATH where pg_dump, pg_restore and psql are looked for (the server's own). */
  clientPath: string | undefined;
  /** The password rule of the auth server (AUTH_PASSWORD_MIN_LENGTH, AUTH_PASSWORD_REQUIRED_CHARACTERS). */
  passwordRule: PasswordRule;
  /** Auth's « Send SMS » hook (SMS_HOOK_URI, SMS_HOOK_SECRET): sign-in by phone, off without it (decision 1015). */
  smsHook?: SmsHook;
  /** The phone routes' limits (AUTH_RATE_LIMIT_SMS_SENT, AUTH_RATE_LIMIT_SMS_PER_PHONE, AUTH_RATE_LIMIT_VERIFY). */
  phoneRateRules?: Record<string, RateLimitRule>;
  /**
   * The environment of the local Deno edge runtime (functions/edge-runtime.ts) besides the platform's secrets: PATH,
   * HOME, DENO_DIR and NODE_ENV, and the project's own secrets as `supabase secrets set` would give them (INVOICE_*,
   * and the payment gateways' PAYMENT_*, CINETPAY_*, STRIPE_*, the phone messages' SMS_*, TWILIO_*, WHATSAPP_*).
   */
  edgeRuntimeEnv?: Record<string, string>;
  /**
   * What one Edge Function request may use before the local runtime stops it, as the platform does
   * (EDGE_FUNCTION_CPU_LIMIT_MS, EDGE_FUNCTION_MEMORY_LIMIT_MB, EDGE_FUNCTION_IDLE_TIMEOUT_S).
   */
  edgeWorkerLimits?: WorkerLimits;
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

const MINUTE = 60_000;

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

// ─── Query cost: statement timeouts per API role (Supabase's defaults: anon 3 s, authenticated 8 s) ──────
const HOUR = 60 * MINUTE;

function statementTimeouts(env: NodeJS.ProcessEnv): RoleTimeouts {
  return {
    anon: integer(env, "STATEMENT_TIMEOUT_ANON_MS", 3_000, 100, HOUR),
    authenticated: integer(env, "STATEMENT_TIMEOUT_AUTHENTICATED_MS", 8_000, 100, HOUR),
    service_role: integer(env, "STATEMENT_TIMEOUT_SERVICE_ROLE_MS", 8_000, 100, HOUR),
  };
}

/**
 * The schemas /rest/v1 exposes, as PostgREST's `db-schemas` (Supabase's "Exposed schemas"): REST_DB_SCHEMAS, a
 * comma-separated list, `public` by default. The first is the one used when a request names none.
 */
export function exposedSchemas(env: NodeJS.ProcessEnv = process.env): string[] {
  const names = (env.REST_DB_SCHEMAS ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!/^[A-Za-z_][A-Za-z0-9_$]*$/.test(name)) {
      throw new Error(`REST_DB_SCHEMAS: "${name}" is not a schema name (expected e.g. "public,personal")`);
    }
  }
  return names.length > 0 ? [...new Set(names)] : ["public"];
}

// ─── Query cost: what one /rest/v1 request may return (docs/backend.md, "Limits") ──────────────────────────
/** REST_MAX_ROWS, REST_MAX_EMBED_DEPTH, REST_MAX_RESPONSE_BYTES, read when the REST routes are built. */
export function restLimits(env: NodeJS.ProcessEnv = process.env): Limits {
  return {
    maxRows: integer(env, "REST_MAX_ROWS", DEFAULT_LIMITS.maxRows, 1, Number.MAX_SAFE_INTEGER),
    maxEmbedDepth: integer(env, "REST_MAX_EMBED_DEPTH", DEFAULT_LIMITS.maxEmbedDepth, 1, 1_000),
    maxResponseBytes: integer(
      env,
      "REST_MAX_RESPONSE_BYTES",
      DEFAULT_LIMITS.maxResponseBytes,
      1,
      Number.MAX_SAFE_INTEGER,
    ),
    readTimeoutMs: integer(env, "REST_READ_TIMEOUT_MS", DEFAULT_READ_TIMEOUT_MS, 100, HOUR),
    // Planner cost units (decision 0770); the service role (the server's own code) is not checked.
    maxCost: {
      anon: integer(env, "REST_MAX_COST_ANON", DEFAULT_MAX_COST.anon, 1, Number.MAX_SAFE_INTEGER),
      authenticated: integer(
        env,
        "REST_MAX_COST_AUTHENTICATED",
        DEFAULT_MAX_COST.authenticated,
        1,
        Number.MAX_SAFE_INTEGER,
      ),
    },
  };
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

function siteOrigin(env: NodeJS.ProcessEnv, production: boolean): string | undefined {
  const raw = env.SITE_URL?.trim();
  if (!raw) {
    if (production) {
      throw new ConfigError(
        "SITE_URL is required when NODE_ENV=production: set it to the site's public origin (e.g. https://www.example.org); e-mail links and redirects are built from it",
      );
    }
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`SITE_URL is not a valid URL: "${raw}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(`SITE_URL must be an http:// or https:// origin (got "${raw}")`);
  }
  // Links are built by appending paths to it: a path, query or fragment would be silently dropped or doubled.
  if (url.origin !== raw.replace(/\/$/, "")) {
    throw new ConfigError(
      `SITE_URL must be an origin only (scheme://host[:port]), without path, query or fragment (got "${raw}")`,
    );
  }
  return url.origin;
}

function trustedProxies(env: NodeJS.ProcessEnv): string[] {
  const entries = (env.TRUSTED_PROXIES ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const parsed = parseProxyEntry(entry);
    if (typeof parsed === "string") throw new ConfigError(`TRUSTED_PROXIES: ${parsed}`);
  }
  return entries;
}

function corsOrigins(env: NodeJS.ProcessEnv): string[] {
  const entries = (env.CORS_ORIGINS ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || url.origin !== entry) {
      throw new ConfigError(`CORS_ORIGINS: "${entry}" is not an origin (scheme://host[:port], nothing after it)`);
    }
  }
  return entries;
}

function emailAddress(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(raw))
    throw new ConfigError(`${name} must be an e-mail address (got "${raw}")`);
  return raw;
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === "" || raw === "false") return false;
  if (raw === "true") return true;
  throw new ConfigError(`${name} must be "true" or "false" (got "${raw}")`);
}

/** METRICS_TOKEN (decision 1007): unset, /metrics answers the service role key only. */
function metricsToken(env: NodeJS.ProcessEnv): string | undefined {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return undefined;
  if (token.length < 16 || /\s/.test(token))
    throw new ConfigError("METRICS_TOKEN must be at least 16 characters without spaces (a scraper's secret)");
  return token;
}

/** The development default of SITE_URL, once the listening port is known. */
export const localSiteUrl = (port: number) => `http://localhost:${port}`;

/**
 * Reads and validates the environment once, at start-up, and names whatever is missing or wrong.
 * With SUPABASE_URL or SUPABASE_ANON_KEY set, the site is served against a hosted Supabase project and
 * both values are required; otherwise the local backend runs.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === "production";
  const common: CommonConfig = {
    port: integer(env, "PORT", 8080, 0, 65535),
    // Loopback unless asked: a plain `npm start` is never reachable from the network.
    host: env.HOST || "127.0.0.1",
    siteDir: path.resolve(env.SITE_DIR || path.join(REPO_ROOT, "build/client")),
    production,
    siteUrl: undefined,
    trustedProxies: trustedProxies(env),
    corsOrigins: corsOrigins(env),
    allowDemoKeysRemote: flag(env, "ALLOW_DEMO_KEYS_REMOTE"),
    metricsToken: metricsToken(env),
    accessLog: env.ACCESS_LOG === undefined || env.ACCESS_LOG === "" ? production : flag(env, "ACCESS_LOG"),
    shutdownTimeoutMs: integer(env, "SHUTDOWN_TIMEOUT_MS", 20_000, 0, 10 * 60_000),
  };

  if (env.SUPABASE_URL || env.SUPABASE_ANON_KEY) {
    const missing = ["SUPABASE_URL", "SUPABASE_ANON_KEY"].filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new ConfigError(`Hosted Supabase configuration is incomplete: ${missing.join(" and ")} is missing`);
    }
    try {
      new URL(env.SUPABASE_URL!);
    } catch {
      throw new ConfigError(`SUPABASE_URL is not a valid URL: "${env.SUPABASE_URL}"`);
    }
    if (production) refuseCleartext("SUPABASE_URL", env.SUPABASE_URL!);
    common.siteUrl = siteOrigin(env, production);
    return { mode: "hosted", supabaseUrl: env.SUPABASE_URL!, supabaseAnonKey: env.SUPABASE_ANON_KEY!, ...common };
  }

  const jwtSecret = env.JWT_SECRET || DEV_JWT_SECRET;
  if (production && jwtSecret === DEV_JWT_SECRET) {
    throw new ConfigError(
      "JWT_SECRET is the public Supabase development secret; set your own JWT_SECRET (32+ characters) when NODE_ENV=production",
    );
  }
  if (jwtSecret.length < 32) throw new ConfigError("JWT_SECRET must be at least 32 characters long");
  common.siteUrl = siteOrigin(env, production);
  let payments: PaymentSettings;
  try {
    payments = readPaymentSettings(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  let invoice: InvoiceSettings;
  try {
    invoice = readInvoiceSettings(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  if (env.SMTP_URL && !common.siteUrl) {
    throw new ConfigError("SITE_URL is required when SMTP_URL is set: the links in real e-mails are built on it");
  }
  if (env.SMTP_URL && !env.NOTIFY_EMAIL?.trim()) {
    throw new ConfigError(
      "NOTIFY_EMAIL is required when SMTP_URL is set: the firm's notifications of new enquiries are sent to it",
    );
  }

  if (production) refuseUnprotectedProduction(env);

  return {
    mode: "local",
    ...common,
    dataDir: path.resolve(env.DATA_DIR || path.join(REPO_ROOT, ".data")),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret,
    jwtExpiry: integer(env, "JWT_EXPIRY", 3600, 30, 7 * 24 * 3600),
    jwtKeys: jwtKeys(env),
    anonKey: env.ANON_KEY || undefined,
    serviceRoleKey: env.SERVICE_ROLE_KEY || undefined,
    authRateLimits: rateLimits(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `${firm.fullName} <${firm.emails.noReply}>`,
    notifyEmail: emailAddress(env, "NOTIFY_EMAIL", firm.emails.contact),
    formRateLimit:
      env.FORM_RATE_LIMIT?.trim() === "off"
        ? false
        : { limit: integer(env, "FORM_RATE_LIMIT", 10, 1, 1_000_000), windowMs: 10 * MINUTE },
    statementTimeouts: statementTimeouts(env),
    jobsPollMs: integer(env, "JOBS_POLL_MS", 1000, 0, 60_000),
    jobsLeaseMs: integer(env, "JOBS_LEASE_MS", 5 * MINUTE, 1_000, 24 * HOUR),
    verificationRateLimit: {
      limit: integer(env, "VERIFY_RATE_LIMIT", DEFAULT_VERIFICATION_LIMIT.limit, 1, 1_000_000),
      windowMs: DEFAULT_VERIFICATION_LIMIT.windowMs,
    },
    payments,
    invoice,
    storageFileSizeLimit: integer(env, "STORAGE_FILE_SIZE_LIMIT", 5 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    objectStorage: objectStorageSettings(env, production),
    backup: {
      dir: path.resolve(
        env.BACKUP_DIR || path.join(path.resolve(env.DATA_DIR || path.join(REPO_ROOT, ".data")), "backups"),
      ),
      intervalMinutes: integer(env, "BACKUP_INTERVAL_MINUTES", 0, 0, 7 * 24 * 60),
      keep: integer(env, "BACKUP_KEEP", 7, 1, 1000),
    },
    clientPath: env.PATH || undefined,
    passwordRule: passwordRule(env),
    smsHook: smsHookOf(env),
    phoneRateRules: phoneRateRules(env),
    edgeWorkerLimits: {
      cpuMs: integer(env, "EDGE_FUNCTION_CPU_LIMIT_MS", PLATFORM_LIMITS.cpuMs, 100, 10 * MINUTE),
      memoryBytes:
        integer(env, "EDGE_FUNCTION_MEMORY_LIMIT_MB", PLATFORM_LIMITS.memoryBytes / 2 ** 20, 64, 16_384) * 2 ** 20,
      idleTimeoutMs: integer(env, "EDGE_FUNCTION_IDLE_TIMEOUT_S", PLATFORM_LIMITS.idleTimeoutMs / 1000, 1, 3600) * 1000,
    },
    edgeRuntimeEnv: Object.fromEntries(
      Object.entries(env).filter(
        (entry): entry is [string, string] =>
          (/^(INVOICE|PAYMENT|CINETPAY|STRIPE|SMS|TWILIO|WHATSAPP)_/.test(entry[0]) ||
            ["PATH", "HOME", "DENO_DIR", "NODE_ENV", ...EDGE_MAIL_SETTINGS].includes(entry[0])) &&
          !!entry[1],
      ),
    ),
  };
}

/**
 * What a production server refuses besides the missing secrets (issue 42 item 8, decision 0991): the protections
 * switched off for test runs, and a secret or an answer that would cross the network in clear text. Checked after the
 * other settings, so a setting missing altogether is named first.
 */
function refuseUnprotectedProduction(env: NodeJS.ProcessEnv): void {
  if (env.AUTH_RATE_LIMITS === "off") {
    throw new ConfigError(
      "AUTH_RATE_LIMITS=off is refused when NODE_ENV=production: the sign-in, sign-up, refresh and recovery limits are what stop password guessing and floods of e-mails; remove it (it is for test and load runs only) and raise AUTH_RATE_LIMIT_* if a limit is too low",
    );
  }
  if (env.FORM_RATE_LIMIT?.trim() === "off") {
    throw new ConfigError(
      "FORM_RATE_LIMIT=off is refused when NODE_ENV=production: it is what stops a script from flooding the enquiry, newsletter and CV forms (and the firm's inbox); remove it or set a number of submissions per 10 minutes",
    );
  }
  if (env.SMTP_URL) refuseCleartextSmtp(env.SMTP_URL);
  if (env.EMAIL_API_URL?.trim()) refuseCleartext("EMAIL_API_URL", env.EMAIL_API_URL.trim());
}

/** An http(s) URL a production server sends secrets to: https://, or plain http:// to this machine only. */
function refuseCleartext(name: string, raw: string): void {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${raw}"`);
  }
  if (url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(url.hostname))) return;
  throw new ConfigError(
    `${name} must be an https:// URL when NODE_ENV=production (got "${url.protocol}//${url.host}"): over plain HTTP its key and what it answers can be read and changed on the way; plain http:// is accepted only to this machine (127.0.0.1, ::1, localhost)`,
  );
}

/**
 * SMTP_URL in production: smtps:// (TLS from the first byte), or smtp:// with `requireTLS=true` (STARTTLS or no
 * mail: by default nodemailer sends in clear text when the server, or someone on the way, does not offer STARTTLS);
 * plain smtp:// only to a relay on this machine. A certificate left unchecked is refused the same way.
 */
function refuseCleartextSmtp(raw: string): void {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError("SMTP_URL is not a valid URL (expected e.g. smtps://user:pass@smtp.example.org:465)");
  }
  if (isLoopbackHost(url.hostname)) return;
  const where = `${url.protocol}//${url.host}`;
  if (url.protocol !== "smtps:" && url.protocol !== "smtp:")
    throw new ConfigError(`SMTP_URL must be an smtps:// or smtp:// URL (got "${where}")`);
  const query = url.searchParams;
  if (query.get("tls.rejectUnauthorized") === "false")
    throw new ConfigError(
      "SMTP_URL: tls.rejectUnauthorized=false is refused when NODE_ENV=production: anyone on the way could pose as the mail server and read the password and every e-mail",
    );
  if (url.protocol === "smtp:" && (query.get("requireTLS") !== "true" || query.get("ignoreTLS") === "true"))
    throw new ConfigError(
      `SMTP_URL must use TLS when NODE_ENV=production (got "${where}" without requireTLS=true): use smtps://…:465, or smtp://…:587?requireTLS=true so that nothing is sent unless STARTTLS succeeds; plain smtp:// is accepted only to a relay on this machine (127.0.0.1, ::1, localhost)`,
    );
}

export type ObjectStorageSettings = { backend: "local" } | ({ backend: "s3" } & S3Settings);

/**
 * STORAGE_BACKEND=local (the default: DATA_DIR/storage) or s3 with its endpoint, bucket and keys, all required then;
 * the region defaults to us-east-1 (what MinIO and R2 accept), path-style addressing to on except for AWS's own hosts.
 */
export function objectStorageSettings(env: NodeJS.ProcessEnv, production = false): ObjectStorageSettings {
  const backend = (env.STORAGE_BACKEND ?? "").trim() || "local";
  if (backend === "local") return { backend: "local" };
  if (backend !== "s3") throw new ConfigError(`STORAGE_BACKEND must be "local" or "s3" (got "${backend}")`);
  const required = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new ConfigError(`${name} is required when STORAGE_BACKEND=s3`);
    return value;
  };
  const endpoint = required("STORAGE_S3_ENDPOINT");
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new ConfigError(`STORAGE_S3_ENDPOINT is not a valid URL: "${endpoint}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new ConfigError(`STORAGE_S3_ENDPOINT must be an http(s) URL (got "${url.protocol}")`);
  if (production) refuseCleartext("STORAGE_S3_ENDPOINT", endpoint);
  const bucket = required("STORAGE_S3_BUCKET");
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError(`STORAGE_S3_BUCKET is not a valid bucket name: "${bucket}"`);
  const prefix = (env.STORAGE_S3_PREFIX ?? "").trim().replace(/^\/+|\/+$/g, "");
  if (prefix && !/^[A-Za-z0-9._/-]+$/.test(prefix))
    throw new ConfigError("STORAGE_S3_PREFIX may hold only letters, digits, '.', '_', '-' and '/'");
  const pathStyle = (env.STORAGE_S3_FORCE_PATH_STYLE ?? "").trim();
  if (pathStyle && pathStyle !== "true" && pathStyle !== "false")
    throw new ConfigError(`STORAGE_S3_FORCE_PATH_STYLE must be true or false (got "${pathStyle}")`);
  return {
    backend: "s3",
    endpoint,
    bucket,
    region: env.STORAGE_S3_REGION?.trim() || "us-east-1",
    accessKeyId: required("STORAGE_S3_ACCESS_KEY_ID"),
    secretAccessKey: required("STORAGE_S3_SECRET_ACCESS_KEY"),
    forcePathStyle: pathStyle ? pathStyle === "true" : !url.hostname.endsWith(".amazonaws.com"),
    prefix,
  };
}

/** The e-mail settings the process-jobs Edge Function reads (decision 0955): unset, it sends through this server. */
const EDGE_MAIL_SETTINGS = ["EMAIL_API_URL", "EMAIL_API_KEY", "MAIL_FROM", "NOTIFY_EMAIL"];

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
