import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NewsletterForm } from "~/components/layout/newsletter-form";
import { SEND_FAILURE_MESSAGES, SendFailedError } from "~/features/enquiries/lib/send-errors";

const toast = vi.hoisted(() => vi.fn());
const subscribeNewsletter = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/toast", () => ({ toast }));
vi.mock("../api/newsletter", () => ({ subscribeNewsletter }));

function setup() {
  render(
    <MemoryRouter>
      <NewsletterForm />
    </MemoryRouter>,
  );
  const form = screen.getByRole("form", { name: "Inscription à la newsletter" });
  return { user: userEvent.setup(), form, input: within(form).getByLabelText("Adresse email pour la newsletter") };
}

describe("newsletter sign-up (footer)", () => {
  beforeEach(() => {
    toast.mockReset();
    subscribeNewsletter.mockReset();
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
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ description: "Veuillez saisir une adresse email valide" }));
    expect(subscribeNewsletter).not.toHaveBeenCalled();
  });

  it("asks for the subscription, then explains the confirmation link and clears the field", async () => {
    subscribeNewsletter.mockResolvedValue(undefined);
    const { user, form, input } = setup();
    await user.type(input, " awa@example.com ");
    await user.click(within(form).getByRole("button", { name: "S'inscrire" }));
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Confirmez votre inscription" })));
    expect(subscribeNewsletter).toHaveBeenCalledWith("awa@example.com");
    expect(input).toHaveValue("");
  });

  it("keeps the address and says so when the subscription could not be recorded", async () => {
    subscribeNewsletter.mockRejectedValue(new SendFailedError(429));
    const { user, form, input } = setup();
    await user.type(input, "awa@example.com");
    await user.click(within(form).getByRole("button", { name: "S'inscrire" }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: "Erreur", description: SEND_FAILURE_MESSAGES.rateLimited, variant: "destructive" }),
    );
    expect(input).toHaveValue("awa@example.com");
  });

  it("thanks a robot that filled the honeypot without subscribing anything", async () => {
    const { user, form, input } = setup();
    const trap = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    trap.value = "http://spam.example";
    await user.type(input, "bot@example.com");
    await user.click(within(form).getByRole("button", { name: "S'inscrire" }));
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Confirmez votre inscription" })));
    expect(subscribeNewsletter).not.toHaveBeenCalled();
  });
});
