import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { backend, fn, http, json, renderWithProviders, restGet, setupFakeBackend, testUser } from "~/test";
import QuoteEditRoute from "./quote-edit";

setupFakeBackend();

const draft = {
  id: 7,
  number: null,
  version: 1,
  status: "draft",
  currency: "XOF",
  enquiry_id: null,
  client_company: "Sotra SA",
  client_registration: "",
  client_address: "",
  client_contact_name: "Aya Diallo",
  client_email: "aya@example.com",
  valid_until: "2030-01-31",
  conditions: "Paiement à 30 jours.",
  total: 60000,
  quote_lines: [
    {
      id: 1,
      quote_id: 7,
      position: 1,
      kind: "intra_per_learner",
      session_id: null,
      formation_id: null,
      description: "Gestion de projet",
      quantity: 3,
      unit_price: 20000,
      discount_percent: 0,
      amount: 60000,
    },
  ],
};

const asAdmin = { signedIn: testUser({ id: "admin-1" }), profile: { role: "admin" } } as const;

describe("/gestion-devis/:id — the builder", () => {
  it("recomputes the total with a discount, saves the draft whole, then sends it", async () => {
    const saved: unknown[] = [];
    backend.use(
      restGet("quotes", [draft]),
      restGet("course_sessions", []),
      http("POST", "/rest/v1/rpc/save_quote_draft", (request) => {
        saved.push(request.body);
        return json(7);
      }),
      fn("quote-send", { id: 7, number: "DEV-2026-000003", status: "sent" }),
    );
    const { user } = renderWithProviders(<QuoteEditRoute />, {
      path: "/gestion-devis/:id",
      url: "/gestion-devis/7",
      ...asAdmin,
    });
    const discount = await screen.findByLabelText("Remise (%)", {}, { timeout: 10_000 });
    await user.clear(discount);
    await user.type(discount, "10");
    expect(screen.getByTestId("draft-total")).toHaveTextContent("54 000");
    await user.click(screen.getByRole("button", { name: /Envoyer le devis/ }));
    expect(await screen.findByText("Devis DEV-2026-000003 envoyé à aya@example.com.")).toBeVisible();
    expect(saved).toEqual([
      expect.objectContaining({
        p_quote: 7,
        p_lines: [expect.objectContaining({ quantity: 3, unit_price: 20000, discount_percent: 10 })],
      }),
    ]);
    expect(backend.requestsTo("/functions/v1/quote-send", "POST")[0]?.body).toEqual({ quote_id: 7 });
  });

  it("says what is missing before saving anything", async () => {
    backend.use(restGet("quotes", [{ ...draft, client_email: "" }]), restGet("course_sessions", []));
    const { user } = renderWithProviders(<QuoteEditRoute />, {
      path: "/gestion-devis/:id",
      url: "/gestion-devis/7",
      ...asAdmin,
    });
    await user.click(await screen.findByRole("button", { name: /Envoyer le devis/ }, { timeout: 10_000 }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Indiquez l'e-mail du contact.");
    expect(backend.requestsTo("/rest/v1/rpc/save_quote_draft", "POST")).toEqual([]);
  });

  it("a sent quote is a record: its state and answer, the PDF and a new version, no form", async () => {
    backend.use(
      restGet("quotes", [
        {
          ...draft,
          number: "DEV-2026-000003",
          status: "accepted",
          sent_at: "2029-12-01T10:00:00Z",
          viewed_at: "2029-12-01T11:00:00Z",
          responded_at: "2029-12-02T09:00:00Z",
          response_name: "Aya Diallo",
          response_role: "DRH",
          response_address: "196.1.2.3",
        },
      ]),
      restGet("training_agreements", []),
      restGet("organisations", [{ id: "org-1", legal_name: "Sotra SA" }]),
    );
    renderWithProviders(<QuoteEditRoute />, { path: "/gestion-devis/:id", url: "/gestion-devis/7", ...asAdmin });
    expect(await screen.findByText("Accepté", {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByTestId("quote-answer")).toHaveTextContent("par Aya Diallo (DRH), depuis 196.1.2.3");
    expect(screen.getByRole("button", { name: /Télécharger le PDF/ })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Nouvelle version" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Envoyer le devis/ })).toBeNull();
    // An accepted quote becomes a training agreement (decision 0999).
    expect(await screen.findByRole("button", { name: "Créer la convention" })).toBeVisible();
  });
});
