import type { Currency, OpenInvoice } from "../api/finance";

export type Amounts = Partial<Record<Currency, number>>;

/** How late the unpaid balance is: not due yet, then by 30-day slices past the due date. */
export const AGING_BUCKETS = {
  current: "Non échu",
  late30: "1 à 30 jours de retard",
  late60: "31 à 60 jours",
  late90: "Plus de 60 jours",
} as const;
export type AgingBucket = keyof typeof AGING_BUCKETS;

export interface DebtorBalance {
  /** Whom the invoices are addressed to: the company, or a funder for its share. */
  debtor: string;
  /** The company the training is for (the funder's invoices name it too). */
  organisation: string;
  invoices: number;
  due: Amounts;
  overdue: Amounts;
  oldestDueOn: string;
}

export interface Receivables {
  due: Amounts;
  overdue: Amounts;
  aging: Record<AgingBucket, Amounts>;
  /** Debtors with the most overdue first, then the most due. */
  debtors: DebtorBalance[];
}

const add = (amounts: Amounts, currency: Currency, value: number) => {
  amounts[currency] = Math.round(((amounts[currency] ?? 0) + value) * 100) / 100;
};

const DAY = 86_400_000;

export function agingBucket(dueOn: string, today: Date): AgingBucket {
  const late = Math.floor(
    (Date.parse(`${today.toISOString().slice(0, 10)}T00:00:00Z`) - Date.parse(`${dueOn}T00:00:00Z`)) / DAY,
  );
  if (late <= 0) return "current";
  if (late <= 30) return "late30";
  if (late <= 60) return "late60";
  return "late90";
}

/**
 * A rough size of amounts in both currencies, only to order rows that hold francs and dollars (never shown, never
 * added): about 440 F CFA to the Canadian dollar.
 */
export const sizeOf = (amounts: Amounts) => (amounts.XOF ?? 0) / 440 + (amounts.CAD ?? 0);

/** What companies and funders owe the firm (issue 43 item 9): in total, by lateness and by debtor. */
export function receivables(invoices: OpenInvoice[], today = new Date()): Receivables {
  const total: Receivables = {
    due: {},
    overdue: {},
    aging: { current: {}, late30: {}, late60: {}, late90: {} },
    debtors: [],
  };
  const byDebtor = new Map<string, DebtorBalance>();
  for (const invoice of invoices) {
    if (invoice.balance_due <= 0) continue;
    const bucket = agingBucket(invoice.due_on, today);
    const organisation = invoice.organisations?.legal_name ?? invoice.customer_name;
    const debtor = invoice.funders?.name ?? organisation;
    const key = `${debtor}\u0000${organisation}`;
    const balance = byDebtor.get(key) ?? {
      debtor,
      organisation,
      invoices: 0,
      due: {},
      overdue: {},
      oldestDueOn: invoice.due_on,
    };
    balance.invoices += 1;
    add(balance.due, invoice.currency, invoice.balance_due);
    add(total.due, invoice.currency, invoice.balance_due);
    add(total.aging[bucket], invoice.currency, invoice.balance_due);
    if (bucket !== "current") {
      add(balance.overdue, invoice.currency, invoice.balance_due);
      add(total.overdue, invoice.currency, invoice.balance_due);
    }
    if (invoice.due_on < balance.oldestDueOn) balance.oldestDueOn = invoice.due_on;
    byDebtor.set(key, balance);
  }
  total.debtors = [...byDebtor.values()].sort(
    (a, b) =>
      sizeOf(b.overdue) - sizeOf(a.overdue) || sizeOf(b.due) - sizeOf(a.due) || a.debtor.localeCompare(b.debtor),
  );
  return total;
}
