import { expect } from "chai";
import { readPaymentSettings } from "./settings.ts";

const cinetpay = { CINETPAY_API_KEY: "k", CINETPAY_SITE_ID: "445160", CINETPAY_SECRET_KEY: "s" };
const stripe = { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
const production = { NODE_ENV: "production", PAYMENT_PROVIDERS: "XOF:cinetpay,CAD:stripe" };

Deno.test("PAYMENT_PROVIDERS and the gateways' keys: routes each currency to its gateway; the sandbox stays the development default", () => {
  expect(readPaymentSettings({}).providers).to.deep.equal({ XOF: "sandbox", CAD: "sandbox" });
  expect(readPaymentSettings({ PAYMENT_PROVIDER: "sandbox" }).providers).to.deep.equal({ XOF: "sandbox", CAD: "sandbox" });
  const both = readPaymentSettings({ ...production, ...cinetpay, ...stripe });
  expect(both.providers).to.deep.equal({ XOF: "cinetpay", CAD: "stripe" });
  expect(both.cinetpay).to.deep.include({ siteId: "445160", apiUrl: "https://api-checkout.cinetpay.com" });
  expect(both.stripe).to.deep.include({ apiUrl: "https://api.stripe.com" });
  expect(readPaymentSettings({ PAYMENT_PROVIDERS: "CAD:stripe", ...stripe }).providers.XOF).to.equal("sandbox");
});

Deno.test("PAYMENT_PROVIDERS and the gateways' keys: refuses to start without a gateway's key, naming it, and never puts a key in the message", () => {
  for (const missing of ["CINETPAY_API_KEY", "CINETPAY_SITE_ID", "CINETPAY_SECRET_KEY"]) {
    const env = { ...production, ...cinetpay, ...stripe, [missing]: "" };
    expect(() => readPaymentSettings(env)).to.throw(new RegExp(`^${missing} is required`));
  }
  for (const missing of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]) {
    const attempt = () => readPaymentSettings({ ...production, ...cinetpay, ...stripe, [missing]: " " });
    expect(attempt).to.throw(new RegExp(`^${missing} is required`));
  }
  try {
    readPaymentSettings({ ...production, ...cinetpay, STRIPE_SECRET_KEY: "sk_live_secret_value" });
  } catch (error) {
    expect(String(error)).to.not.include("sk_live_secret_value");
  }
});

Deno.test("PAYMENT_PROVIDERS and the gateways' keys: refuses a production server with a currency left to the sandbox, a malformed list, or an unknown gateway", () => {
  expect(() => readPaymentSettings({ NODE_ENV: "production", PAYMENT_WEBHOOK_SECRET: "w".repeat(32) })).to.throw(
    /PAYMENT_PROVIDERS or PAYMENT_PROVIDER is required/,
  );
  expect(() => readPaymentSettings({ ...production, PAYMENT_PROVIDERS: "XOF:cinetpay", ...cinetpay })).to.throw(
    /no gateway for CAD/,
  );
  expect(() => readPaymentSettings({ PAYMENT_PROVIDERS: "XOF=cinetpay" })).to.throw(/PAYMENT_PROVIDERS/);
  expect(() => readPaymentSettings({ PAYMENT_PROVIDERS: "EUR:stripe" })).to.throw(/PAYMENT_PROVIDERS/);
  expect(() => readPaymentSettings({ PAYMENT_PROVIDERS: "XOF:paydunya" })).to.throw(/unknown/);
  expect(() => readPaymentSettings({ PAYMENT_PROVIDERS: "CAD:cinetpay", ...cinetpay })).to.throw(/francs CFA/);
  expect(() => readPaymentSettings({ ...production, ...cinetpay, ...stripe, CINETPAY_API_URL: "ftp://x" })).to.throw(
    /CINETPAY_API_URL/,
  );
  expect(() => readPaymentSettings({ PAYMENT_RECHECK_MINUTES: "0" })).to.throw(/PAYMENT_RECHECK_MINUTES/);
});
