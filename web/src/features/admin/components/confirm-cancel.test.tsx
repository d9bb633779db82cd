import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { renderWithProviders, setupFakeBackend, testUser } from "~/test";
import type { EnrollmentPayments } from "../api/list-payments";
import ConfirmCancel from "./confirm-cancel";

setupFakeBackend();

// Radix's radio items measure themselves; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const attempt = (
  id: number,
  fields: Partial<EnrollmentPayments["attempts"][number] & { instalment_id: number | null }>,
) =>
  ({
    id,
    enrollment_id: 5,
    provider: "sandbox",
    channel: "wave",
    amount: 293334,
    currency: "XOF",
    status: "succeeded",
    provider_reference: `tx_${id}`,
    phone: "+221771234567",
    created_at: `2026-12-0${id}T10:00:00Z`,
    instalment_id: 50 + id,
    ...fields,
  }) as EnrollmentPayments["attempts"][number];

function open(payments: EnrollmentPayments) {
  renderWithProviders(
    <Dialog open>
      <DialogContent>
        <ConfirmCancel
          enrollmentId={5}
          learner="Awa Diop"
          formation="Finance de projet"
          payments={payments}
          onDone={() => {}}
        />
      </DialogContent>
    </Dialog>,
    { signedIn: testUser({ id: "admin-1" }) },
  );
  return screen.findByTestId("cancellation-consequences");
}

// Issue 48, decisions 1088 and 1116: a seat paid in instalments is owed back every instalment received, each one its
// own refund in « Remboursements à effectuer »; nothing is left to be paid back by hand.
describe("« Annuler cette inscription » for a seat paid in instalments", () => {
  it("lists each instalment received with its method and reference and the total owed, each one queued", async () => {
    const consequences = await open({
      // Newest first, as « Paiements » reads them; a failed attempt is not money received.
      attempts: [
        attempt(3, { channel: "carte", phone: null, amount: 293333, provider_reference: "ch_3" }),
        attempt(2, { status: "failed", amount: 293333 }),
        attempt(1, {}),
      ],
      refund: null,
    });
    const lines = within(consequences).getAllByTestId("refund-owed");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent(
      /^Échéance 1 : 293\s334\sF CFA à Awa Diop — transfert Wave vers le portefeuille qui a payé \(\+221771234567\), réf\. tx_1$/,
    );
    expect(lines[1]).toHaveTextContent(
      /^Échéance 2 : 293\s333\sF CFA à Awa Diop — sur la carte bancaire utilisée, réf\. ch_3$/,
    );
    expect(consequences).toHaveTextContent(/Paiements reçus \(2\), à rembourser : 586\s667\sF CFA en tout/);
    expect(consequences).toHaveTextContent(
      "Chacun s'ajoute à « Remboursements à effectuer », à verser sous 14 jours ; l'e-mail donne le total et la date.",
    );
    expect(consequences).not.toHaveTextContent("à la main");
  });

  it("a seat paid at once: one refund, all of it through « Remboursements à effectuer »", async () => {
    const consequences = await open({
      attempts: [attempt(1, { amount: 880000, instalment_id: null })],
      refund: null,
    });
    expect(within(consequences).getAllByTestId("refund-owed")).toHaveLength(1);
    expect(consequences).toHaveTextContent(/Paiement reçu, à rembourser :880\s000\sF CFA à Awa Diop/);
    expect(consequences).not.toHaveTextContent("Échéance");
    expect(consequences).not.toHaveTextContent("à la main");
    expect(consequences).toHaveTextContent("Il s'ajoute à « Remboursements à effectuer », à verser sous 14 jours");
  });
});
