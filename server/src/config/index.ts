import { authConfig, jwtSecretOf, type AuthConfig } from "./auth";
import { backupConfig, type BackupConfig } from "./backup";
import { databaseConfig, type DatabaseConfig } from "./database";
import { formsConfig, type FormsConfig } from "./forms";
import { edgeRuntimeConfig, functionSecrets, type FunctionsConfig } from "./functions";
import { hostedConfig, type HostedConfig } from "./hosted";
import { jobsConfig, type JobsConfig } from "./jobs";
import { checkMailNeeds, mailConfig, refuseCleartextSmtp, type MailConfig } from "./mail";
import { ConfigError, refuseCleartext } from "./read";
import { siteConfig, siteOrigin, type SiteConfig } from "./site";
import { storageConfig, type StorageConfig } from "./storage";

/**
 * The server's settings. The modules of this folder are the only ones that read the environment (config.test.ts
 * checks it): one reader per service (site, hosted, auth, database, rest, mail, forms, jobs, storage, backup,
 * functions), each reading and validating its settings once, at start-up; this module assembles them and names
 * whatever is missing or wrong.
 */

export type ServerConfig =
  ({ mode: "local" } & LocalBackendConfig & SiteConfig) | ({ mode: "hosted" } & HostedConfig & SiteConfig);

/** What the local backend (database, auth, storage, functions, jobs, mail) runs with. */
export type LocalBackendConfig = DatabaseConfig &
  AuthConfig &
  MailConfig &
  FormsConfig &
  JobsConfig &
  StorageConfig &
  BackupConfig &
  FunctionsConfig;

/**
 * Reads and validates the environment once, at start-up, and names whatever is missing or wrong.
 * With SUPABASE_URL or SUPABASE_ANON_KEY set, the site is served against a hosted Supabase project and
 * both values are required; otherwise the local backend runs.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === "production";
  const site = siteConfig(env, production);

  const hosted = hostedConfig(env, production);
  if (hosted) {
    site.siteUrl = siteOrigin(env, production);
    return { mode: "hosted", ...hosted, ...site };
  }

  const jwtSecret = jwtSecretOf(env, production);
  site.siteUrl = siteOrigin(env, production);
  const secrets = functionSecrets(env);
  checkMailNeeds(env, site.siteUrl);
  if (production) refuseUnprotectedProduction(env);

  const database = databaseConfig(env);
  return {
    mode: "local",
    ...site,
    ...database,
    ...authConfig(env, jwtSecret),
    ...mailConfig(env),
    ...formsConfig(env),
    ...jobsConfig(env),
    ...secrets,
    ...storageConfig(env, production),
    ...backupConfig(env, database.dataDir),
    ...edgeRuntimeConfig(env),
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
