import { screen, waitFor } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { SEND_FAILURE_MESSAGES } from "~/features/enquiries";
import { backend, http, json, postgrestError, renderWithProviders, restInsert, setupFakeBackend } from "~/test";
import { ContactForm } from "./contact-form";

setupFakeBackend();
const THANKS = "Formulaire envoyé avec succès";
const stored = () => backend.requestsTo("/rest/v1/enquiries", "POST").map((request) => request.body);

function setup() {
  return renderWithProviders(<ContactForm />, { path: "/contact" }).user;
}

const LABELS = [/Nom complet/, /Adresse email/, /Téléphone/, /Entreprise/, /Sujet/, /Message/];

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Nom complet/), "Awa Koné");
  await user.type(screen.getByLabelText(/Adresse email/), "awa.kone@example.com");
  await user.type(screen.getByLabelText(/Téléphone/), "+225 07 00 00 00 00");
  await user.type(screen.getByLabelText(/Entreprise/), "Orange CI");
  await user.type(screen.getByLabelText(/Sujet/), "Formation intra");
  await user.type(screen.getByLabelText(/^Message/), "Nous souhaitons former 12 chefs de projet.");
}

describe("ContactForm", () => {
  beforeEach(() => {
    backend.use(restInsert("enquiries"));
  });

  it("marks the required fields and uses the email input type", () => {
    setup();
    for (const label of [/Nom complet/, /Adresse email/, /Sujet/, /^Message/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute("aria-required", "true");
    }
    expect(screen.getByLabelText(/Téléphone/)).not.toHaveAttribute("aria-required");
    expect(screen.getByLabelText(/Entreprise/)).not.toHaveAttribute("aria-required");
    expect(screen.getByLabelText(/Adresse email/)).toHaveAttribute("type", "email");
  });

  it("says how the data is used, for how long, and links to the privacy page", () => {
    setup();
    const notice = screen.getByTestId("consent-notice");
    expect(notice).toHaveTextContent(/En envoyant ce formulaire, vous consentez/);
    expect(notice).toHaveTextContent(/deux ans/);
    expect(screen.getByRole("link", { name: "politique de confidentialité" })).toHaveAttribute(
      "href",
      "/confidentialite",
    );
  });

  it("has a honeypot field hidden from people and assistive technologies", () => {
    const { container } = renderWithProviders(<ContactForm />, { path: "/contact" });
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("refuses an empty form with French messages and sends nothing", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Envoyer le message" }));
    expect(await screen.findByText("Veuillez indiquer votre nom.")).toBeInTheDocument();
    expect(screen.getByText("Veuillez indiquer votre adresse email.")).toBeInTheDocument();
    expect(screen.getByText("Veuillez indiquer le sujet de votre message.")).toBeInTheDocument();
    expect(screen.getByText("Veuillez écrire votre message.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Nom complet/)).toHaveAttribute("aria-invalid", "true");
    // The first invalid field in reading order takes the focus, not « Sujet » (review 2026-12-06 finding 11).
    await waitFor(() => expect(screen.getByLabelText(/Nom complet/)).toHaveFocus());
    expect(stored()).toEqual([]);
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
  });

  it("a bad e-mail alone: the focus goes to « Adresse email »", async () => {
    const user = setup();
    await user.type(screen.getByLabelText(/Nom complet/), "Awa Koné");
    await user.type(screen.getByLabelText(/Adresse email/), "awa.kone");
    await user.type(screen.getByLabelText(/Sujet/), "Formation intra");
    await user.type(screen.getByLabelText(/^Message/), "Bonjour");
    await user.click(screen.getByRole("button", { name: "Envoyer le message" }));
    await waitFor(() => expect(screen.getByLabelText(/Adresse email/)).toHaveFocus());
  });

  it("refuses a malformed email address", async () => {
    const user = setup();
    await user.type(screen.getByLabelText(/Adresse email/), "awa.kone");
    await user.click(screen.getByRole("button", { name: "Envoyer le message" }));
    expect(await screen.findByText("Veuillez saisir une adresse email valide.")).toBeInTheDocument();
  });

  it("refuses a subject longer than the stored limit", async () => {
    const user = setup();
    await fillRequired(user);
    const subject = screen.getByLabelText(/Sujet/);
    await user.clear(subject);
    await user.click(subject);
    await user.paste("x".repeat(151));
    await user.click(screen.getByRole("button", { name: "Envoyer le message" }));
    expect(await screen.findByText("150 caractères au maximum.")).toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it("stays busy until the enquiry is stored, then thanks the visitor and empties the form", async () => {
    let store!: () => void;
    const storing = new Promise<void>((resolve) => (store = resolve));
    backend.use(
      http("POST", "/rest/v1/enquiries", async () => {
        await storing;
        return { status: 201 };
      }),
    );
    const user = setup();
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Envoyer le message" }));

    expect(await screen.findByRole("button", { name: "Envoi en cours..." })).toBeDisabled();
    await waitFor(() => expect(stored()).toHaveLength(1));
    expect(stored()[0]).toMatchObject({
      kind: "contact",
      full_name: "Awa Koné",
      email: "awa.kone@example.com",
      phone: "+225 07 00 00 00 00",
      organisation: "Orange CI",
      subject: "Formation intra",
      message: "Nous souhaitons former 12 chefs de projet.",
      website: "",
      consent: true,
    });
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();

    store();
    expect(await screen.findByRole("button", { name: "Envoyer le message" })).toBeEnabled();
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(screen.getByText("Nous vous contacterons dans les plus brefs délais.")).toBeInTheDocument();
    for (const label of LABELS) expect(screen.getByLabelText(label)).toHaveValue("");
  });

  it("says in French that the message was not sent and keeps every field when storing fails", async () => {
    backend.use(http("POST", "/rest/v1/enquiries", () => postgrestError("boom", "XX000", 500)));
    const user = setup();
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Envoyer le message" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(SEND_FAILURE_MESSAGES.failed);
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Nom complet/)).toHaveValue("Awa Koné");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("Nous souhaitons former 12 chefs de projet.");
  });

  it("explains the per-connection limit when the backend answers 429", async () => {
    backend.use(http("POST", "/rest/v1/enquiries", () => json({ message: "Too many requests" }, 429)));
    const user = setup();
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Envoyer le message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Trop de demandes envoyées depuis votre connexion. Réessayez dans quelques minutes.",
    );
  });
});
