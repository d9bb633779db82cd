import { type LocalBackendConfig, loadConfig } from "../server/src/config";

/**
 * A local backend's settings exactly as `npm start` reads them (same defaults: statement timeouts, JWT secret…), on
 * its own data folder or PostgreSQL database, with the auth and form rate limits off as every test server has them.
 */
export function testBackendConfig(
  dataDir: string,
  databaseUrl?: string,
  /** More settings, e.g. the STORAGE_* of a local S3 server (tests/s3-server.ts). */
  env: Record<string, string> = {},
): LocalBackendConfig {
  const config = loadConfig({
    ...env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    AUTH_RATE_LIMITS: "off",
    FORM_RATE_LIMIT: "off",
    MAIL_FROM: "test@example.com",
  });
  if (config.mode !== "local") throw new Error("a test backend is always the local one");
  return config;
}
