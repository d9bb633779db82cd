import type { Currency, LedgerEntry } from "../api/finance";
import { sizeOf, type Amounts } from "./receivables";

export const REVENUE_GROUPINGS = {
  client: "Par client",
  formation: "Par formation",
  month: "Par mois",
} as const;
export type RevenueGrouping = keyof typeof REVENUE_GROUPINGS;

export interface RevenueRow {
  label: string;
  /** Invoiced less credited, per currency (amounts TTC, as invoices). */
  net: Amounts;
  invoices: number;
}

export interface Revenue {
  net: Amounts;
  invoiced: Amounts;
  credited: Amounts;
  rows: RevenueRow[];
}

const add = (amounts: Amounts, currency: Currency, value: number) => {
  amounts[currency] = Math.round(((amounts[currency] ?? 0) + value) * 100) / 100;
};

const MONTHS = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" });

/** The client a revenue line belongs to: the company for its invoices and its funder's share, else the learner. */
function clientOf(entry: LedgerEntry): string {
  return entry.organisation ?? entry.customer;
}

function labelOf(entry: LedgerEntry, grouping: RevenueGrouping): string {
  if (grouping === "client") return clientOf(entry);
  if (grouping === "formation") return entry.formation;
  const month = MONTHS.format(new Date(`${entry.entry_date.slice(0, 7)}-01T00:00:00Z`));
  return month.charAt(0).toUpperCase() + month.slice(1);
}

/**
 * Revenue over the ledger's period (issue 43 item 9): invoices less credit notes — payments received are cash, not
 * revenue, and are left out — grouped by client, formation or month. Months read in order; other groups by size.
 */
export function revenue(entries: LedgerEntry[], grouping: RevenueGrouping): Revenue {
  const result: Revenue = { net: {}, invoiced: {}, credited: {}, rows: [] };
  const rows = new Map<string, RevenueRow & { sortKey: string }>();
  for (const entry of entries) {
    if (entry.entry_kind === "payment") continue;
    const sign = entry.entry_kind === "invoice" ? 1 : -1;
    add(entry.entry_kind === "invoice" ? result.invoiced : result.credited, entry.currency, entry.amount);
    add(result.net, entry.currency, sign * entry.amount);
    const label = labelOf(entry, grouping);
    const row = rows.get(label) ?? { label, net: {}, invoices: 0, sortKey: entry.entry_date.slice(0, 7) };
    add(row.net, entry.currency, sign * entry.amount);
    if (entry.entry_kind === "invoice") row.invoices += 1;
    rows.set(label, row);
  }
  result.rows = [...rows.values()]
    .sort((a, b) =>
      grouping === "month"
        ? a.sortKey.localeCompare(b.sortKey)
        : sizeOf(b.net) - sizeOf(a.net) || a.label.localeCompare(b.label),
    )
    .map(({ sortKey: _sortKey, ...row }) => row);
  return result;
}
