import { describe, expect, it } from "vitest";
import { readPaymentSettings } from "./settings.ts";

const cinetpay = { CINETPAY_API_KEY: "k", CINETPAY_SITE_ID: "445160", CINETPAY_SECRET_KEY: "s" };
const stripe = { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
const production = { NODE_ENV: "production", PAYMENT_PROVIDERS: "XOF:cinetpay,CAD:stripe" };

describe("PAYMENT_PROVIDERS and the gateways' keys", () => {
  it("routes each currency to its gateway; the sandbox stays the development default", () => {
    expect(readPaymentSettings({}).providers).toEqual({ XOF: "sandbox", CAD: "sandbox" });
    expect(readPaymentSettings({ PAYMENT_PROVIDER: "sandbox" }).providers).toEqual({ XOF: "sandbox", CAD: "sandbox" });
    const both = readPaymentSettings({ ...production, ...cinetpay, ...stripe });
    expect(both.providers).toEqual({ XOF: "cinetpay", CAD: "stripe" });
    expect(both.cinetpay).toMatchObject({ siteId: "445160", apiUrl: "https://api-checkout.cinetpay.com" });
    expect(both.stripe).toMatchObject({ apiUrl: "https://api.stripe.com" });
    expect(readPaymentSettings({ PAYMENT_PROVIDERS: "CAD:stripe", ...stripe }).providers.XOF).toBe("sandbox");
  });

  it("refuses to start without a gateway's key, naming it, and never puts a key in the message", () => {
    for (const missing of ["CINETPAY_API_KEY", "CINETPAY_SITE_ID", "CINETPAY_SECRET_KEY"]) {
      const env = { ...production, ...cinetpay, ...stripe, [missing]: "" };
      expect(() => readPaymentSettings(env)).toThrow(new RegExp(`^${missing} is required`));
    }
    for (const missing of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]) {
      const attempt = () => readPaymentSettings({ ...production, ...cinetpay, ...stripe, [missing]: " " });
      expect(attempt).toThrow(new RegExp(`^${missing} is required`));
    }
    try {
      readPaymentSettings({ ...production, ...cinetpay, STRIPE_SECRET_KEY: "sk_live_secret_value" });
    } catch (error) {
      expect(String(error)).not.toContain("sk_live_secret_value");
    }
  });

  it("refuses a production server with a currency left to the sandbox, a malformed list, or an unknown gateway", () => {
    expect(() => readPaymentSettings({ NODE_ENV: "production", PAYMENT_WEBHOOK_SECRET: "w".repeat(32) })).toThrow(
      /PAYMENT_PROVIDERS or PAYMENT_PROVIDER is required/,
    );
    expect(() => readPaymentSettings({ ...production, PAYMENT_PROVIDERS: "XOF:cinetpay", ...cinetpay })).toThrow(
      /no gateway for CAD/,
    );
    expect(() => readPaymentSettings({ PAYMENT_PROVIDERS: "XOF=cinetpay" })).toThrow(/PAYMENT_PROVIDERS/);
    expect(() => readPaymentSettings({ PAYMENT_PROVIDERS: "EUR:stripe" })).toThrow(/PAYMENT_PROVIDERS/);
    expect(() => readPaymentSettings({ PAYMENT_PROVIDERS: "XOF:paydunya" })).toThrow(/unknown/);
    expect(() => readPaymentSettings({ PAYMENT_PROVIDERS: "CAD:cinetpay", ...cinetpay })).toThrow(/francs CFA/);
    expect(() => readPaymentSettings({ ...production, ...cinetpay, ...stripe, CINETPAY_API_URL: "ftp://x" })).toThrow(
      /CINETPAY_API_URL/,
    );
    expect(() => readPaymentSettings({ PAYMENT_RECHECK_MINUTES: "0" })).toThrow(/PAYMENT_RECHECK_MINUTES/);
  });
});
