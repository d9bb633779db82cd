import { callRpc, type RpcCall } from "~/lib/call-rpc";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { downloadFunctionPdf } from "~/lib/invoke-function";
import { getSupabase } from "~/lib/supabase";
import {
  COMPANY_INVOICE_COLUMNS,
  type CompanyInvoice,
  type PaymentMethod,
  type Statement,
} from "../lib/company-invoices";

/** A refusal of the database, kept with its code so the screens show its French message (PA codes). */
export class CompanyInvoiceError extends Error {
  readonly code: string | undefined;
  constructor(error: { code?: string; message?: string }) {
    super(error.message ?? "");
    this.name = "CompanyInvoiceError";
    this.code = error.code;
  }
}

export const companyInvoiceKeys = {
  all: ["company-invoices"] as const,
  list: (filter: string) => ["company-invoices", "list", filter] as const,
  ofOrganisation: (id: string) => ["company-invoices", "organisation", id] as const,
  one: (id: number) => ["company-invoices", "one", id] as const,
  statement: (id: string) => ["company-invoices", "statement", id] as const,
};

export type InvoiceListItem = CompanyInvoice & { organisations: { legal_name: string } | null };

/** Staff's list: every company invoice, or the overdue ones (« Relances »), newest first. */
export async function listCompanyInvoices(filter: "all" | "overdue"): Promise<InvoiceListItem[]> {
  const client = await getSupabase();
  let query = client
    .from("company_invoices")
    .select(`${COMPANY_INVOICE_COLUMNS}, organisations(legal_name)`)
    .order("issued_at", { ascending: false })
    .limit(500);
  if (filter === "overdue") {
    const today = new Date().toISOString().slice(0, 10);
    query = query.in("status", ["issued", "partially_paid", "overdue"]).lt("due_on", today).gt("balance_due", 0);
  }
  const { data, error } = await query;
  if (error) throw new CompanyInvoiceError(error);
  return (data ?? []) as unknown as InvoiceListItem[];
}

/** An organisation's invoices (the training manager's space reads its own through RLS). */
export async function listOrganisationInvoices(organisationId: string): Promise<CompanyInvoice[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from("company_invoices")
    .select(COMPANY_INVOICE_COLUMNS)
    .eq("organisation_id", organisationId)
    .is("funder_id", null)
    .order("issued_at", { ascending: false });
  if (error) throw new CompanyInvoiceError(error);
  return (data ?? []) as unknown as CompanyInvoice[];
}

export interface InvoicePayment {
  id: number;
  amount: number | string;
  paid_on: string;
  method: PaymentMethod;
  reference: string | null;
  recorded_at: string;
}
export interface InvoiceCreditNote {
  id: number;
  number: string;
  amount: number | string;
  reason: string;
  issued_at: string;
}
export type InvoiceDetail = InvoiceListItem & {
  customer_registration: string | null;
  customer_tax_number: string | null;
  customer_address: string | null;
  customer_country: string | null;
  customer_email: string | null;
  company_invoice_payments: InvoicePayment[];
  company_credit_notes: InvoiceCreditNote[];
  company_invoice_reminders: { step: number; sent_at: string }[];
};

export async function getCompanyInvoice(id: number): Promise<InvoiceDetail | null> {
  const client = await getSupabase();
  const { data, error } = await client
    .from("company_invoices")
    .select(
      `${COMPANY_INVOICE_COLUMNS}, customer_registration, customer_tax_number, customer_address, customer_country,
       customer_email, organisations(legal_name), company_invoice_payments(id, amount, paid_on, method, reference, recorded_at),
       company_credit_notes(id, number, amount, reason, issued_at), company_invoice_reminders(step, sent_at)`,
    )
    .eq("id", id)
    .maybeSingle();
  if (error) throw new CompanyInvoiceError(error);
  return data as unknown as InvoiceDetail | null;
}

export async function getStatement(organisationId: string): Promise<Statement> {
  const client = await getSupabase();
  const { data, error } = await client.rpc("company_statement", { p_organisation: organisationId });
  if (error) throw new CompanyInvoiceError(error);
  return data as unknown as Statement;
}

/** The organisations staff invoice (their own columns, read through RLS: staff read them all). */
export interface InvoicedOrganisation {
  id: string;
  legal_name: string;
  currency: "XOF" | "CAD";
  purchase_order_required: boolean;
}

export async function listInvoicedOrganisations(): Promise<InvoicedOrganisation[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from("organisations")
    .select("id, legal_name, currency, purchase_order_required")
    .order("legal_name");
  if (error) throw new CompanyInvoiceError(error);
  return (data ?? []) as InvoicedOrganisation[];
}

export const useInvoicedOrganisations = () =>
  useQuery({ queryKey: [...companyInvoiceKeys.all, "organisations"], queryFn: listInvoicedOrganisations });

export const useCompanyInvoices = (filter: "all" | "overdue") =>
  useQuery(queryOptions({ queryKey: companyInvoiceKeys.list(filter), queryFn: () => listCompanyInvoices(filter) }));
export const useOrganisationInvoices = (organisationId: string) =>
  useQuery({
    queryKey: companyInvoiceKeys.ofOrganisation(organisationId),
    queryFn: () => listOrganisationInvoices(organisationId),
  });
export const useCompanyInvoice = (id: number) =>
  useQuery({ queryKey: companyInvoiceKeys.one(id), queryFn: () => getCompanyInvoice(id) });
export const useStatement = (organisationId: string, enabled = true) =>
  useQuery({
    queryKey: companyInvoiceKeys.statement(organisationId),
    queryFn: () => getStatement(organisationId),
    enabled: enabled && organisationId !== "",
  });

function useInvalidating<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyInvoiceKeys.all }),
  });
}

async function rpc<T>(...call: RpcCall): Promise<T> {
  const { data, error } = await callRpc<T>(...call);
  if (error) throw new CompanyInvoiceError(error);
  return data as T;
}

export interface NewInvoice {
  organisationId: string;
  description: string;
  amount: number;
  purchaseOrder: string;
  funderId: number | null;
}

export const useIssueInvoice = () =>
  useInvalidating((input: NewInvoice) =>
    rpc<CompanyInvoice>("issue_company_invoice", {
      p_organisation: input.organisationId,
      p_description: input.description,
      p_amount: input.amount,
      p_purchase_order: input.purchaseOrder || null,
      p_funder: input.funderId,
    }),
  );

export const useRecordPayment = () =>
  useInvalidating(
    (input: { invoiceId: number; amount: number; paidOn: string; method: PaymentMethod; reference: string }) =>
      rpc<CompanyInvoice>("record_company_invoice_payment", {
        p_invoice: input.invoiceId,
        p_amount: input.amount,
        p_paid_on: input.paidOn,
        p_method: input.method,
        p_reference: input.reference || null,
      }),
  );

export const useIssueCreditNote = () =>
  useInvalidating((input: { invoiceId: number; amount: number; reason: string }) =>
    rpc<InvoiceCreditNote>("issue_company_credit_note", {
      p_invoice: input.invoiceId,
      p_amount: input.amount,
      p_reason: input.reason,
    }),
  );

export const useCancelInvoice = () =>
  useInvalidating((input: { invoiceId: number; reason: string }) =>
    rpc<CompanyInvoice>("cancel_company_invoice", { p_invoice: input.invoiceId, p_reason: input.reason }),
  );

export const useIssueAgreementInvoices = () =>
  useInvalidating((agreementId: number) =>
    rpc<CompanyInvoice[]>("issue_agreement_invoices", { p_agreement: agreementId }),
  );

export const useIssueAgreementBalance = () =>
  useInvalidating((agreementId: number) =>
    rpc<CompanyInvoice>("issue_agreement_balance", { p_agreement: agreementId }),
  );

/** The PDF of an invoice or of a credit note (the company-invoice function, read through RLS). */
export async function downloadCompanyDocument(
  target: { invoiceId: number; number: string } | { creditNoteId: number; number: string },
): Promise<void> {
  const isInvoice = "invoiceId" in target;
  await downloadFunctionPdf(
    "company-invoice",
    isInvoice ? { invoice_id: target.invoiceId } : { credit_note_id: target.creditNoteId },
    `${isInvoice ? "facture" : "avoir"}-${target.number}.pdf`,
    "Le PDF n'a pas pu être préparé.",
  );
}
