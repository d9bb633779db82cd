import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { backend, renderWithProviders, restGet, setupFakeBackend, testUser } from "~/test";
import { RefundsToDo } from "./refunds-to-do";

setupFakeBackend();

// Review 2026-12-06 finding 15 (decision 1029): the refund dialog says how to pay back, to whom, and what to quote.
describe("« Remboursements à effectuer »", () => {
  it("a Mobile Money duplicate: listed as received twice; the dialog names the learner, the wallet and the payment", async () => {
    backend.use(
      restGet("refunds", [
        {
          id: 3,
          enrollment_id: 41,
          amount: 880000,
          currency: "XOF",
          created_at: "2026-12-06T10:00:00Z",
          expected_on: "2026-12-20",
          user_id: "u-2",
          reason: "duplicate",
          status: "due",
          payments: {
            provider: "sandbox",
            channel: "orange_money",
            phone: "+221771234567",
            provider_reference: "sbx_abc",
          },
        },
      ]),
      restGet("profiles", [{ id: "u-2", full_name: "Mariam Coulibaly", email: "mariam@example.com" }]),
    );
    const { user } = renderWithProviders(<RefundsToDo />, { signedIn: testUser({ id: "admin-1" }) });
    expect(await screen.findByText(/reçu en double/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remboursement effectué" }));
    const how = within(await screen.findByRole("dialog")).getByTestId("refund-how");
    expect(how).toHaveTextContent("Mariam Coulibaly");
    expect(how).toHaveTextContent("Transfert Orange Money vers le portefeuille qui a payé");
    expect(how).toHaveTextContent("+221771234567");
    expect(how).toHaveTextContent("sbx_abc");
    expect(screen.getByRole("dialog")).toHaveTextContent(/aucun avoir/);
    expect(screen.getByRole("dialog")).not.toHaveTextContent(/Mobile Money ou virement/);
  });
});
