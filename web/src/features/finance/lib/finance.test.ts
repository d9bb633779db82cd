import { describe, expect, it } from "vitest";
import type { LedgerEntry, OpenInvoice } from "../api/finance";
import { ledgerCsv } from "./ledger-csv";
import { agingBucket, receivables } from "./receivables";
import { revenue } from "./revenue";

const today = new Date("2026-12-06T10:00:00Z");

function open(overrides: Partial<OpenInvoice>): OpenInvoice {
  return {
    id: 1,
    number: "FAC-2026-000100",
    kind: "full",
    customer_name: "Sotra SA",
    due_on: "2026-12-20",
    amount: 1000000,
    balance_due: 1000000,
    currency: "XOF",
    status: "issued",
    organisations: { legal_name: "Sotra SA" },
    funders: null,
    ...overrides,
  };
}

describe("receivables", () => {
  it("puts a balance in its lateness slice from the day after its due date", () => {
    expect(agingBucket("2026-12-06", today)).toBe("current");
    expect(agingBucket("2026-12-05", today)).toBe("late30");
    expect(agingBucket("2026-11-06", today)).toBe("late30");
    expect(agingBucket("2026-11-05", today)).toBe("late60");
    expect(agingBucket("2026-10-06", today)).toBe("late90");
  });

  it("adds up what each company and funder owes, overdue first, currencies apart", () => {
    const result = receivables(
      [
        open({ id: 1, balance_due: 600000, status: "partially_paid" }),
        open({ id: 2, due_on: "2026-11-20", balance_due: 400000, status: "overdue" }),
        open({ id: 3, customer_name: "FDFP", funders: { name: "FDFP" }, due_on: "2026-09-01", balance_due: 300000 }),
        open({ id: 4, organisations: { legal_name: "Hydro Conseil" }, currency: "CAD", balance_due: 1500.5 }),
        open({ id: 5, balance_due: 0, status: "issued" }),
      ],
      today,
    );
    expect(result.due).toEqual({ XOF: 1300000, CAD: 1500.5 });
    expect(result.overdue).toEqual({ XOF: 700000 });
    expect(result.aging).toEqual({
      current: { XOF: 600000, CAD: 1500.5 },
      late30: { XOF: 400000 },
      late60: {},
      late90: { XOF: 300000 },
    });
    expect(result.debtors.map((debtor) => [debtor.debtor, debtor.organisation, debtor.invoices])).toEqual([
      ["Sotra SA", "Sotra SA", 2],
      ["FDFP", "Sotra SA", 1],
      ["Hydro Conseil", "Hydro Conseil", 1],
    ]);
    expect(result.debtors[0]).toMatchObject({
      due: { XOF: 1000000 },
      overdue: { XOF: 400000 },
      oldestDueOn: "2026-11-20",
    });
  });
});

function entry(overrides: Partial<LedgerEntry>): LedgerEntry {
  return {
    entry_date: "2026-11-10",
    entry_kind: "invoice",
    customer_kind: "learner",
    invoice_kind: "learner",
    number: "FAC-2026-000001",
    customer: "Awa Koné",
    organisation: null,
    funder: null,
    formation: "Gestion de projet",
    amount: 350000,
    currency: "XOF",
    reference: "PA-1",
    invoice_number: "FAC-2026-000001",
    ...overrides,
  };
}

const ledger = [
  entry({}),
  entry({ entry_date: "2026-11-12", number: "AV-2026-000001", entry_kind: "credit_note", amount: 350000 }),
  entry({
    entry_date: "2026-12-01",
    number: "FAC-2026-000002",
    customer_kind: "company",
    invoice_kind: "deposit",
    customer: "Sotra SA",
    organisation: "Sotra SA",
    formation: "Leadership",
    amount: 300000,
    reference: "BC-778",
  }),
  entry({
    entry_date: "2026-12-01",
    number: "FAC-2026-000003",
    customer_kind: "company",
    invoice_kind: "funder",
    customer: "FDFP",
    organisation: "Sotra SA",
    funder: "FDFP",
    formation: "Leadership",
    amount: 400000,
  }),
  entry({
    entry_date: "2026-12-03",
    entry_kind: "payment",
    number: null,
    customer_kind: "company",
    invoice_kind: "deposit",
    customer: "Sotra SA",
    organisation: "Sotra SA",
    formation: "Leadership",
    amount: 300000,
    reference: "VIR-99",
    invoice_number: "FAC-2026-000002",
  }),
  entry({
    entry_date: "2026-12-04",
    number: "FAC-2026-000004",
    customer: "Jean Tremblay",
    currency: "CAD",
    amount: 1200,
  }),
];

describe("revenue", () => {
  it("counts invoices less credit notes, never payments, and gives a funder's share to its company", () => {
    const byClient = revenue(ledger, "client");
    expect(byClient.invoiced).toEqual({ XOF: 1050000, CAD: 1200 });
    expect(byClient.credited).toEqual({ XOF: 350000 });
    expect(byClient.net).toEqual({ XOF: 700000, CAD: 1200 });
    expect(byClient.rows).toEqual([
      { label: "Sotra SA", net: { XOF: 700000 }, invoices: 2 },
      { label: "Jean Tremblay", net: { CAD: 1200 }, invoices: 1 },
      { label: "Awa Koné", net: { XOF: 0 }, invoices: 1 },
    ]);
  });

  it("groups by formation, and by month in the calendar's order", () => {
    expect(revenue(ledger, "formation").rows.map((row) => [row.label, row.net])).toEqual([
      ["Leadership", { XOF: 700000 }],
      ["Gestion de projet", { XOF: 0, CAD: 1200 }],
    ]);
    expect(revenue(ledger, "month").rows.map((row) => [row.label, row.net])).toEqual([
      ["Novembre 2026", { XOF: 0 }],
      ["Décembre 2026", { XOF: 700000, CAD: 1200 }],
    ]);
  });
});

describe("ledgerCsv", () => {
  it("writes invoices as debits, credit notes and payments as credits, with their nature", () => {
    const lines = ledgerCsv(ledger)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Date;Pièce;Numéro;Nature;Client;Entreprise;Financeur;Formation;Débit;Crédit;Devise;Référence;Facture liée",
    );
    expect(lines[1]).toBe(
      "2026-11-10;Facture;FAC-2026-000001;Apprenant;Awa Koné;;;Gestion de projet;350000,00;;XOF;PA-1;FAC-2026-000001",
    );
    expect(lines[2]).toContain(";Avoir;AV-2026-000001;");
    expect(lines[2]).toContain(";;350000,00;XOF;");
    expect(lines[3]).toContain(";Entreprise (acompte);Sotra SA;Sotra SA;;Leadership;300000,00;;XOF;BC-778;");
    expect(lines[4]).toContain(";Financeur;FDFP;Sotra SA;FDFP;");
    expect(lines[5]).toBe(
      "2026-12-03;Encaissement;;Entreprise (acompte);Sotra SA;Sotra SA;;Leadership;;300000,00;XOF;VIR-99;FAC-2026-000002",
    );
    expect(lines).toHaveLength(7);
  });
});
