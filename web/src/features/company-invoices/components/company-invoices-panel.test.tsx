import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { backend, renderWithProviders, restGet, rpc, setupFakeBackend, testUser } from "~/test";
import { CompanyInvoicesPanel } from "./company-invoices-panel";

setupFakeBackend();

const manager = testUser({ id: "manager-1", email: "rf@sib.example", fullName: "Awa Responsable" });

const invoice = {
  id: 7,
  number: "FAC-2026-000042",
  organisation_id: "org-1",
  funder_id: null,
  agreement_id: 3,
  kind: "full",
  customer_name: "Société Ivoirienne de Banque",
  description: "Convention CONV-2026-000007 — Gestion de projet",
  purchase_order: "BC-2026-118",
  amount: "1180000.00",
  amount_paid: "500000.00",
  amount_credited: "0.00",
  balance_due: "680000.00",
  currency: "XOF",
  payment_terms_days: 30,
  issued_at: "2026-12-06T10:00:00Z",
  due_on: "2099-01-05",
  status: "partially_paid",
};

it("shows the company's invoices with what is paid and due, and its statement of account", async () => {
  backend.use(
    restGet("company_invoices", [invoice]),
    rpc("company_statement", {
      organisation: { id: "org-1", legal_name: "Société Ivoirienne de Banque", currency: "XOF" },
      generated_at: "2026-12-20T10:00:00Z",
      lines: [
        {
          date: "2026-12-06T10:00:00Z",
          kind: "invoice",
          number: "FAC-2026-000042",
          label: invoice.description,
          debit: 1180000,
          credit: 0,
          currency: "XOF",
          invoice_id: 7,
          due_on: "2099-01-05",
          balance: 1180000,
        },
        {
          date: "2026-12-20T00:00:00Z",
          kind: "payment",
          number: "FAC-2026-000042",
          label: "Paiement par virement — réf. VIR-0042",
          debit: 0,
          credit: 500000,
          currency: "XOF",
          invoice_id: 7,
          due_on: null,
          balance: 680000,
        },
      ],
      totals: [{ currency: "XOF", invoiced: 1180000, paid: 500000, credited: 0, balance_due: 680000, overdue: 0 }],
    }),
  );
  renderWithProviders(<CompanyInvoicesPanel organisationId="org-1" />, {
    path: "/espace-entreprise",
    signedIn: manager,
  });
  const card = await screen.findByTestId("company-invoice");
  expect(card).toHaveTextContent("Facture FAC-2026-000042");
  expect(card).toHaveTextContent("bon de commande BC-2026-118");
  expect(card).toHaveTextContent("Partiellement payée");
  expect(within(card).getByTestId("company-invoice-due").textContent).toMatch(/^680\s000\sF\sCFA$/);
  expect(within(card).getByRole("button", { name: "Télécharger la facture (PDF)" })).toBeInTheDocument();
  expect(await screen.findAllByTestId("statement-line")).toHaveLength(2);
  expect(screen.getByTestId("statement-balance").textContent).toMatch(/^680\s000\sF\sCFA$/);
  expect(screen.getByRole("button", { name: "Télécharger le relevé (CSV)" })).toBeInTheDocument();
  expect(backend.requestsTo("/rest/v1/rpc/company_statement")[0]?.body).toEqual({ p_organisation: "org-1" });
});
