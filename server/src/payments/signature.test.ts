import { describe, expect, it } from "vitest";
import {
  SIGNATURE_TOLERANCE_SECONDS,
  signPayload,
  verifySignature,
} from "../../../supabase/functions/_shared/payments/signature.ts";

const secret = "a-webhook-secret-for-tests";
const body = JSON.stringify({ transaction_id: "sbx_abc" });

describe("notification signatures", () => {
  it("accepts what was signed with the secret, for that body, within the tolerance", async () => {
    expect(await verifySignature(secret, body, await signPayload(secret, body))).toBe(true);
  });

  it("refuses another secret, another body, a stale or future timestamp, and malformed headers", async () => {
    const now = Date.now();
    expect(await verifySignature(secret, body, await signPayload("another-secret-entirely", body))).toBe(false);
    expect(await verifySignature(secret, body.replace("abc", "abd"), await signPayload(secret, body))).toBe(false);
    const tooOld = now - (SIGNATURE_TOLERANCE_SECONDS + 5) * 1000;
    expect(await verifySignature(secret, body, await signPayload(secret, body, tooOld), now)).toBe(false);
    expect(await verifySignature(secret, body, await signPayload(secret, body, now + 3_600_000), now)).toBe(false);
    for (const header of [null, "", "v1=abc", "t=abc,v1=" + "0".repeat(64), "t=1,v1=zz", "x".repeat(400)]) {
      expect(await verifySignature(secret, body, header, now)).toBe(false);
    }
  });
});
