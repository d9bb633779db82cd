import { formatDate, type Currency } from "@common/format";
import { toCsv } from "~/features/enquiries/admin";

/** Company invoices (issue 43 item 6, decision 1000): what the screens read and how they name it. */
export type CompanyInvoiceStatus = "issued" | "partially_paid" | "paid" | "overdue" | "cancelled";
export type CompanyInvoiceKind = "full" | "deposit" | "balance" | "funder" | "other";

export interface CompanyInvoice {
  id: number;
  number: string;
  organisation_id: string;
  funder_id: number | null;
  agreement_id: number | null;
  kind: CompanyInvoiceKind;
  customer_name: string;
  description: string;
  purchase_order: string | null;
  amount: number | string;
  amount_paid: number | string;
  amount_credited: number | string;
  balance_due: number | string;
  currency: Currency;
  payment_terms_days: number;
  issued_at: string;
  due_on: string;
  status: CompanyInvoiceStatus;
}

export const COMPANY_INVOICE_COLUMNS =
  "id, number, organisation_id, funder_id, agreement_id, kind, customer_name, description, purchase_order, amount, amount_paid, amount_credited, balance_due, currency, payment_terms_days, issued_at, due_on, status";

export const STATUS_LABELS: Record<CompanyInvoiceStatus, string> = {
  issued: "Émise",
  partially_paid: "Partiellement payée",
  paid: "Payée",
  overdue: "En retard",
  cancelled: "Annulée",
};

export const KIND_LABELS: Record<CompanyInvoiceKind, string> = {
  full: "Facture",
  deposit: "Acompte",
  balance: "Solde",
  funder: "Part du financeur",
  other: "Facture",
};

export const PAYMENT_METHOD_LABELS = {
  virement: "Virement",
  cheque: "Chèque",
  mobile_money: "Mobile Money",
  carte: "Carte",
  especes: "Espèces",
} as const;
export type PaymentMethod = keyof typeof PAYMENT_METHOD_LABELS;

/** Today's date (YYYY-MM-DD, UTC as the database's due dates). */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * The status as shown: the database's, and « En retard » as soon as the due date has passed with something still
 * due (the database records it at the first reminder's run, the screen does not wait for it).
 */
export function displayedStatus(
  invoice: Pick<CompanyInvoice, "status" | "due_on" | "balance_due">,
  today = todayIso(),
) {
  if (
    (invoice.status === "issued" || invoice.status === "partially_paid") &&
    invoice.due_on < today &&
    Number(invoice.balance_due) > 0
  ) {
    return "overdue" as const;
  }
  return invoice.status;
}

/** Days past the due date (0 when not yet due). */
export function daysLate(dueOn: string, today = todayIso()): number {
  return Math.max(0, Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueOn}T00:00:00Z`)) / 86_400_000));
}

/** One line of a statement of account (public.company_statement). */
export interface StatementLine {
  date: string;
  kind: "invoice" | "payment" | "credit_note";
  number: string;
  label: string;
  debit: number;
  credit: number;
  currency: Currency;
  invoice_id: number;
  due_on: string | null;
  balance: number;
}

export interface StatementTotals {
  currency: Currency;
  invoiced: number;
  paid: number;
  credited: number;
  balance_due: number;
  overdue: number;
}

export interface Statement {
  organisation: { id: string; legal_name: string; currency: Currency };
  generated_at: string;
  lines: StatementLine[];
  totals: StatementTotals[];
}

export const STATEMENT_KIND_LABELS: Record<StatementLine["kind"], string> = {
  invoice: "Facture",
  payment: "Paiement",
  credit_note: "Avoir",
};

/** Amounts with a decimal comma, as French-language Excel reads them (as the payments export). */
const decimal = (value: number | string) => Number(value).toFixed(2).replace(".", ",");

/** The statement of account as CSV: one row per invoice, payment and credit note, with the running balance. */
export function statementCsv(statement: Statement): string {
  return toCsv(
    ["Date", "Type", "Pièce", "Libellé", "Débit", "Crédit", "Solde", "Devise", "Échéance"],
    statement.lines.map((line) => [
      line.date.slice(0, 10),
      STATEMENT_KIND_LABELS[line.kind],
      line.number,
      line.label,
      line.debit ? decimal(line.debit) : "",
      line.credit ? decimal(line.credit) : "",
      decimal(line.balance),
      line.currency,
      line.due_on ?? "",
    ]),
  );
}

export const statementFileName = (legalName: string, generatedAt: string) =>
  `releve-${legalName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase()}-${generatedAt.slice(0, 10)}.csv`;

/** « Échéance le 5 janvier 2027 » or « En retard de 12 jours ». */
export function dueLabel(invoice: Pick<CompanyInvoice, "status" | "due_on" | "balance_due">, today = todayIso()) {
  const shown = displayedStatus(invoice, today);
  if (shown === "overdue") {
    const days = daysLate(invoice.due_on, today);
    return `Échue le ${formatDate(invoice.due_on)} (${days} jour${days > 1 ? "s" : ""} de retard)`;
  }
  return `Échéance le ${formatDate(invoice.due_on)}`;
}

/** A refusal of the database (PostgREST shape) as a French sentence: its own for the PA codes. */
export function companyInvoiceErrorMessage(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code && /^PA\d{3}$/.test(code) && message) return message;
  if (error instanceof Error && !code && error.message) return error.message;
  if (code === "42501") return "Votre compte n'a pas le droit de faire cette opération.";
  return "Une erreur est survenue. Veuillez réessayer plus tard.";
}
