import { describe, expect, it } from "vitest";
import { sandboxNotifyTarget } from "../../supabase/functions/process-jobs/jobs-payment-checks.ts";

describe("the sandbox's notification with per-instance SITE_URLs (study F6)", () => {
  it("goes to the running instance's own functions when it names a development instance's loopback origin", () => {
    const own = "http://127.0.0.1:8811";
    expect(sandboxNotifyTarget("http://localhost:8810/functions/v1/payment-webhook", own)).toBe(
      "http://127.0.0.1:8811/functions/v1/payment-webhook",
    );
    expect(sandboxNotifyTarget("http://127.0.0.1:8810/functions/v1/payment-webhook?gateway=sandbox", own)).toBe(
      "http://127.0.0.1:8811/functions/v1/payment-webhook?gateway=sandbox",
    );
  });

  it("keeps a public SITE_URL, and any URL when the instance's own is unknown", () => {
    const url = "https://formation.example.org/functions/v1/payment-webhook";
    expect(sandboxNotifyTarget(url, "http://127.0.0.1:8811")).toBe(url);
    expect(sandboxNotifyTarget("http://localhost:8810/functions/v1/payment-webhook", undefined)).toBe(
      "http://localhost:8810/functions/v1/payment-webhook",
    );
  });
});
