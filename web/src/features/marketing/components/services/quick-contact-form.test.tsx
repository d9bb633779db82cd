import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SEND_FAILURE_MESSAGES } from "~/features/enquiries";
import { backend, http, json, renderWithProviders, setupFakeBackend } from "~/test";
import { QuickContactForm } from "./quick-contact-form";

setupFakeBackend();
const SUCCESS = "Formulaire envoyé avec succès";
const sent = () => backend.requestsTo("/rest/v1/enquiries", "POST").map((request) => request.body);

function renderForm() {
  return renderWithProviders(<QuickContactForm />, { path: "/services" });
}

function fillAndSend() {
  fireEvent.change(screen.getByLabelText(/^Nom/), { target: { value: "Koffi Yao" } });
  fireEvent.change(screen.getByLabelText(/^Adresse e-mail/), { target: { value: "koffi@exemple.ci" } });
  fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: "Pouvez-vous me rappeler cette semaine ?" } });
  fireEvent.click(screen.getByRole("button", { name: /Envoyer le message/ }));
}

describe("QuickContactForm", () => {
  it("shows French errors and sends nothing when fields are missing", async () => {
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: /Envoyer le message/ }));
    expect(await screen.findByText("Veuillez indiquer votre nom.")).toBeInTheDocument();
    expect(screen.getByText("Veuillez indiquer votre adresse e-mail.")).toBeInTheDocument();
    expect(screen.getByText("Votre message doit contenir au moins 10 caractères.")).toBeInTheDocument();
    expect(sent()).toEqual([]);
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it("is busy until the message is stored, then thanks the visitor and clears the fields", async () => {
    let store!: () => void;
    const stored = new Promise<void>((resolve) => (store = resolve));
    backend.use(
      http("POST", "/rest/v1/enquiries", async () => {
        await stored;
        return { status: 201 };
      }),
    );
    renderForm();
    fillAndSend();

    expect(await screen.findByRole("button", { name: /Envoi en cours\.\.\./ })).toBeDisabled();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()).toEqual([
      expect.objectContaining({ kind: "contact", full_name: "Koffi Yao", email: "koffi@exemple.ci", website: "" }),
    ]);
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();

    store();
    expect(await screen.findByRole("button", { name: /Envoyer le message/ })).toBeEnabled();
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(screen.getByText("Nous vous contacterons dans les plus brefs délais.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nom/)).toHaveValue("");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("");
  });

  it("keeps what was typed and says so when the message is not stored", async () => {
    backend.use(http("POST", "/rest/v1/enquiries", () => json({ message: "Too many requests" }, 429)));
    renderForm();
    fillAndSend();
    expect(await screen.findByRole("alert")).toHaveTextContent(SEND_FAILURE_MESSAGES.rateLimited);
    expect(screen.getByLabelText(/^Nom/)).toHaveValue("Koffi Yao");
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });
});
