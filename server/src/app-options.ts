import type { PasswordRule } from "@common/password-rule";
import { JwtKeys } from "./auth/jwt";
import { type RateLimitRule } from "./auth/rate-limit";
import type { SmsHook } from "./auth/phone";
import type { Mailer, outboxMailer } from "./auth/mailer";
import type { Database } from "./db/database";
import type { JobQueue } from "./jobs/job-queue";
import type { AuthRateLimits } from "./config/auth";
import type { WorkerLimits } from "./functions/worker-limits";
import type { ObjectStore } from "./storage/object-store";
import type { SchemaCache } from "./rest/schema";
import type { BackupManifest } from "./ops/backup";

export interface LocalBackend {
  db: Database;
  keys: JwtKeys;
  anonKey: string;
  jwtExpiry: number;
  /** The auth server's password rule (config/auth.ts: AUTH_PASSWORD_*); the site's rule when absent. */
  passwordRule?: PasswordRule;
  /** Auth's « Send SMS » hook and the phone routes' limits (config/auth.ts; decision 1015). */
  smsHook?: SmsHook;
  phoneRateRules?: Record<string, RateLimitRule>;
  authRateLimits: AuthRateLimits | false;
  /** Per-IP limit on each public form (FORM_RATE_LIMIT); `false` turns it off. */
  formRateLimit: RateLimitRule | false;
  /** Per-IP limit on certificate verification (VERIFY_RATE_LIMIT). */
  verificationRateLimit: RateLimitRule;
  schema: () => SchemaCache;
  mailer: Mailer;
  /** The timer calling process-jobs for the deferred work (e-mails, expiries, reminders) of private.jobs. */
  jobs: JobQueue;
  /** Where Storage keeps the objects' bytes (DATA_DIR/storage or an S3 bucket) and the key that signs their URLs. */
  storage: { store: ObjectStore; signingKey: Uint8Array; fileSizeLimit?: number };
  /** Takes a backup now into BACKUP_DIR and prunes the old ones (decision 1028). */
  backup?: () => Promise<{ dir: string; manifest: BackupManifest }>;
  /** The Deno edge runtime's environment besides the platform's secrets (config/functions.ts `edgeRuntimeEnv`). */
  edgeRuntimeEnv?: Record<string, string>;
  /** The limits of one Edge Function request (config/functions.ts `edgeWorkerLimits`). */
  edgeWorkerLimits?: WorkerLimits;
  /** Present when auth e-mails are written to the local outbox instead of SMTP. */
  outbox?: ReturnType<typeof outboxMailer>;
}

export interface AppOptions {
  siteDir: string;
  /** Where the browser finds the backend: the local one (same origin) or a hosted Supabase project. */
  publicConfig: (requestOrigin: string) => { supabaseUrl: string; supabaseAnonKey: string };
  backend?: LocalBackend;
  corsOrigins?: string[];
  /**
   * The site's public origin (SITE_URL, or http://localhost:<port> in development): e-mail links, redirects, the
   * token issuer, sitemap.xml and robots.txt are built on it, never on the request's Host header.
   */
  siteUrl: string;
  /** Extra origins the pages may call (a hosted Supabase project). */
  connectSources?: string[];
  /** Exposes the local outbox at /_dev/outbox (never in production; only ever to loopback clients). */
  devTools?: boolean;
  /** TRUSTED_PROXIES: only their X-Forwarded-For is read for the client's address. */
  trustedProxies?: string[];
  /** ALLOW_DEMO_KEYS_REMOTE: with the public development secret, answer API calls from other machines too. */
  allowDemoKeysRemote?: boolean;
  /** METRICS_TOKEN: the bearer token /metrics accepts besides the service role key. */
  metricsToken?: string;
  /** ACCESS_LOG: one JSON line per request on stdout (ops/request-log.ts). */
  accessLog?: boolean;
  /** True once SIGTERM was received: /readyz answers 503 so the load balancer stops sending requests. */
  isStopping?: () => boolean;
}
