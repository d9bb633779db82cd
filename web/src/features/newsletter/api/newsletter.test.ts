import { beforeEach, describe, expect, it, vi } from "vitest";
import { NEWSLETTER_CONSENT_TEXT } from "~/features/enquiries";
import { SEND_FAILURE_MESSAGES } from "~/features/enquiries/lib/send-errors";
import { redeemNewsletterToken, subscribeNewsletter } from "./newsletter";

const rpc = vi.hoisted(() => vi.fn());
vi.mock("~/lib/supabase", () => ({ getSupabase: async () => ({ rpc }) }));

describe("newsletter api", () => {
  beforeEach(() => rpc.mockReset());

  it("subscribes with consent, the page and the consent wording shown", async () => {
    rpc.mockResolvedValue({ data: null, error: null, status: 204 });
    await subscribeNewsletter(" awa@example.com ");
    expect(rpc).toHaveBeenCalledWith("subscribe_newsletter", {
      p_email: "awa@example.com",
      p_source_path: "/",
      p_consent: true,
      p_consent_text: NEWSLETTER_CONSENT_TEXT,
    });
  });

  it("reports a 429 with the rate-limit message", async () => {
    rpc.mockResolvedValue({ data: null, error: { message: "slow down" }, status: 429 });
    await expect(subscribeNewsletter("awa@example.com")).rejects.toThrow(SEND_FAILURE_MESSAGES.rateLimited);
  });

  it("redeems tokens through the matching function and maps the answers", async () => {
    rpc.mockResolvedValueOnce({ data: "confirmed", error: null });
    expect(await redeemNewsletterToken("confirm", "t1")).toBe("confirmed");
    expect(rpc).toHaveBeenLastCalledWith("confirm_newsletter", { p_token: "t1" });
    rpc.mockResolvedValueOnce({ data: "unsubscribed", error: null });
    expect(await redeemNewsletterToken("unsubscribe", "t2")).toBe("unsubscribed");
    expect(rpc).toHaveBeenLastCalledWith("unsubscribe_newsletter", { p_token: "t2" });
    rpc.mockResolvedValueOnce({ data: "invalid", error: null });
    expect(await redeemNewsletterToken("confirm", "old")).toBe("invalid");
    rpc.mockResolvedValueOnce({ data: null, error: { message: "boom" } });
    expect(await redeemNewsletterToken("confirm", "t3")).toBe("error");
  });
});
