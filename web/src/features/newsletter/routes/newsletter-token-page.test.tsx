import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NewsletterTokenPage } from "./newsletter-token-page";

const redeem = vi.hoisted(() => vi.fn());
vi.mock("../api/newsletter", () => ({ redeemNewsletterToken: redeem }));

function open(action: "confirm" | "unsubscribe", search: string) {
  window.history.replaceState(null, "", `/newsletter/x${search}`);
  render(
    <MemoryRouter>
      <NewsletterTokenPage action={action} />
    </MemoryRouter>,
  );
}

describe("newsletter link pages", () => {
  beforeEach(() => redeem.mockReset());

  it("confirms with the link's token, then removes the token from the address bar", async () => {
    redeem.mockResolvedValue("confirmed");
    open("confirm", "?token=abc123");
    expect(await screen.findByText("Votre inscription est confirmée")).toBeInTheDocument();
    expect(redeem).toHaveBeenCalledWith("confirm", "abc123");
    expect(window.location.search).toBe("");
  });

  it("unsubscribes with the link's token", async () => {
    redeem.mockResolvedValue("unsubscribed");
    open("unsubscribe", "?token=tok-9");
    expect(await screen.findByText("Vous êtes désinscrit")).toBeInTheDocument();
    expect(redeem).toHaveBeenCalledWith("unsubscribe", "tok-9");
  });

  it("says the link is not valid when the token is unknown or missing", async () => {
    redeem.mockResolvedValue("invalid");
    open("confirm", "?token=used");
    expect(await screen.findByText("Ce lien n'est pas valide")).toBeInTheDocument();
    redeem.mockClear();
  });

  it("does not call the backend without a token", async () => {
    open("unsubscribe", "");
    expect(await screen.findByText("Ce lien n'est pas valide")).toBeInTheDocument();
    expect(redeem).not.toHaveBeenCalled();
  });

  it("offers a retry with the same token when the backend could not be reached", async () => {
    redeem.mockResolvedValueOnce("error").mockResolvedValueOnce("confirmed");
    open("confirm", "?token=abc");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Réessayer" }));
    expect(await screen.findByText("Votre inscription est confirmée")).toBeInTheDocument();
    expect(redeem).toHaveBeenLastCalledWith("confirm", "abc");
  });
});
