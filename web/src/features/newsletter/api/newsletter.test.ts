import { describe, expect, it } from "vitest";
import { NEWSLETTER_CONSENT_TEXT } from "~/features/enquiries";
import { SEND_FAILURE_MESSAGES } from "~/features/enquiries";
import { backend, http, json, postgrestError, rpc, setupFakeBackend } from "~/test";
import { redeemNewsletterToken, subscribeNewsletter } from "./newsletter";

setupFakeBackend();

describe("newsletter api", () => {
  it("subscribes with consent, the page and the consent wording shown", async () => {
    backend.use(http("POST", "/rest/v1/rpc/subscribe_newsletter", () => ({ status: 204 })));
    await subscribeNewsletter(" awa@example.com ");
    expect(backend.requestsTo("/rest/v1/rpc/subscribe_newsletter")[0]!.body).toEqual({
      p_email: "awa@example.com",
      p_source_path: "/",
      p_consent: true,
      p_consent_text: NEWSLETTER_CONSENT_TEXT,
    });
  });

  it("reports a 429 with the rate-limit message, and any other refusal with the generic one", async () => {
    backend.use(http("POST", "/rest/v1/rpc/subscribe_newsletter", () => json({ message: "slow down" }, 429), 1));
    await expect(subscribeNewsletter("awa@example.com")).rejects.toThrow(SEND_FAILURE_MESSAGES.rateLimited);
    backend.use(http("POST", "/rest/v1/rpc/subscribe_newsletter", () => postgrestError("bad email", "22023"), 1));
    await expect(subscribeNewsletter("awa@example.com")).rejects.toThrow(SEND_FAILURE_MESSAGES.failed);
  });

  it("redeems tokens through the matching function and maps the answers", async () => {
    backend.use(rpc("confirm_newsletter", "confirmed"), rpc("unsubscribe_newsletter", "unsubscribed"));
    expect(await redeemNewsletterToken("confirm", "t1")).toBe("confirmed");
    expect(backend.requestsTo("/rest/v1/rpc/confirm_newsletter")[0]!.body).toEqual({ p_token: "t1" });
    expect(await redeemNewsletterToken("unsubscribe", "t2")).toBe("unsubscribed");
    expect(backend.requestsTo("/rest/v1/rpc/unsubscribe_newsletter")[0]!.body).toEqual({ p_token: "t2" });
    backend.use(rpc("confirm_newsletter", "invalid"));
    expect(await redeemNewsletterToken("confirm", "old")).toBe("invalid");
    backend.use(http("POST", "/rest/v1/rpc/confirm_newsletter", () => postgrestError("boom", "XX000", 500)));
    expect(await redeemNewsletterToken("confirm", "t3")).toBe("error");
  });
});
