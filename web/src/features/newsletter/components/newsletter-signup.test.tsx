import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { NewsletterForm } from "~/components/layout/newsletter-form";
import { SEND_FAILURE_MESSAGES } from "~/features/enquiries";
import { backend, http, json, renderWithProviders, setupFakeBackend } from "~/test";

setupFakeBackend();
const SUBSCRIBE = "/rest/v1/rpc/subscribe_newsletter";
const subscriptions = () =>
  backend.requestsTo(SUBSCRIBE).map((request) => (request.body as { p_email: string }).p_email);

function setup() {
  const { user } = renderWithProviders(<NewsletterForm />);
  const form = screen.getByRole("form", { name: "Inscription à la newsletter" });
  return { user, form, input: within(form).getByLabelText("Adresse email pour la newsletter") };
}

describe("newsletter sign-up (footer)", () => {
  beforeEach(() => {
    backend.use(http("POST", SUBSCRIBE, () => ({ status: 204 })));
  });

  it("states the consent, the double opt-in and the unsubscribe link next to the field", () => {
    const { input } = setup();
    const notice = document.getElementById(input.getAttribute("aria-describedby")!);
    expect(notice).toHaveTextContent(/vous acceptez de recevoir notre infolettre/);
    expect(notice).toHaveTextContent(/confirmerez par un lien/);
    expect(notice).toHaveTextContent(/désinscrire en un clic/);
  });

  it("refuses an invalid address without asking the backend", async () => {
    const { user, form, input } = setup();
    await user.type(input, "awa@");
    await user.click(within(form).getByRole("button", { name: "S'inscrire" }));
    expect(await screen.findByText("Veuillez saisir une adresse email valide")).toBeInTheDocument();
    expect(subscriptions()).toEqual([]);
  });

  it("asks for the subscription, then explains the confirmation link and clears the field", async () => {
    const { user, form, input } = setup();
    await user.type(input, " awa@example.com ");
    await user.click(within(form).getByRole("button", { name: "S'inscrire" }));
    expect(await screen.findByText("Confirmez votre inscription")).toBeInTheDocument();
    expect(subscriptions()).toEqual(["awa@example.com"]);
    expect(input).toHaveValue("");
  });

  it("keeps the address and says so when the subscription could not be recorded", async () => {
    backend.use(http("POST", SUBSCRIBE, () => json({ message: "slow down" }, 429)));
    const { user, form, input } = setup();
    await user.type(input, "awa@example.com");
    await user.click(within(form).getByRole("button", { name: "S'inscrire" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Erreur");
    expect(screen.getByText(SEND_FAILURE_MESSAGES.rateLimited)).toBeInTheDocument();
    expect(input).toHaveValue("awa@example.com");
  });

  it("thanks a robot that filled the honeypot without subscribing anything", async () => {
    const { user, form, input } = setup();
    const trap = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    trap.value = "http://spam.example";
    await user.type(input, "bot@example.com");
    await user.click(within(form).getByRole("button", { name: "S'inscrire" }));
    expect(await screen.findByText("Confirmez votre inscription")).toBeInTheDocument();
    expect(subscriptions()).toEqual([]);
  });
});
