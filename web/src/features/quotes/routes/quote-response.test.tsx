import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { backend, http, json, renderWithProviders, setupFakeBackend } from "~/test";
import QuoteResponseRoute from "./quote-response";

setupFakeBackend();

const TOKEN = "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6";

const quote = (status: string, extra: Record<string, unknown> = {}) => ({
  number: "DEV-2026-000042",
  version: 1,
  status,
  currency: "XOF",
  client_company: "Sotra SA",
  client_registration: "RCCM CI-ABJ-2020-B-1234",
  client_address: "Plateau, Abidjan",
  client_contact_name: "Aya Diallo",
  client_email: "aya@example.com",
  valid_until: "2030-01-31",
  conditions: "Paiement à 30 jours.",
  total: 554000,
  sent_at: "2029-12-01T10:00:00Z",
  responded_at: null,
  response_name: null,
  response_role: null,
  lines: [
    {
      kind: "intra_per_learner",
      description: "Gestion de projet",
      quantity: 3,
      unit_price: 20000,
      discount_percent: 10,
      amount: 54000,
      starts_on: null,
      ends_on: null,
      city: null,
      format: null,
    },
  ],
  ...extra,
});

const render = () =>
  renderWithProviders(<QuoteResponseRoute />, { path: "/devis/:token", url: `/devis/${TOKEN}`, awaitSession: false });

describe("/devis/:token", () => {
  it("shows the quote without a password, asks for the confirmation, then records the acceptance", async () => {
    let current = quote("viewed");
    const answers: unknown[] = [];
    backend.use(
      http("GET", "/functions/v1/quote-response", (request) => {
        expect(request.search.get("token")).toBe(TOKEN);
        return json(current);
      }),
      http("POST", "/functions/v1/quote-response", (request) => {
        answers.push(request.body);
        current = quote("accepted", {
          responded_at: "2029-12-02T09:00:00Z",
          response_name: "Aya Diallo",
          response_role: "DRH",
        });
        return json({ status: "accepted" });
      }),
    );
    const { user } = render();
    expect(await screen.findByRole("heading", { name: "Devis DEV-2026-000042" }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByTestId("quote-total")).toHaveTextContent("554 000");
    await user.type(screen.getByLabelText("Votre fonction"), "DRH");
    await user.click(screen.getByRole("button", { name: "Accepter le devis" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Cochez la case de confirmation");
    expect(answers).toEqual([]);
    await user.click(screen.getByRole("checkbox", { name: /Je confirme être habilité\(e\)/ }));
    await user.click(screen.getByRole("button", { name: "Accepter le devis" }));
    expect(await screen.findByRole("heading", { name: "Devis accepté" })).toBeVisible();
    expect(answers).toEqual([{ token: TOKEN, decision: "accept", name: "Aya Diallo", role: "DRH", confirmed: true }]);
  });

  it("a wrong link: the function's French message, and no form", async () => {
    backend.use(
      http("GET", "/functions/v1/quote-response", () =>
        json(
          { code: "unknown_link", error: "Ce lien de devis n'est pas valide. Utilisez celui de l'e-mail reçu." },
          404,
        ),
      ),
    );
    render();
    expect(await screen.findByRole("alert", {}, { timeout: 10_000 })).toHaveTextContent(
      "Ce lien de devis n'est pas valide",
    );
    expect(screen.queryByRole("button", { name: "Accepter le devis" })).toBeNull();
  });

  it("an expired quote cannot be answered: it says so instead of the form", async () => {
    backend.use(http("GET", "/functions/v1/quote-response", () => json(quote("expired"))));
    render();
    expect(await screen.findByText(/Ce devis a expiré le/, {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Accepter le devis" })).toBeNull();
  });
});
