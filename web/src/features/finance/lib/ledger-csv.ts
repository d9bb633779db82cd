import { toCsv } from "~/features/enquiries/admin";
import type { LedgerEntry } from "../api/finance";

const ENTRY_LABELS: Record<LedgerEntry["entry_kind"], string> = {
  invoice: "Facture",
  credit_note: "Avoir",
  payment: "Encaissement",
};

const INVOICE_KIND_LABELS: Record<string, string> = {
  learner: "Apprenant",
  instalment: "Apprenant (échéance)",
  full: "Entreprise",
  deposit: "Entreprise (acompte)",
  balance: "Entreprise (solde)",
  funder: "Financeur",
  other: "Entreprise (autre)",
};

const HEADER = [
  "Date",
  "Pièce",
  "Numéro",
  "Nature",
  "Client",
  "Entreprise",
  "Financeur",
  "Formation",
  "Débit",
  "Crédit",
  "Devise",
  "Référence",
  "Facture liée",
];

/** Decimal comma, as French-language spreadsheets read it. */
const decimal = (value: number) => value.toFixed(2).replace(".", ",");

/**
 * The accounting export of the sales ledger (decision 1010): one row per invoice, credit note and payment received,
 * the learners' and the companies' (deposits, balances, funders' shares). An invoice is a debit of the customer's
 * account, a credit note or a payment a credit: the accountant imports it as is.
 */
export function ledgerCsv(entries: readonly LedgerEntry[]): string {
  return toCsv(
    HEADER,
    entries.map((entry) => [
      entry.entry_date,
      ENTRY_LABELS[entry.entry_kind],
      entry.number ?? "",
      INVOICE_KIND_LABELS[entry.invoice_kind] ?? entry.invoice_kind,
      entry.customer,
      entry.organisation ?? "",
      entry.funder ?? "",
      entry.formation,
      entry.entry_kind === "invoice" ? decimal(entry.amount) : "",
      entry.entry_kind === "invoice" ? "" : decimal(entry.amount),
      entry.currency,
      entry.reference ?? "",
      entry.invoice_number,
    ]),
  );
}
