import { describe, expect, it } from "vitest";
import { channelFitsCurrency, methodOfChannel, normalisePhone } from "@common/payment-channels";
import { formatMoney } from "@common/format";
import { readPaymentSettings } from "../../../supabase/functions/_shared/payments/settings.ts";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("payment channels", () => {
  it("offers Mobile Money for XOF only; card and transfer for both currencies", () => {
    for (const mobile of ["orange_money", "wave", "mtn", "moov"] as const) {
      expect(channelFitsCurrency(mobile, "XOF")).toBe(true);
      expect(channelFitsCurrency(mobile, "CAD")).toBe(false);
    }
    expect(channelFitsCurrency("carte", "CAD")).toBe(true);
    expect(channelFitsCurrency("virement", "CAD")).toBe(true);
    expect(methodOfChannel("wave")).toBe("mobile");
  });

  it("normalises a wallet's phone number and refuses what is not one", () => {
    expect(normalisePhone("+225 07 01 02 03 04")).toBe("+2250701020304");
    expect(normalisePhone("07.01.02.03.04")).toBe("0701020304");
    expect(normalisePhone("12345")).toBeNull();
    expect(normalisePhone("07 01 AB 03 04")).toBeNull();
    expect(normalisePhone(42)).toBeNull();
  });
});

describe("amounts", () => {
  it("writes XOF in whole francs and CAD with cents", () => {
    expect(plain(formatMoney("950000.00", "XOF"))).toBe("950 000 F CFA");
    expect(plain(formatMoney(1950, "CAD"))).toBe("1 950,00 $ CA");
    expect(plain(formatMoney("1250.5", "CAD"))).toBe("1 250,50 $ CA");
  });
});

describe("payment settings", () => {
  it("requires PAYMENT_WEBHOOK_SECRET and an explicit PAYMENT_PROVIDER in production, and refuses an unknown gateway", () => {
    expect(() => readPaymentSettings({ NODE_ENV: "production" })).toThrow(/PAYMENT_WEBHOOK_SECRET is required/);
    expect(() => readPaymentSettings({ NODE_ENV: "production", PAYMENT_WEBHOOK_SECRET: "s".repeat(32) })).toThrow(
      /PAYMENT_PROVIDER is required/,
    );
    expect(
      readPaymentSettings({
        NODE_ENV: "production",
        PAYMENT_WEBHOOK_SECRET: "s".repeat(32),
        PAYMENT_PROVIDER: "sandbox",
      }).webhookSecret,
    ).toBe("s".repeat(32));
    expect(readPaymentSettings({}).provider).toBe("sandbox");
    expect(() => readPaymentSettings({ PAYMENT_WEBHOOK_SECRET: "short" })).toThrow(/at least 16/);
    expect(() => readPaymentSettings({ PAYMENT_PROVIDER: "paypal" })).toThrow(/unknown/);
  });
});
