import { describe, expect, it } from "vitest";
import { paymentsCsv, type PaymentLine } from "./payments-csv";

const payment: PaymentLine = {
  kind: "paiement",
  date: "2026-11-20T10:00:00Z",
  enrollmentId: 42,
  learner: "Awa Koné",
  formation: "Gestion de projet",
  provider: "stripe",
  channel: "carte",
  gatewayReference: "cs_test_123",
  amount: 1950,
  currency: "CAD",
  fee: 56.85,
  invoiceNumber: "FAC-2026-000007",
};

describe("« Paiements » CSV export", () => {
  it("writes one row per payment and refund with the gateway reference, fee and invoice number; a refund typed as such", () => {
    const csv = paymentsCsv([
      payment,
      { ...payment, kind: "remboursement", gatewayReference: "re_test_9", fee: null, date: "2026-11-22T08:00:00Z" },
    ]);
    const rows = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(rows[0]).toBe(
      "Type;Date;Inscription;Client;Formation;Passerelle;Moyen;Référence passerelle;Montant;Devise;Frais passerelle;Facture",
    );
    expect(rows[1]).toBe(
      "Paiement;2026-11-20;42;Awa Koné;Gestion de projet;stripe;carte;cs_test_123;1950,00;CAD;56,85;FAC-2026-000007",
    );
    expect(rows[2]).toBe(
      "Remboursement;2026-11-22;42;Awa Koné;Gestion de projet;stripe;carte;re_test_9;1950,00;CAD;;FAC-2026-000007",
    );
  });

  it("neutralises a learner's name written like a spreadsheet formula (CSV injection)", () => {
    const csv = paymentsCsv([{ ...payment, learner: '=HYPERLINK("http://evil")' }]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).not.toMatch(/;=HYPERLINK/);
  });
});
