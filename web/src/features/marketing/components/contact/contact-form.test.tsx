import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form";

const toastMock = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/toast", () => ({ toast: toastMock }));

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function setup() {
  const user = userEvent.setup();
  render(<ContactForm />);
  return user;
}

/** Typing runs on real timers; the simulated send is then driven by fake timers. */
function submitWithFakeTimers() {
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole("button", { name: "Envoyer le message" }));
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Nom complet/), "Awa Koné");
  await user.type(screen.getByLabelText(/Adresse email/), "awa.kone@example.com");
  await user.type(screen.getByLabelText(/Téléphone/), "+225 07 00 00 00 00");
  await user.type(screen.getByLabelText(/Entreprise/), "Orange CI");
  await user.type(screen.getByLabelText(/Sujet/), "Formation intra");
  await user.type(screen.getByLabelText(/Message/), "Nous souhaitons former 12 chefs de projet.");
}

describe("ContactForm", () => {
  beforeEach(() => toastMock.mockReset());
  afterEach(() => vi.useRealTimers());

  it("marks the required fields and uses the email input type", () => {
    setup();
    for (const label of [/Nom complet/, /Adresse email/, /Sujet/, /Message/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute("aria-required", "true");
    }
    expect(screen.getByLabelText(/Téléphone/)).not.toHaveAttribute("aria-required");
    expect(screen.getByLabelText(/Entreprise/)).not.toHaveAttribute("aria-required");
    expect(screen.getByLabelText(/Adresse email/)).toHaveAttribute("type", "email");
  });

  it("refuses an empty form with French messages and sends nothing", async () => {
    const user = setup();
    submitWithFakeTimers();
    // The schema is downloaded on the first validation, so the messages appear once it has arrived.
    await vi.waitFor(() => expect(screen.getByText("Veuillez indiquer votre nom.")).toBeInTheDocument());
    expect(screen.getByText("Veuillez indiquer votre adresse email.")).toBeInTheDocument();
    expect(screen.getByText("Veuillez indiquer le sujet de votre message.")).toBeInTheDocument();
    expect(screen.getByText("Veuillez écrire votre message.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Nom complet/)).toHaveAttribute("aria-invalid", "true");
    await advance(2000);
    expect(toastMock).not.toHaveBeenCalled();
  });

  it("refuses a malformed email address", async () => {
    const user = setup();
    await user.type(screen.getByLabelText(/Adresse email/), "awa.kone");
    submitWithFakeTimers();
    await vi.waitFor(() => expect(screen.getByText("Veuillez saisir une adresse email valide.")).toBeInTheDocument());
  });

  it("shows 'Envoi en cours...' for about one second, then the success toast, and resets every field", async () => {
    const user = setup();
    await fillRequired(user);
    submitWithFakeTimers();
    await advance(0);

    const busy = screen.getByRole("button", { name: "Envoi en cours..." });
    expect(busy).toBeDisabled();
    await advance(990);
    expect(screen.getByRole("button", { name: "Envoi en cours..." })).toBeDisabled();
    expect(toastMock).not.toHaveBeenCalled();

    await advance(20);
    expect(toastMock).toHaveBeenCalledTimes(1);
    expect(toastMock).toHaveBeenCalledWith({
      title: "Formulaire envoyé avec succès",
      description: "Nous vous contacterons dans les plus brefs délais.",
    });
    expect(screen.getByRole("button", { name: "Envoyer le message" })).toBeEnabled();
    for (const label of [/Nom complet/, /Adresse email/, /Téléphone/, /Entreprise/, /Sujet/, /Message/]) {
      expect(screen.getByLabelText(label)).toHaveValue("");
    }
  });
});
