import { describe, expect, it } from "vitest";
import { runServer } from "../process";

// Start-up refusals that protect a deployment (issue 14 item 1, issue 17 item 2).
describe("server start-up", () => {
  it("refuses to start in production without SITE_URL, naming it", async () => {
    const production = runServer({
      NODE_ENV: "production",
      JWT_SECRET: "a-production-secret-of-at-least-32-chars",
      SITE_URL: "",
    });
    expect(await production.exited).toBe(1);
    expect(production.output()).toContain("SITE_URL is required");
  }, 60_000);

  // Issue 42 item 8: the switches of test runs and clear-text gateways stop a production start, named.
  it("refuses to start in production with AUTH_RATE_LIMITS=off or a plain-http gateway URL, naming the setting", async () => {
    const production = {
      NODE_ENV: "production",
      JWT_SECRET: "a-production-secret-of-at-least-32-chars",
      SITE_URL: "https://www.example.org",
      PAYMENT_PROVIDERS: "XOF:cinetpay,CAD:stripe",
      CINETPAY_API_KEY: "key",
      CINETPAY_SITE_ID: "site",
      CINETPAY_SECRET_KEY: "secret",
      STRIPE_SECRET_KEY: "sk_live_value",
      STRIPE_WEBHOOK_SECRET: "whsec_value",
    };
    const limitsOff = runServer({ ...production, AUTH_RATE_LIMITS: "off" });
    const plainGateway = runServer({
      ...production,
      AUTH_RATE_LIMITS: "",
      CINETPAY_API_URL: "http://api-checkout.cinetpay.com",
    });
    expect(await limitsOff.exited).toBe(1);
    expect(limitsOff.output()).toContain("Cannot start: AUTH_RATE_LIMITS=off is refused when NODE_ENV=production");
    expect(await plainGateway.exited).toBe(1);
    expect(plainGateway.output()).toContain("Cannot start: CINETPAY_API_URL must be an https:// URL");
  }, 60_000);
});
