import path from "node:path";
import { fileURLToPath } from "node:url";
import type { RoleTimeouts } from "./db/database";

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
}

export interface LocalBackendConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** Access-token lifetime in seconds (GoTrue's default: one hour). */
  jwtExpiry: number;
  anonKey: string | undefined;
  serviceRoleKey: string | undefined;
  /** Per action, attempts allowed per IP and per e-mail in a window; `false` (AUTH_RATE_LIMITS=off) disables them. */
  authRateLimits: AuthRateLimits | false;
  /** SMTP server for auth e-mails (e.g. smtps://user:pass@host:465); without it they go to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Per API role, how long one statement of a /rest/v1 request may run (ms) before it fails with 57014. */
  statementTimeouts: RoleTimeouts;
}

export interface AuthRateLimits {
  signup: { limit: number; windowMs: number };
  token: { limit: number; windowMs: number };
  refresh: { limit: number; windowMs: number };
  recover: { limit: number; windowMs: number };
}

const MINUTE = 60_000;

function rateLimits(env: NodeJS.ProcessEnv): AuthRateLimits | false {
  if (env.AUTH_RATE_LIMITS === "off") return false;
  return {
    signup: { limit: integer(env, "AUTH_RATE_LIMIT_SIGNUP", 30, 1, 1_000_000), windowMs: 60 * MINUTE },
    token: { limit: integer(env, "AUTH_RATE_LIMIT_SIGNIN", 30, 1, 1_000_000), windowMs: 5 * MINUTE },
    refresh: { limit: integer(env, "AUTH_RATE_LIMIT_REFRESH", 150, 1, 1_000_000), windowMs: 5 * MINUTE },
    recover: { limit: integer(env, "AUTH_RATE_LIMIT_RECOVER", 5, 1, 1_000_000), windowMs: 60 * MINUTE },
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

/**
 * Reads and validates the environment once, at start-up, and names whatever is missing or wrong.
 * With SUPABASE_URL or SUPABASE_ANON_KEY set, the site is served against a hosted Supabase project and
 * both values are required; otherwise the local backend runs.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === "production";
  const common: CommonConfig = {
    port: integer(env, "PORT", 8080, 0, 65535),
    host: env.HOST || "0.0.0.0",
    siteDir: path.resolve(env.SITE_DIR || path.join(REPO_ROOT, "build/client")),
    production,
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
    return { mode: "hosted", supabaseUrl: env.SUPABASE_URL!, supabaseAnonKey: env.SUPABASE_ANON_KEY!, ...common };
  }

  const jwtSecret = env.JWT_SECRET || DEV_JWT_SECRET;
  if (production && jwtSecret === DEV_JWT_SECRET) {
    throw new ConfigError(
      "JWT_SECRET is the public Supabase development secret; set your own JWT_SECRET (32+ characters) when NODE_ENV=production",
    );
  }
  if (jwtSecret.length < 32) throw new ConfigError("JWT_SECRET must be at least 32 characters long");

  return {
    mode: "local",
    ...common,
    dataDir: path.resolve(env.DATA_DIR || path.join(REPO_ROOT, ".data")),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret,
    jwtExpiry: integer(env, "JWT_EXPIRY", 3600, 30, 7 * 24 * 3600),
    anonKey: env.ANON_KEY || undefined,
    serviceRoleKey: env.SERVICE_ROLE_KEY || undefined,
    authRateLimits: rateLimits(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Pont Atlantique Conseil <no-reply@pontatlantique-conseil.example>",
    statementTimeouts: statementTimeouts(env),
  };
}
