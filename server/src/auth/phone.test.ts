import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhook } from "../../../supabase/functions/send-sms-hook/sms-hook";
import { normalizePhone, phoneCodeHash, webhookSignature } from "./phone";

describe("sign-in by phone helpers", () => {
  it("normalises numbers as GoTrue does (E.164 digits, no « + »)", () => {
    expect(normalizePhone("+225 07 12 34 56 78")).toBe("2250712345678");
    expect(normalizePhone("+1 (514) 555-0100")).toBe("15145550100");
    expect(normalizePhone("221.77.123.45.67")).toBe("221771234567");
    expect(normalizePhone("+0123456789")).toBeUndefined();
    expect(normalizePhone("+1234567")).toBeUndefined();
    expect(normalizePhone("+1234567890123456")).toBeUndefined();
    expect(normalizePhone(2250712345678)).toBeUndefined();
  });

  it("signs as Standard Webhooks' reference example does, and the hook verifies what the server signs", async () => {
    // The example of the Standard Webhooks specification (standard-webhooks/spec, « Signature scheme »).
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    const body = '{"test": 2432232314}';
    expect(webhookSignature(secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, body)).toBe(
      "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    );
    expect(await signWebhook(`v1,${secret}`, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, body)).toBe(
      webhookSignature(secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, body),
    );
    const headers = new Headers({
      "webhook-id": "msg_p5jXN8AQM9LWM0D4loKWxJek",
      "webhook-timestamp": "1614265330",
      "webhook-signature": `v1,bm9wZQ== ${webhookSignature(secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, body)}`,
    });
    expect(await verifyWebhook(secret, headers, body, 1614265330 + 60)).toBe(true);
    expect(await verifyWebhook(secret, headers, body, 1614265330 + 301)).toBe(false);
    expect(await verifyWebhook(secret, headers, `${body} `, 1614265330)).toBe(false);
  });

  it("hashes a code with its account and number", () => {
    const a = phoneCodeHash("u1", "2250712345678", "123456");
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(phoneCodeHash("u2", "2250712345678", "123456"));
    expect(a).not.toContain("123456");
  });
});
