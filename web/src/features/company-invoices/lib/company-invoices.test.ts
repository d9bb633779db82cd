import { describe, expect, it } from "vitest";
import {
  companyInvoiceErrorMessage,
  daysLate,
  displayedStatus,
  dueLabel,
  statementCsv,
  statementFileName,
  type Statement,
} from "./company-invoices";

describe("company invoices' labels", () => {
  const unpaid = { status: "partially_paid" as const, due_on: "2027-01-05", balance_due: "680000.00" };
  it("an invoice is shown overdue from the day after its due date while something is due", () => {
    expect(displayedStatus(unpaid, "2027-01-05")).toBe("partially_paid");
    expect(displayedStatus(unpaid, "2027-01-06")).toBe("overdue");
    expect(displayedStatus({ ...unpaid, balance_due: 0, status: "paid" }, "2027-02-06")).toBe("paid");
    expect(displayedStatus({ ...unpaid, status: "cancelled" }, "2027-02-06")).toBe("cancelled");
    expect(daysLate("2027-01-05", "2027-01-20")).toBe(15);
    expect(dueLabel(unpaid, "2027-01-06")).toMatch(/^Échue le 5\sjanvier\s2027 \(1 jour de retard\)$/);
  });

  it("the statement's CSV has one row per piece with the running balance, amounts with a decimal comma", () => {
    const statement: Statement = {
      organisation: { id: "o", legal_name: "Société Générale Côte d'Ivoire", currency: "XOF" },
      generated_at: "2027-01-20T10:00:00Z",
      totals: [],
      lines: [
        {
          date: "2026-12-06T10:00:00Z",
          kind: "invoice",
          number: "FAC-2026-000042",
          label: "Convention CONV-2026-000007",
          debit: 1180000,
          credit: 0,
          currency: "XOF",
          invoice_id: 42,
          due_on: "2027-01-05",
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
          invoice_id: 42,
          due_on: null,
          balance: 680000,
        },
      ],
    };
    const rows = statementCsv(statement).replace("\uFEFF", "").trim().split("\r\n");
    expect(rows[0]).toBe("Date;Type;Pièce;Libellé;Débit;Crédit;Solde;Devise;Échéance");
    expect(rows[1]).toBe(
      "2026-12-06;Facture;FAC-2026-000042;Convention CONV-2026-000007;1180000,00;;1180000,00;XOF;2027-01-05",
    );
    expect(rows[2]).toBe(
      "2026-12-20;Paiement;FAC-2026-000042;Paiement par virement — réf. VIR-0042;;500000,00;680000,00;XOF;",
    );
    expect(statementFileName(statement.organisation.legal_name, statement.generated_at)).toBe(
      "releve-societe-generale-cote-d-ivoire-2027-01-20.csv",
    );
  });

  it("the database's French refusals are shown as they are", () => {
    expect(companyInvoiceErrorMessage({ code: "PA422", message: "Le montant dépasse le solde dû." })).toBe(
      "Le montant dépasse le solde dû.",
    );
    expect(companyInvoiceErrorMessage({ code: "XX000", message: "boom" })).toBe(
      "Une erreur est survenue. Veuillez réessayer plus tard.",
    );
  });
});
