import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { backend, fn, renderWithProviders, restGet, setupFakeBackend, testUser } from "~/test";
import PaymentReturnRoute from "./payment-return";

setupFakeBackend();
const learner = testUser({ id: "user-1" });

const attempt = (status: string, channel = "orange_money") => ({
  id: 9,
  enrollment_id: 41,
  provider: "sandbox",
  channel,
  amount: 950000,
  currency: "XOF",
  status,
  provider_reference: "sbx_abc",
  phone: "+2250701020304",
  created_at: "2027-01-10T11:00:00Z",
});

function renderReturn(
  payment: ReturnType<typeof attempt>,
  seat: { status: string; hold_expires_at: string | null },
  refunds: Record<string, unknown>[] = [],
) {
  backend.use(
    fn("payment-status", {}),
    restGet("payments", [payment]),
    restGet("enrollments", [{ id: 41, ...seat }]),
    restGet("refunds", refunds),
  );
  return renderWithProviders(<PaymentReturnRoute />, {
    path: "/paiement/retour",
    url: "/paiement/retour?paiement=9",
    signedIn: learner,
  });
}

// Review 2026-12-06, blocker 1 (decision 1029): the learner is told the truth about money, never « aucun montant débité ».
describe("/paiement/retour after an attempt that did not pay the seat", () => {
  it("a duplicate (the seat was already paid): « reçu en double », the date it is paid back, no retry", async () => {
    renderReturn(attempt("cancelled"), { status: "confirmed", hold_expires_at: null }, [
      {
        payment_id: 9,
        reason: "duplicate",
        amount: 950000,
        currency: "XOF",
        status: "due",
        expected_on: "2027-01-24",
        refunded_at: null,
      },
    ]);
    expect(await screen.findByText("Paiement reçu en double : nous vous le remboursons")).toBeInTheDocument();
    expect(screen.getByText(/nous vous le remboursons avant le 24 janvier 2027/)).toBeInTheDocument();
    expect(screen.queryByText(/Aucun montant/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/Votre inscription a été annulée/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Réessayer le paiement" })).not.toBeInTheDocument();
  });

  it("a cancelled attempt on a seat paid otherwise: nothing more to pay, no « aucun montant débité », no retry", async () => {
    renderReturn(attempt("cancelled"), { status: "confirmed", hold_expires_at: null });
    expect(await screen.findByText("Ce paiement n'a pas été utilisé")).toBeInTheDocument();
    expect(screen.getByText(/Votre inscription est déjà réglée par un autre paiement/)).toBeInTheDocument();
    expect(screen.queryByText(/Aucun montant n'a été débité/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Réessayer le paiement" })).not.toBeInTheDocument();
  });

  it("a refused card on a seat still held: refused, nothing taken, held until the stated time, retry offered", async () => {
    renderReturn(attempt("failed", "carte"), { status: "pending", hold_expires_at: "2099-01-10T16:39:00Z" });
    expect(await screen.findByText("Le paiement n'a pas abouti")).toBeInTheDocument();
    expect(
      screen.getByText(/aucun montant n'a été débité\. Votre place reste réservée jusqu'au 10 janvier à \d+ h 39/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/quelques minutes/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Réessayer le paiement" })).toBeInTheDocument();
  });

  it("a Mobile Money request still waiting: validate on the phone, or « Annuler la demande »", async () => {
    renderReturn(attempt("pending"), { status: "pending", hold_expires_at: "2099-01-10T16:39:00Z" });
    expect(
      await screen.findByText(/Validez le paiement de .* sur votre téléphone \(Orange Money\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Annuler la demande" })).toBeInTheDocument();
  });
});
