import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QuickContactForm } from "./quick-contact-form";

const toastMock = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/toast", () => ({ toast: toastMock }));

describe("QuickContactForm", () => {
  beforeEach(() => {
    toastMock.mockReset();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  it("shows French errors and sends nothing when fields are missing", async () => {
    render(<QuickContactForm />);
    fireEvent.click(screen.getByRole("button", { name: /Envoyer le message/ }));
    expect(await screen.findByText("Veuillez indiquer votre nom.")).toBeInTheDocument();
    expect(screen.getByText("Veuillez indiquer votre adresse e-mail.")).toBeInTheDocument();
    expect(screen.getByText("Votre message doit contenir au moins 10 caractères.")).toBeInTheDocument();
    expect(toastMock).not.toHaveBeenCalled();
  });

  it("is busy for about a second, then thanks the visitor and clears the fields", async () => {
    render(<QuickContactForm />);
    fireEvent.change(screen.getByLabelText(/^Nom/), { target: { value: "Koffi Yao" } });
    fireEvent.change(screen.getByLabelText(/^Adresse e-mail/), { target: { value: "koffi@exemple.ci" } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: "Pouvez-vous me rappeler cette semaine ?" } });
    fireEvent.click(screen.getByRole("button", { name: /Envoyer le message/ }));

    const busy = await screen.findByRole("button", { name: /Envoi en cours\.\.\./ });
    expect(busy).toBeDisabled();
    expect(toastMock).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(toastMock).toHaveBeenCalledWith({
      title: "Formulaire envoyé avec succès",
      description: "Nous vous contacterons dans les plus brefs délais.",
    });
    expect(screen.getByLabelText(/^Nom/)).toHaveValue("");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("");
    expect(screen.getByRole("button", { name: /Envoyer le message/ })).toBeEnabled();
  });
});
