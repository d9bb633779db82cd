import { describe, expect, it } from "vitest";
import { ConfigError, DEV_JWT_SECRET, loadConfig } from "./config";

describe("loadConfig", () => {
  it("defaults to the local backend on port 8080 with the development secret", () => {
    const config = loadConfig({});
    expect(config.mode).toBe("local");
    expect(config.port).toBe(8080);
    if (config.mode === "local") {
      expect(config.jwtSecret).toBe(DEV_JWT_SECRET);
      expect(config.jwtExpiry).toBe(3600);
      expect(config.authRateLimits).toMatchObject({ signup: { limit: 30 }, token: { limit: 30 }, recover: { limit: 5 } });
    }
  });

  it("reads PORT, DATA_DIR, DATABASE_URL and AUTH_RATE_LIMITS=off", () => {
    const config = loadConfig({ PORT: "9000", DATA_DIR: "/tmp/x", DATABASE_URL: "postgres://h/db", AUTH_RATE_LIMITS: "off" });
    expect(config).toMatchObject({ mode: "local", port: 9000, dataDir: "/tmp/x", databaseUrl: "postgres://h/db", authRateLimits: false });
  });

  it.each([
    [{ SUPABASE_URL: "https://abcd.supabase.co" }, "SUPABASE_ANON_KEY"],
    [{ SUPABASE_ANON_KEY: "key" }, "SUPABASE_URL"],
  ])("names the missing hosted value (%o)", (env, missing) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`${missing} is missing`));
  });

  it("accepts a complete hosted configuration", () => {
    expect(loadConfig({ SUPABASE_URL: "https://abcd.supabase.co", SUPABASE_ANON_KEY: "key" })).toMatchObject({
      mode: "hosted",
      supabaseUrl: "https://abcd.supabase.co",
    });
  });

  it("reads the rate limits from AUTH_RATE_LIMIT_* and refuses nonsense", () => {
    const config = loadConfig({ AUTH_RATE_LIMIT_SIGNIN: "3", AUTH_RATE_LIMIT_SIGNUP: "2" });
    expect(config).toMatchObject({ authRateLimits: { token: { limit: 3 }, signup: { limit: 2 } } });
    expect(() => loadConfig({ AUTH_RATE_LIMIT_SIGNIN: "0" })).toThrow(/AUTH_RATE_LIMIT_SIGNIN/);
  });

  it("refuses the development secret in production, a short secret, and a bad port", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: "short" })).toThrow(/32 characters/);
    expect(() => loadConfig({ PORT: "http" })).toThrow(/PORT/);
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: "x".repeat(40) }).mode).toBe("local");
  });

  it("reads the per-role statement timeouts (Supabase's 3 s / 8 s by default) and refuses nonsense", () => {
    expect(loadConfig({})).toMatchObject({ statementTimeouts: { anon: 3000, authenticated: 8000, service_role: 8000 } });
    expect(loadConfig({ STATEMENT_TIMEOUT_ANON_MS: "1500" })).toMatchObject({ statementTimeouts: { anon: 1500 } });
    expect(() => loadConfig({ STATEMENT_TIMEOUT_AUTHENTICATED_MS: "0" })).toThrow(/STATEMENT_TIMEOUT_AUTHENTICATED_MS/);
  });
});
