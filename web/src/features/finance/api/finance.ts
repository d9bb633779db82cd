import { queryOptions, useQuery } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";

export type Currency = "XOF" | "CAD";

/** One row of public.sales_ledger: an invoice, a credit note or a payment received (decision 1010). */
export interface LedgerEntry {
  entry_date: string;
  entry_kind: "invoice" | "credit_note" | "payment";
  customer_kind: "learner" | "company";
  invoice_kind: string;
  number: string | null;
  customer: string;
  organisation: string | null;
  funder: string | null;
  formation: string;
  amount: number;
  currency: Currency;
  reference: string | null;
  invoice_number: string;
}

/** An open company invoice, as the receivables read it (staff read every company invoice through RLS). */
export interface OpenInvoice {
  id: number;
  number: string;
  kind: string;
  customer_name: string;
  due_on: string;
  amount: number;
  balance_due: number;
  currency: Currency;
  status: "issued" | "partially_paid" | "overdue";
  organisations: { legal_name: string } | null;
  funders: { name: string } | null;
}

export const financeKeys = {
  all: ["finance"] as const,
  ledger: (from: string, to: string) => ["finance", "ledger", from, to] as const,
  receivables: ["finance", "receivables"] as const,
};

export class FinanceError extends Error {}

/**
 * Every line of the period in one answer (sales_ledger_lines(): one JSON array, in the export's order; decision 1132).
 * Read a thousand lines a request before (decision 1077), each request computed the whole period again: a year at a
 * firm's volume (≈ 23,000 lines) took 23 requests and 5 s; now one, computed once.
 */
export async function salesLedger(from: string, to: string): Promise<LedgerEntry[]> {
  const client = await getSupabase();
  const { data, error } = await client.rpc("sales_ledger_lines", { p_from: from, p_to: to });
  if (error) {
    throw new FinanceError(
      error.code?.startsWith("PA") ? error.message : "Le journal des ventes n'a pas pu être chargé.",
    );
  }
  return ((data ?? []) as unknown as LedgerEntry[]).map((row) => ({ ...row, amount: Number(row.amount) }));
}

export async function openInvoices(): Promise<OpenInvoice[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from("company_invoices")
    .select(
      "id, number, kind, customer_name, due_on, amount, balance_due, currency, status, organisations(legal_name), funders(name)",
    )
    .in("status", ["issued", "partially_paid", "overdue"])
    .order("due_on");
  if (error) throw new FinanceError("L'encours des entreprises n'a pas pu être chargé.");
  return (data ?? []).map(
    (row) => ({ ...row, amount: Number(row.amount), balance_due: Number(row.balance_due) }) as OpenInvoice,
  );
}

export function useSalesLedger(from: string, to: string, enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: financeKeys.ledger(from, to), queryFn: () => salesLedger(from, to), enabled }),
  );
}

export function useOpenInvoices() {
  return useQuery(queryOptions({ queryKey: financeKeys.receivables, queryFn: openInvoices }));
}
