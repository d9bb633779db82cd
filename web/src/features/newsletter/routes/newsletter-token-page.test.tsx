import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { backend, http, json, renderWithProviders, rpc, setupFakeBackend } from "~/test";
import { NewsletterTokenPage } from "./newsletter-token-page";

setupFakeBackend();
/** The tokens sent to the confirm or unsubscribe function. */
const tokensSent = (fn: "confirm_newsletter" | "unsubscribe_newsletter") =>
  backend.requestsTo(`/rest/v1/rpc/${fn}`).map((request) => (request.body as { p_token: string }).p_token);

function open(action: "confirm" | "unsubscribe", search: string) {
  window.history.replaceState(null, "", `/newsletter/x${search}`);
  return renderWithProviders(<NewsletterTokenPage action={action} />);
}

describe("newsletter link pages", () => {
  it("confirms with the link's token, then removes the token from the address bar", async () => {
    backend.use(rpc("confirm_newsletter", "confirmed"));
    open("confirm", "?token=abc123");
    expect(await screen.findByText("Votre inscription est confirmée")).toBeInTheDocument();
    expect(tokensSent("confirm_newsletter")).toEqual(["abc123"]);
    expect(window.location.search).toBe("");
  });

  it("unsubscribes with the link's token", async () => {
    backend.use(rpc("unsubscribe_newsletter", "unsubscribed"));
    open("unsubscribe", "?token=tok-9");
    expect(await screen.findByText("Vous êtes désinscrit")).toBeInTheDocument();
    expect(tokensSent("unsubscribe_newsletter")).toEqual(["tok-9"]);
  });

  it("says the link is not valid when the token is unknown or missing", async () => {
    backend.use(rpc("confirm_newsletter", "invalid"));
    open("confirm", "?token=used");
    expect(await screen.findByText("Ce lien n'est pas valide")).toBeInTheDocument();
  });

  it("does not call the backend without a token", async () => {
    open("unsubscribe", "");
    expect(await screen.findByText("Ce lien n'est pas valide")).toBeInTheDocument();
    expect(backend.requests.filter((request) => request.path.startsWith("/rest/v1/"))).toEqual([]);
  });

  it("offers a retry with the same token when the backend could not be reached", async () => {
    backend.use(rpc("confirm_newsletter", "confirmed"));
    backend.use(http("POST", "/rest/v1/rpc/confirm_newsletter", () => json({ message: "unavailable" }, 503), 1));
    const { user } = open("confirm", "?token=abc");
    await user.click(await screen.findByRole("button", { name: "Réessayer" }));
    expect(await screen.findByText("Votre inscription est confirmée")).toBeInTheDocument();
    expect(tokensSent("confirm_newsletter")).toEqual(["abc", "abc"]);
  });
});
