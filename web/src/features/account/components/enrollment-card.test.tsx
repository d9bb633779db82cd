import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { backend, http, renderWithProviders, rpc, setupFakeBackend } from "~/test";
import type { MyEnrollment } from "../api/my-enrollments";
import { EnrollmentCard } from "./enrollment-card";

setupFakeBackend();

const NOW = new Date("2027-01-10T12:00:00Z");

function enrollment(overrides: Partial<MyEnrollment> = {}): MyEnrollment {
  return {
    id: 41,
    formation_id: 7,
    user_id: "user-1",
    status: "pending",
    payment_method: "carte",
    payment_amount: 950000,
    payment_currency: "XOF",
    payment_reference: "PAC-2027-000041",
    hold_expires_at: "2027-01-10T16:39:00Z",
    session_id: 3,
    created_at: "2027-01-10T11:00:00Z",
    updated_at: "2027-01-10T11:00:00Z",
    formations: {
      id: 7,
      theme: "Gestion",
      title: "Gestion de portefeuille de projets",
      duration: "3 jours",
      price: 950000,
      price_currency: "XOF",
    },
    course_sessions: {
      id: 3,
      formation_id: 7,
      starts_on: "2027-03-10",
      ends_on: "2027-03-12",
      format: "Présentiel",
      city: "Abidjan",
      venue: "Plateau",
      status: "open",
    },
    payments: [],
    invoice: null,
    refund: null,
    duplicateRefunds: [],
    creditNotes: [],
    enrollment_status_changes: [],
    ...overrides,
  } as unknown as MyEnrollment;
}

/** The refund of a 950 000 F CFA seat cancelled on 9 January 2027; paid out on the 12th when `refunded`. */
function refundOf(status: "due" | "refunded"): MyEnrollment["refund"] {
  return {
    amount: 950000,
    currency: "XOF",
    status,
    created_at: "2027-01-09T10:00:00Z",
    refunded_at: status === "refunded" ? "2027-01-12T09:30:00Z" : null,
  };
}

function renderCard(row: MyEnrollment) {
  const onPay = vi.fn();
  const onCancel = vi.fn();
  const result = renderWithProviders(<EnrollmentCard enrollment={row} onPay={onPay} onCancel={onCancel} now={NOW} />);
  return { ...result, onPay, onCancel, card: screen.getByTestId("enrollment-row") };
}

const status = () => screen.getByTestId("enrollment-status").textContent;

describe("« Mes formations » card", () => {
  it("an unpaid hold says until when, offers « Payer », the session, the reference to copy and « Libérer ma place »", async () => {
    const { card, onPay, onCancel, user } = renderCard(enrollment());
    expect(status()).toMatch(/^Place réservée jusqu'au 10 janvier à \d{1,2} h 39$/);
    expect(within(card).getByText(/10 – 12 mars 2027/)).toBeInTheDocument();
    expect(within(card).getByText(/Abidjan · Présentiel — Plateau/)).toBeInTheDocument();
    expect(within(card).getByTestId("enrollment-reference")).toHaveTextContent("PAC-2027-000041");
    expect(within(card).getByRole("button", { name: "Copier la référence PAC-2027-000041" })).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Payer" }));
    expect(onPay).toHaveBeenCalledWith(expect.objectContaining({ id: 41 }));
    await user.click(within(card).getByRole("button", { name: "Libérer ma place" }));
    expect(onCancel).toHaveBeenCalled();
    expect(within(card).queryByRole("button", { name: /Facture/ })).not.toBeInTheDocument();
  });

  it("after a left checkout the button reads « Reprendre le paiement »", () => {
    renderCard(
      enrollment({
        payments: [{ id: 1, status: "pending", channel: "carte", amount: 950000, created_at: "2027-01-10T11:01:00Z" }],
      }),
    );
    expect(screen.getByRole("button", { name: "Reprendre le paiement" })).toBeInTheDocument();
  });

  it("an open transfer shows the bank details with the reference", () => {
    renderCard(
      enrollment({
        payment_method: "virement",
        payments: [
          { id: 2, status: "pending", channel: "virement", amount: 950000, created_at: "2027-01-10T11:01:00Z" },
        ],
      }),
    );
    expect(status()).toMatch(/en attente de votre virement$/);
    const bank = screen.getByTestId("bank-transfer-details");
    expect(within(bank).getByText("PAC-2027-000041")).toBeInTheDocument();
    expect(within(bank).getByText(/IBAN/)).toBeInTheDocument();
  });

  it("a paid seat within the policy: « Payée », invoice and convocation, cancel with a full refund", () => {
    renderCard(
      enrollment({
        status: "confirmed",
        hold_expires_at: null,
        payments: [{ id: 3, status: "succeeded", channel: "wave", amount: 950000, created_at: "2027-01-10T11:01:00Z" }],
        invoice: { number: "FAC-2027-000012" },
      }),
    );
    expect(status()).toBe("Payée");
    expect(screen.getByRole("button", { name: "Facture (PDF)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Convocation (PDF)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Annuler mon inscription" })).toBeInTheDocument();
    expect(
      screen.getByText("Annulation gratuite jusqu'au 23 février 2027 : remboursement intégral sous 14 jours."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Payer|Reprendre/ })).not.toBeInTheDocument();
  });

  it("a paid seat past the free-cancellation day cannot be cancelled and says why", () => {
    renderCard(
      enrollment({
        status: "confirmed",
        hold_expires_at: null,
        course_sessions: {
          ...enrollment().course_sessions!,
          starts_on: "2027-01-20",
          ends_on: "2027-01-21",
        },
        created_at: "2027-01-01T11:00:00Z",
        payments: [
          { id: 3, status: "succeeded", channel: "carte", amount: 950000, created_at: "2027-01-01T11:01:00Z" },
        ],
      }),
    );
    expect(screen.queryByRole("button", { name: "Annuler mon inscription" })).not.toBeInTheDocument();
    expect(
      screen.getByText(/L'annulation gratuite était possible jusqu'au 5\sjanvier 2027\s; la formation reste due/),
    ).toBeInTheDocument();
  });

  it("a seat taken after the last free day never says the free cancellation « was possible » before it existed", () => {
    renderCard(
      enrollment({
        status: "confirmed",
        hold_expires_at: null,
        created_at: "2027-01-08T11:00:00Z",
        formations: { ...enrollment().formations!, theme: "IA Appliquée" },
        course_sessions: { ...enrollment().course_sessions!, starts_on: "2027-01-20", ends_on: "2027-01-21" },
      }),
    );
    expect(screen.queryByText(/était possible/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/^Non annulable sans frais\s: l'inscription a été faite moins de 15 jours avant la session/),
    ).toBeInTheDocument();
    // The theme in French sentence case, as in the catalogue (review finding 18).
    expect(screen.getByText("IA appliquée")).toBeInTheDocument();
  });

  it("a cancelled paid seat names the refund in progress, its latest date, and who cancelled", () => {
    renderCard(
      enrollment({
        status: "cancelled",
        hold_expires_at: null,
        refund: refundOf("due"),
        enrollment_status_changes: [
          { new_status: "cancelled", actor: "learner", reason: "Mission reportée", changed_at: "2027-01-09T10:00:00Z" },
        ],
      }),
    );
    expect(status()).toMatch(
      /^Annulée — remboursement de 950\s000\sF\sCFA en cours \(au plus tard le 23 janvier 2027\)$/,
    );
    expect(screen.getByText("Annulée par vous : Mission reportée")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Annuler|Payer|Libérer/ })).not.toBeInTheDocument();
  });

  it("a refund paid out: the amount and its date, the invoice and the credit note to download", () => {
    renderCard(
      enrollment({
        status: "cancelled",
        hold_expires_at: null,
        invoice: { number: "FAC-2027-000012" },
        creditNotes: [{ number: "AV-2027-000003" }],
        refund: refundOf("refunded"),
      }),
    );
    expect(status()).toMatch(/^Annulée — 950\s000\sF\sCFA remboursés le 12 janvier 2027$/);
    expect(screen.getByRole("button", { name: "Facture (PDF)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Avoir (PDF)" })).toBeInTheDocument();
  });

  it("a seat refunded in two payments: each credit note is offered by its number and downloads itself", async () => {
    backend.use(http("POST", "/functions/v1/credit-note", () => new Response(new Blob(["%PDF-1.7"]), { status: 200 })));
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:test/avoir");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { card, user } = renderCard(
      enrollment({
        status: "cancelled",
        hold_expires_at: null,
        invoice: { number: "FAC-2027-000012" },
        creditNotes: [{ number: "AV-2027-000003" }, { number: "AV-2027-000007" }],
        refund: refundOf("refunded"),
      }),
    );
    expect(within(card).queryByRole("button", { name: "Avoir (PDF)" })).not.toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Avoir AV-2027-000007 (PDF)" }));
    await vi.waitFor(() => expect(saved).toEqual(["avoir-AV-2027-000007.pdf"]), 10_000);
    expect(backend.requestsTo("/functions/v1/credit-note", "POST").map((request) => request.body)).toEqual([
      { enrollment_id: 41, number: "AV-2027-000007" },
    ]);
    expect(within(card).getByRole("button", { name: "Avoir AV-2027-000003 (PDF)" })).toBeEnabled();
    vi.restoreAllMocks();
  });

  it("no credit note is offered while the refund is only owed", () => {
    renderCard(
      enrollment({
        status: "cancelled",
        hold_expires_at: null,
        invoice: { number: "FAC-2027-000012" },
        refund: refundOf("due"),
      }),
    );
    expect(screen.queryByRole("button", { name: "Avoir (PDF)" })).not.toBeInTheDocument();
  });

  it("a Mobile Money request waiting on the phone is said, with « Annuler la demande » and no second way to pay (decision 1029)", async () => {
    backend.use(rpc("cancel_payment_request", null));
    const { card, user } = renderCard(
      enrollment({
        payments: [
          {
            id: 5,
            status: "pending",
            channel: "orange_money",
            amount: 950000,
            created_at: "2027-01-10T11:58:00Z",
            phone: "+2250701020304",
          },
        ],
      }),
    );
    expect(status()).toMatch(/paiement Mobile Money en attente de validation sur votre téléphone$/);
    expect(within(card).getByRole("status")).toHaveTextContent(
      /Un paiement Orange Money de 950\s000\sF\sCFA attend votre validation sur votre téléphone \(\+2250701020304\)/,
    );
    expect(within(card).queryByRole("button", { name: /Payer|Reprendre le paiement/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Annuler la demande" }));
    expect(backend.requestsTo("/rest/v1/rpc/cancel_payment_request").map((r) => r.body)).toEqual([{ p_payment: 5 }]);
  });

  it("a request older than the wait (10 minutes) no longer blocks: « Reprendre le paiement » is back", () => {
    renderCard(
      enrollment({
        payments: [{ id: 5, status: "pending", channel: "wave", amount: 950000, created_at: "2027-01-10T11:40:00Z" }],
      }),
    );
    expect(screen.getByRole("button", { name: "Reprendre le paiement" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Annuler la demande" })).not.toBeInTheDocument();
  });

  it("a payment received twice says so and when it is paid back, never that nothing was taken", () => {
    renderCard(
      enrollment({
        status: "confirmed",
        hold_expires_at: null,
        payments: [
          { id: 3, status: "succeeded", channel: "carte", amount: 950000, created_at: "2027-01-10T11:01:00Z" },
          { id: 4, status: "cancelled", channel: "orange_money", amount: 950000, created_at: "2027-01-10T11:00:00Z" },
        ],
        duplicateRefunds: [
          {
            amount: 950000,
            currency: "XOF",
            status: "due",
            created_at: "2027-01-10T11:05:00Z",
            refunded_at: null,
            expected_on: "2027-01-24",
            reason: "duplicate",
          },
        ],
      }),
    );
    expect(
      screen.getByText(
        /^Un paiement de 950\s000\sF\sCFA a été reçu en double : nous vous le remboursons avant le 24 janvier 2027/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Aucun montant/)).not.toBeInTheDocument();
  });
});
