import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { backend, http, json, renderWithProviders, setupFakeBackend } from "~/test";
import PaymentLinkRoute from "./payment-link";

setupFakeBackend();

// Radix's radio items measure themselves; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const TOKEN = "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6";

const linked = (state: string, extra: Record<string, unknown> = {}) => ({
  state,
  amount: 950000,
  currency: "XOF",
  reference: "PAC-2030-000042",
  formation_title: "Gestion de projet",
  trainee_name: "Awa Koné",
  starts_on: "2030-05-04",
  ends_on: "2030-05-06",
  city: "Abidjan",
  format: "Présentiel",
  expires_at: "2030-04-20T10:00:00Z",
  recipient_name: "Mariam Traoré",
  payer_name: null,
  payer_company: null,
  paid_at: null,
  invoice_number: null,
  pending_payment_id: null,
  bank: { holder: "Pont Atlantique Conseil", bank: "NSIA Banque", account: ["IBAN : CI93 0000"] },
  payment: null,
  ...extra,
});

const render = () =>
  renderWithProviders(<PaymentLinkRoute />, {
    path: "/paiement/:token",
    url: `/paiement/${TOKEN}`,
    awaitSession: false,
  });

describe("/paiement/:token", () => {
  it("shows the amount, the reference, the session and the deadline, and asks an e-mail with the payer's name", async () => {
    backend.use(http("GET", "/functions/v1/payment-link-payer", () => json(linked("payable"))));
    const { user } = render();
    expect(await screen.findByRole("heading", { name: "Paiement d'une formation" })).toBeVisible();
    expect(screen.getByTestId("link-amount").textContent?.replace(/[\u00a0\u202f]/g, " ")).toBe("950 000 F CFA");
    expect(screen.getByText("PAC-2030-000042")).toBeVisible();
    expect(screen.getByText(/mai 2030, Abidjan/)).toBeVisible();
    expect(screen.getByText(/20 avril 2030/)).toBeVisible();
    await user.type(screen.getByRole("textbox", { name: "Votre nom" }), "Mariam Traoré");
    await user.click(screen.getByRole("button", { name: /^Payer 950/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Indiquez votre e-mail");
    expect(backend.requestsTo("/functions/v1/payment-link-payer", "POST")).toEqual([]);
  });

  it("a bank transfer shows the details to write on it", async () => {
    backend.use(
      http("GET", "/functions/v1/payment-link-payer", () => json(linked("payable"))),
      http("POST", "/functions/v1/payment-link-payer", () =>
        json(
          { payment_id: 3, reference: "PAC-2030-000042", amount: 950000, currency: "XOF", bank: linked("x").bank },
          201,
        ),
      ),
    );
    const { user } = render();
    await user.click(await screen.findByRole("radio", { name: "Virement bancaire" }));
    await user.click(screen.getByRole("button", { name: "Je paie par virement" }));
    expect(await screen.findByRole("heading", { name: "Virement bancaire" })).toBeVisible();
    expect(backend.requestsTo("/functions/v1/payment-link-payer", "POST").map((r) => r.body)).toEqual([
      { token: TOKEN, channel: "virement", payer_name: "", payer_company: "", payer_email: "" },
    ]);
  });

  it("once paid, says to whom the invoice is addressed and offers it", async () => {
    backend.use(
      http("GET", "/functions/v1/payment-link-payer", () =>
        json(
          linked("paid", {
            payer_name: "Mariam Traoré",
            payer_company: "Société Ivoirienne de Banque",
            invoice_number: "FAC-2030-000007",
          }),
        ),
      ),
    );
    render();
    expect(await screen.findByRole("heading", { name: "Paiement reçu" })).toBeVisible();
    expect(screen.getByText(/adressée à Mariam Traoré \(Société Ivoirienne de Banque\)/)).toBeVisible();
    expect(screen.getByRole("button", { name: "Télécharger la facture FAC-2030-000007" })).toBeVisible();
  });

  it("a wrong link shows the server's sentence", async () => {
    backend.use(
      http("GET", "/functions/v1/payment-link-payer", () =>
        json(
          { code: "unknown_link", error: "Ce lien de paiement n'est pas valide. Utilisez celui que vous avez reçu." },
          404,
        ),
      ),
    );
    render();
    expect(await screen.findByRole("alert")).toHaveTextContent("Ce lien de paiement n'est pas valide");
  });
});
