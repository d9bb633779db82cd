import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { backend, profileRow, renderWithProviders, restGet, rpc, setupFakeBackend, testUser } from "~/test";
import { AgreementFundingPanel } from "./agreement-funding-panel";

setupFakeBackend();

const admin = testUser({ id: "admin-1", email: "staff@example.com", fullName: "Admin Factures" });

const funding = {
  currency: "XOF",
  total: 1000000,
  company_share: 600000,
  deposit_percent: 30,
  funders: [{ funder_id: 4, name: "FDFP Côte d'Ivoire", amount: 400000 }],
  invoices: [
    {
      id: 11,
      number: "FAC-2026-000011",
      kind: "deposit",
      customer_name: "Sotra",
      amount: 180000,
      balance_due: 180000,
      status: "issued",
      due_on: "2027-01-05",
    },
    {
      id: 12,
      number: "FAC-2026-000012",
      kind: "funder",
      customer_name: "FDFP Côte d'Ivoire",
      amount: 400000,
      balance_due: 400000,
      status: "issued",
      due_on: "2027-01-05",
    },
  ],
};

it("shows the funder's share, the company's and the invoices; staff may invoice the balance before the end", async () => {
  backend.use(
    restGet("profiles", [profileRow(admin, { role: "admin" })]),
    rpc("agreement_funding", funding),
    rpc("issue_agreement_balance", { id: 13, number: "FAC-2026-000013" }),
  );
  const { user } = renderWithProviders(<AgreementFundingPanel agreementId={7} status="signed" />, {
    path: "/gestion-conventions/7",
    signedIn: admin,
  });
  const panel = await screen.findByTestId("agreement-funding");
  expect(panel).toHaveTextContent(/Part financée par FDFP Côte d'Ivoire\s*400\s000\sF\sCFA/);
  expect(panel).toHaveTextContent(/Part de l'entreprise\s*600\s000\sF\sCFA \(acompte de 30 %, puis solde\)/);
  expect(screen.getByRole("link", { name: "FAC-2026-000011" })).toHaveAttribute(
    "href",
    "/gestion-factures-entreprises/11",
  );
  await user.click(await screen.findByRole("button", { name: "Facturer le solde maintenant" }));
  expect(backend.requestsTo("/rest/v1/rpc/issue_agreement_balance")[0]?.body).toEqual({ p_agreement: 7 });
});
