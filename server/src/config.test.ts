import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SITE_PASSWORD_RULE, passwordWeakness } from "@common/password-rule";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { DEV_JWT_SECRET } from "./config/defaults";
import { ConfigError } from "./config/read";
import { localSiteUrl } from "./config/site";
import { DEV_PAYMENT_WEBHOOK_SECRET } from "../../supabase/functions/_shared/payments/settings.ts";

describe("loadConfig", () => {
  it("defaults to the local backend on port 8080 with the development secret", () => {
    const config = loadConfig({});
    expect(config.mode).toBe("local");
    expect(config.port).toBe(8080);
    if (config.mode === "local") {
      expect(config.jwtSecret).toBe(DEV_JWT_SECRET);
      expect(config.jwtExpiry).toBe(3600);
      expect(config.authRateLimits).toMatchObject({
        signup: { limit: 30 },
        token: { limit: 30 },
        recover: { limit: 5 },
      });
    }
  });

  it("reads PORT, DATA_DIR, DATABASE_URL and AUTH_RATE_LIMITS=off", () => {
    const config = loadConfig({
      PORT: "9000",
      DATA_DIR: "/tmp/x",
      DATABASE_URL: "postgres://h/db",
      AUTH_RATE_LIMITS: "off",
    });
    expect(config).toMatchObject({
      mode: "local",
      port: 9000,
      dataDir: "/tmp/x",
      databaseUrl: "postgres://h/db",
      authRateLimits: false,
    });
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

  it("reads NOTIFY_EMAIL and FORM_RATE_LIMIT (issue 12), with development defaults, and refuses nonsense", () => {
    expect(loadConfig({})).toMatchObject({
      notifyEmail: "contact@pontatlantique-conseil.example",
      formRateLimit: { limit: 10, windowMs: 600_000 },
    });
    expect(loadConfig({ NOTIFY_EMAIL: "demandes@cabinet.example", FORM_RATE_LIMIT: "3" })).toMatchObject({
      notifyEmail: "demandes@cabinet.example",
      formRateLimit: { limit: 3 },
    });
    expect(loadConfig({ FORM_RATE_LIMIT: "off" })).toMatchObject({ formRateLimit: false });
    expect(() => loadConfig({ NOTIFY_EMAIL: "pas une adresse" })).toThrow(/NOTIFY_EMAIL/);
    expect(() => loadConfig({ FORM_RATE_LIMIT: "beaucoup" })).toThrow(/FORM_RATE_LIMIT/);
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
    const production = { NODE_ENV: "production", JWT_SECRET: "x".repeat(40), SITE_URL: "https://example.org" };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_WEBHOOK_SECRET is required/);
    expect(() => loadConfig({ ...production, PAYMENT_WEBHOOK_SECRET: "w".repeat(32) })).toThrow(
      /PAYMENT_PROVIDER is required/,
    );
    expect(
      loadConfig({ ...production, PAYMENT_WEBHOOK_SECRET: "w".repeat(32), PAYMENT_PROVIDER: "sandbox" }).mode,
    ).toBe("local");
  });

  // Issue 42 item 8 (decision 0991): the test-run switches and clear-text transports are refused in production, naming
  // the setting; the same values still start a development server.
  it("refuses AUTH_RATE_LIMITS=off, FORM_RATE_LIMIT=off and clear-text gateway, e-mail and SMTP URLs in production", () => {
    const production = {
      NODE_ENV: "production",
      JWT_SECRET: "x".repeat(40),
      SITE_URL: "https://example.org",
      PAYMENT_WEBHOOK_SECRET: "w".repeat(32),
      PAYMENT_PROVIDER: "sandbox",
    };
    const gateways = {
      PAYMENT_PROVIDERS: "XOF:cinetpay,CAD:stripe",
      CINETPAY_API_KEY: "k",
      CINETPAY_SITE_ID: "1",
      CINETPAY_SECRET_KEY: "s",
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
    };
    const smtp = { SMTP_URL: "smtps://u:secret-password@smtp.example.org:465", NOTIFY_EMAIL: "contact@example.org" };
    const refused: [Record<string, string>, RegExp][] = [
      [{ AUTH_RATE_LIMITS: "off" }, /^AUTH_RATE_LIMITS=off is refused when NODE_ENV=production/],
      [{ FORM_RATE_LIMIT: "off" }, /^FORM_RATE_LIMIT=off is refused when NODE_ENV=production/],
      [{ FORM_RATE_LIMIT: " off " }, /^FORM_RATE_LIMIT=off is refused/],
      [
        { ...gateways, CINETPAY_API_URL: "http://api-checkout.cinetpay.com" },
        /^CINETPAY_API_URL must be an https:\/\//,
      ],
      [{ ...gateways, STRIPE_API_URL: "http://api.stripe.com" }, /^STRIPE_API_URL must be an https:\/\//],
      [{ ...gateways, STRIPE_API_URL: "http://127.0.0.1.evil.example" }, /^STRIPE_API_URL must be an https/],
      [{ EMAIL_API_URL: "http://api.resend.com" }, /^EMAIL_API_URL must be an https:\/\//],
      [{ ...smtp, SMTP_URL: "smtp://u:secret-password@smtp.example.org:587" }, /^SMTP_URL must use TLS/],
      [{ ...smtp, SMTP_URL: "smtp://smtp.example.org:587?requireTLS=false" }, /^SMTP_URL must use TLS/],
      [{ ...smtp, SMTP_URL: "smtp://smtp.example.org:587?requireTLS=true&ignoreTLS=true" }, /^SMTP_URL must use TLS/],
      [{ ...smtp, SMTP_URL: "smtps://smtp.example.org?tls.rejectUnauthorized=false" }, /^SMTP_URL: tls.reject/],
      [{ ...smtp, SMTP_URL: "direct://smtp.example.org" }, /^SMTP_URL must be an smtps:\/\/ or smtp:\/\//],
    ];
    for (const [env, message] of refused) {
      expect(() => loadConfig({ ...production, ...env }), JSON.stringify(env)).toThrow(message);
      let error: unknown;
      try {
        loadConfig({ ...production, ...env });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).not.toContain("secret-password"); // the message names the setting, not its password
      // A development server still takes them (tests, fakes of the gateways on this machine).
      expect(loadConfig({ ...env, ...(env.SMTP_URL ? { SITE_URL: "https://example.org" } : {}) }).mode).toBe("local");
    }
    expect(() =>
      loadConfig({ NODE_ENV: "production", SUPABASE_URL: "http://abcd.supabase.co", SUPABASE_ANON_KEY: "k" }),
    ).toThrow(/^SUPABASE_URL must be an https:\/\//);

    const accepted: Record<string, string>[] = [
      {},
      { AUTH_RATE_LIMITS: "on", FORM_RATE_LIMIT: "20" },
      { ...gateways },
      { ...gateways, CINETPAY_API_URL: "http://127.0.0.1:4010", STRIPE_API_URL: "http://localhost:4011" },
      { ...gateways, STRIPE_API_URL: "http://[::1]:4011" },
      { EMAIL_API_URL: "https://api.resend.com" },
      { EMAIL_API_URL: "http://127.0.0.1:8080/_local/email" },
      { ...smtp },
      { ...smtp, SMTP_URL: "smtp://u:p@smtp.example.org:587?requireTLS=true" },
      { ...smtp, SMTP_URL: "smtp://127.0.0.1:25" },
    ];
    for (const env of accepted) expect(loadConfig({ ...production, ...env }).mode, JSON.stringify(env)).toBe("local");
    expect(
      loadConfig({
        NODE_ENV: "production",
        SUPABASE_URL: "https://abcd.supabase.co",
        SUPABASE_ANON_KEY: "k",
        SITE_URL: "https://example.org",
      }).mode,
    ).toBe("hosted");
  });

  it("requires SITE_URL in production, keeps only its origin, and leaves it to the listening port in development", () => {
    expect(() => loadConfig({ NODE_ENV: "production", JWT_SECRET: "x".repeat(40) })).toThrow(/SITE_URL is required/);
    expect(() =>
      loadConfig({ NODE_ENV: "production", SUPABASE_URL: "https://a.supabase.co", SUPABASE_ANON_KEY: "k" }),
    ).toThrow(/SITE_URL/);
    expect(loadConfig({ SITE_URL: "https://www.example.org/" }).siteUrl).toBe("https://www.example.org");
    // Issue 24 item 8: links are built by appending paths, so anything after the origin is refused at start-up.
    for (const withMore of [
      "https://www.example.org/site",
      "https://www.example.org/?a=1",
      "https://www.example.org/#x",
    ])
      expect(() => loadConfig({ SITE_URL: withMore }), withMore).toThrow(/SITE_URL must be an origin only/);
    expect(() => loadConfig({ SITE_URL: "example.org" })).toThrow(/SITE_URL is not a valid URL/);
    expect(() => loadConfig({ SITE_URL: "javascript:alert(1)" })).toThrow(/SITE_URL must be an http/);
    expect(loadConfig({}).siteUrl).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: "smtp://mail.example.org" })).toThrow(/SITE_URL is required when SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: "smtp://mail.example.org", SITE_URL: "https://example.org" })).toThrow(
      /NOTIFY_EMAIL is required when SMTP_URL/,
    );
    expect(
      loadConfig({
        SMTP_URL: "smtp://mail.example.org",
        SITE_URL: "https://example.org",
        NOTIFY_EMAIL: "demandes@example.org",
      }).siteUrl,
    ).toBe("https://example.org");
    expect(localSiteUrl(8080)).toBe("http://localhost:8080");
  });

  it("listens on loopback unless HOST is set, and reads TRUSTED_PROXIES and ALLOW_DEMO_KEYS_REMOTE strictly", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: "127.0.0.1, 10.0.0.0/8,::1" }).trustedProxies).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
    ]);
    expect(() => loadConfig({ TRUSTED_PROXIES: "proxy.local" })).toThrow(/TRUSTED_PROXIES: "proxy.local"/);
    expect(() => loadConfig({ TRUSTED_PROXIES: "10.0.0.0/33" })).toThrow(/TRUSTED_PROXIES/);
    expect(loadConfig({}).allowDemoKeysRemote).toBe(false);
    expect(loadConfig({ ALLOW_DEMO_KEYS_REMOTE: "true" }).allowDemoKeysRemote).toBe(true);
    expect(() => loadConfig({ ALLOW_DEMO_KEYS_REMOTE: "yes" })).toThrow(/ALLOW_DEMO_KEYS_REMOTE/);
  });

  it("reads the per-role statement timeouts (Supabase's 3 s / 8 s by default) and refuses nonsense", () => {
    expect(loadConfig({})).toMatchObject({
      statementTimeouts: { anon: 3000, authenticated: 8000, service_role: 8000 },
    });
    expect(loadConfig({ STATEMENT_TIMEOUT_ANON_MS: "1500" })).toMatchObject({ statementTimeouts: { anon: 1500 } });
    expect(() => loadConfig({ STATEMENT_TIMEOUT_AUTHENTICATED_MS: "0" })).toThrow(/STATEMENT_TIMEOUT_AUTHENTICATED_MS/);
  });

  it("reads the password rule as GoTrue's settings (the site's rule by default) and refuses nonsense", () => {
    const local = (env: NodeJS.ProcessEnv) => {
      const config = loadConfig(env);
      if (config.mode !== "local") throw new Error("local expected");
      return config.passwordRule;
    };
    expect(local({})).toEqual(SITE_PASSWORD_RULE);
    const gotrue = local({ AUTH_PASSWORD_MIN_LENGTH: "6", AUTH_PASSWORD_REQUIRED_CHARACTERS: "none" });
    expect(gotrue).toEqual({ minLength: 6, requiredCharacters: [] });
    expect(passwordWeakness("secret", gotrue)).toBeNull();
    const sets = local({ AUTH_PASSWORD_REQUIRED_CHARACTERS: "abc:0123456789:\\:" });
    expect(sets.minLength).toBe(8);
    expect(sets.requiredCharacters.map((set) => set.label)).toEqual(["abc", "0123456789", ":"]);
    expect(passwordWeakness("aaaa1111:", sets)).toBeNull();
    expect(passwordWeakness("aaaa11111", sets)?.reasons).toEqual(["characters"]);
    expect(() => loadConfig({ AUTH_PASSWORD_MIN_LENGTH: "4" })).toThrow(/AUTH_PASSWORD_MIN_LENGTH/);
    expect(() => loadConfig({ AUTH_PASSWORD_REQUIRED_CHARACTERS: "abc::def" })).toThrow(
      /AUTH_PASSWORD_REQUIRED_CHARACTERS/,
    );
  });

  it("reads the signing keys from JWT_KEYS or JWT_KEYS_PATH (none by default) and refuses nonsense", () => {
    const keys = (env: NodeJS.ProcessEnv) => {
      const config = loadConfig(env);
      if (config.mode !== "local") throw new Error("local expected");
      return config.jwtKeys;
    };
    expect(keys({})).toEqual([]);
    const jwk = {
      ...generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ format: "jwk" }),
      kid: "k1",
    };
    const fromEnv = keys({ JWT_KEYS: JSON.stringify([jwk]) });
    expect(fromEnv.map(({ kid, alg }) => ({ kid, alg }))).toEqual([{ kid: "k1", alg: "ES256" }]);
    expect(fromEnv[0].privateKey).toBeDefined();
    const dir = mkdtempSync(path.join(tmpdir(), "jwt-keys-"));
    try {
      const file = path.join(dir, "signing_keys.json");
      writeFileSync(file, JSON.stringify([jwk]));
      expect(keys({ JWT_KEYS_PATH: file }).map((key) => key.kid)).toEqual(["k1"]);
      expect(() => loadConfig({ JWT_KEYS_PATH: path.join(dir, "missing.json") })).toThrow(/JWT_KEYS_PATH.*ENOENT/);
      expect(() => loadConfig({ JWT_KEYS_PATH: file, JWT_KEYS: "[]" })).toThrow(/not both/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(() => loadConfig({ JWT_KEYS: "{" })).toThrow(/JWT_KEYS: not valid JSON/);
    expect(() => loadConfig({ JWT_KEYS: JSON.stringify([{ ...jwk, kid: undefined }]) })).toThrow(/"kid" is required/);
    expect(() => loadConfig({ JWT_KEYS: JSON.stringify([jwk, jwk]) })).toThrow(/appears twice/);
    expect(() => loadConfig({ JWT_KEYS: JSON.stringify([{ ...jwk, alg: "RS256" }]) })).toThrow(/expected ES256/);
    expect(() => loadConfig({ JWT_KEYS: JSON.stringify([{ kty: "oct", k: "c2VjcmV0", kid: "h" }]) })).toThrow(
      /only RSA/,
    );
    expect(() => loadConfig({ JWT_KEYS: JSON.stringify([{ ...jwk, x: "AAAA" }]) })).toThrow(/not a usable key/);
  });

  it("reads STORAGE_FILE_SIZE_LIMIT (5 MiB by default)", () => {
    expect(loadConfig({})).toMatchObject({ storageFileSizeLimit: 5 * 1024 * 1024 });
    expect(loadConfig({ STORAGE_FILE_SIZE_LIMIT: "52428800" })).toMatchObject({ storageFileSizeLimit: 52428800 });
    expect(() => loadConfig({ STORAGE_FILE_SIZE_LIMIT: "1mb" })).toThrow(/STORAGE_FILE_SIZE_LIMIT/);
  });

  it("reads VERIFY_RATE_LIMIT as verifications per minute (30 by default)", () => {
    expect(loadConfig({})).toMatchObject({ verificationRateLimit: { limit: 30, windowMs: 60_000 } });
    expect(loadConfig({ VERIFY_RATE_LIMIT: " 5 " })).toMatchObject({
      verificationRateLimit: { limit: 5, windowMs: 60_000 },
    });
  });

  it("reads CORS_ORIGINS as a list of origins (none by default)", () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: "https://app.example.org, http://localhost:5173" }).corsOrigins).toEqual([
      "https://app.example.org",
      "http://localhost:5173",
    ]);
  });

  it("hands the payment settings over (development defaults: the sandbox and a public secret)", () => {
    expect(loadConfig({})).toMatchObject({
      payments: { provider: "sandbox", webhookSecret: DEV_PAYMENT_WEBHOOK_SECRET },
    });
    expect(loadConfig({ PAYMENT_WEBHOOK_SECRET: "s".repeat(20) })).toMatchObject({
      payments: { webhookSecret: "s".repeat(20) },
    });
  });

  it.each([
    ["PORT", "huit-mille"],
    ["PORT", "70000"],
    ["JWT_EXPIRY", "10"],
    ["AUTH_RATE_LIMIT_SIGNUP", "0"],
    ["AUTH_RATE_LIMIT_SIGNIN_ACCOUNT", "dix"],
    ["AUTH_RATE_LIMIT_REFRESH", "1.5"],
    ["AUTH_RATE_LIMIT_RECOVER", "-1"],
    ["AUTH_RATE_LIMIT_EMAIL_CHANGE", "x"],
    ["FORM_RATE_LIMIT", "0"],
    ["STATEMENT_TIMEOUT_ANON_MS", "50"],
    ["STATEMENT_TIMEOUT_SERVICE_ROLE_MS", "jamais"],
    ["JOBS_POLL_MS", "-5"],
    ["VERIFY_RATE_LIMIT", "0"],
    ["VERIFY_RATE_LIMIT", "2.5"],
    ["VERIFY_RATE_LIMIT", "beaucoup"],
    ["NOTIFY_EMAIL", "pas une adresse"],
    ["SITE_URL", "ftp://example.org"],
    ["TRUSTED_PROXIES", "proxy.local"],
    ["ALLOW_DEMO_KEYS_REMOTE", "oui"],
    ["CORS_ORIGINS", "app.example.org"],
    ["CORS_ORIGINS", "https://app.example.org/path"],
    ["CORS_ORIGINS", "*"],
    ["PAYMENT_WEBHOOK_SECRET", "court"],
    ["PAYMENT_PROVIDER", "paypal"],
  ])("refuses to start on %s=%j, with a ConfigError naming the setting", (name, value) => {
    const attempt = () => loadConfig({ [name]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(new RegExp(name));
  });
});

describe("configuration read only through config/", () => {
  const serverSrc = path.dirname(fileURLToPath(import.meta.url));
  /** One reader per service (config/<service>.ts), assembled by config/index.ts. */
  const configDir = path.join(serverSrc, "config");
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(full);
      // Tests set up their own environments; the rule is for the server's code.
      return /\.(ts|mts|mjs|js)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
    });
  /** `process.env`, `process["env"]`, `const { env } = process`, or `env` imported from node:process. */
  const READS_ENV =
    /\bprocess\s*(\.\s*env\b|\[\s*["'`]env["'`]\s*\])|\{[^}]*\benv\b[^}]*\}\s*=\s*process\b|\{[^}]*\benv\b[^}]*\}\s*from\s*["'](node:)?process["']/;

  it("has no other module of server/src read the environment (entry point main.ts included)", () => {
    const offenders = sources(serverSrc)
      .filter((file) => path.dirname(file) !== configDir && READS_ENV.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(serverSrc, file));
    expect(offenders).toEqual([]);
  });

  it("recognises each way of reading it (the check can fail)", () => {
    for (const text of [
      "process.env.PORT",
      'process["env"]',
      "const { env } = process;",
      'import { env } from "node:process";',
    ]) {
      expect(READS_ENV.test(text), text).toBe(true);
    }
    expect(READS_ENV.test(readFileSync(path.join(configDir, "index.ts"), "utf8"))).toBe(true);
    expect(READS_ENV.test("process.exit(1); const environment = config.production;")).toBe(false);
  });
});
