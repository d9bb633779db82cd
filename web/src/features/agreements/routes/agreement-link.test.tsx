import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { backend, http, json, renderWithProviders, setupFakeBackend } from "~/test";
import AgreementLinkRoute from "./agreement-link";

setupFakeBackend();

const TOKEN = "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6";

const agreement = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 4,
  number: "CONV-2026-000004",
  status,
  content: {
    currency: "XOF",
    total: 1250000,
    deposit_percent: 30,
    payment_terms_days: 30,
    purchase_order: "BC-77",
    cancellation_terms: "Annulation sans frais jusqu'à 15 jours avant le début.",
    client: { legal_name: "Sotra SA", signer_email: "rf@sotra.example" },
    sessions: [
      {
        formation: "Gestion de projet",
        starts_on: "2030-05-11",
        ends_on: "2030-05-13",
        city: "Abidjan",
        format: "Présentiel",
        seats: 5,
        trainees: [],
      },
    ],
  },
  client_signed_at: null,
  client_signer_name: null,
  client_signer_role: null,
  firm_signed_at: null,
  firm_signer_name: null,
  ...extra,
});

const render = () =>
  renderWithProviders(<AgreementLinkRoute />, {
    path: "/convention/:token",
    url: `/convention/${TOKEN}`,
    awaitSession: false,
  });

describe("/convention/:token", () => {
  it("shows the agreement without a password, asks for the confirmation, then records the signature", async () => {
    let current = agreement("sent");
    const signatures: unknown[] = [];
    backend.use(
      http("GET", "/functions/v1/agreement-response", (request) => {
        expect(request.search.get("token")).toBe(TOKEN);
        return json(current);
      }),
      http("POST", "/functions/v1/agreement-response", (request) => {
        signatures.push(request.body);
        current = agreement("client_signed", {
          client_signed_at: "2029-12-02T09:00:00Z",
          client_signer_name: "Awa Traoré",
          client_signer_role: "Responsable formation",
        });
        return json({ id: 4, number: "CONV-2026-000004", status: "client_signed" });
      }),
    );
    const { user } = render();
    expect(
      await screen.findByRole("heading", { name: "Convention de formation CONV-2026-000004" }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText(/5 places/)).toBeVisible();
    expect(screen.getByText(/Acompte de 30 % à la signature/)).toBeVisible();
    await user.type(screen.getByLabelText("Votre nom"), "Awa Traoré");
    await user.click(screen.getByRole("button", { name: "Signer la convention" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Cochez la case");
    expect(signatures).toEqual([]);
    await user.click(screen.getByRole("checkbox", { name: /Je confirme être habilité\(e\) à engager Sotra SA/ }));
    await user.click(screen.getByRole("button", { name: "Signer la convention" }));
    expect(await screen.findByRole("heading", { name: "Convention signée" })).toBeVisible();
    expect(signatures).toEqual([{ token: TOKEN, name: "Awa Traoré", role: "Responsable formation", confirmed: true }]);
  });

  it("a wrong link: the function's French message, and no form", async () => {
    backend.use(
      http("GET", "/functions/v1/agreement-response", () =>
        json(
          { code: "unknown_link", error: "Ce lien de convention n'est pas valide. Utilisez celui de l'e-mail reçu." },
          404,
        ),
      ),
    );
    render();
    expect(await screen.findByRole("alert", {}, { timeout: 10_000 })).toHaveTextContent(
      "Ce lien de convention n'est pas valide",
    );
    expect(screen.queryByRole("button", { name: "Signer la convention" })).toBeNull();
  });
});
