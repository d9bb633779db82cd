import type { ContractFields } from "../_shared/contract.ts";
import { verifiedCaller } from "../_shared/caller.ts";
import { asCaller } from "../_shared/clients.ts";
import {
  renderCompanyCreditNotePdf,
  renderCompanyInvoicePdf,
  type CompanyCreditNoteDocument,
  type CompanyInvoiceDocument,
} from "./company-invoice-pdf.ts";
import { envObject } from "../_shared/env.ts";
import { readInvoiceSettings, useInvoiceSettings } from "../_shared/invoice-settings.ts";
import { positiveId } from "../_shared/request-values.ts";
import { functionError } from "../_shared/responses.ts";

/** The columns a company invoice's PDF prints (public.company_invoices, decision 1000). */
const INVOICE_COLUMNS = `number, kind, issued_at, due_on, payment_terms_days, customer_name, customer_registration,
  customer_tax_number, customer_address, customer_country, description, purchase_order, amount, amount_paid,
  amount_credited, balance_due, currency, status, funder_id, organisations(legal_name)`;

const pdfResponse = (bytes: Uint8Array, filename: string) =>
  new Response(bytes as BlobPart, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  });

async function parameters(request: Request): Promise<ContractFields<"company-invoice">> {
  if (request.method === "POST") {
    return ((await request.json().catch(() => null)) as Record<string, unknown> | null) ?? {};
  }
  return Object.fromEntries(new URL(request.url).searchParams);
}

type InvoiceRow = Omit<CompanyInvoiceDocument, "beneficiary"> & {
  funder_id: number | null;
  organisations: { legal_name: string } | null;
};

/**
 * /functions/v1/company-invoice ?invoice_id= (or ?credit_note_id=; POST with the same JSON keys) — the PDF of a
 * company invoice or of its credit note, read as the caller: Row Level Security gives staff every one and a training
 * manager their own organisation's; anyone else gets 404.
 */
export async function companyInvoiceDocument(request: Request): Promise<Response> {
  const caller = await verifiedCaller(request);
  if (caller instanceof Response) return caller;
  if (caller.role === "anon") return functionError(401, "not_signed_in", "Connectez-vous pour continuer.");
  const params = await parameters(request);
  const invoiceId = positiveId(params.invoice_id);
  const creditNoteId = positiveId(params.credit_note_id);
  if (!invoiceId && !creditNoteId) {
    return functionError(422, "invoice_not_found", "Indiquez la facture (invoice_id) ou l'avoir (credit_note_id).");
  }
  useInvoiceSettings(readInvoiceSettings(envObject()));
  if (invoiceId) {
    const { data, error } = await asCaller(request)
      .from("company_invoices")
      .select(INVOICE_COLUMNS)
      .eq("id", invoiceId)
      .maybeSingle<InvoiceRow>();
    if (error) throw new Error(`company invoice read failed: ${error.message}`);
    if (!data) return functionError(404, "invoice_not_found", "Cette facture n'existe pas.");
    const { organisations, funder_id, ...invoice } = data;
    const beneficiary = funder_id ? (organisations?.legal_name ?? null) : null;
    return pdfResponse(await renderCompanyInvoicePdf({ ...invoice, beneficiary }), `facture-${invoice.number}.pdf`);
  }
  const { data, error } = await asCaller(request)
    .from("company_credit_notes")
    .select(
      `number, issued_at, amount, reason, company_invoices(number, issued_at, customer_name, customer_registration,
       customer_tax_number, customer_address, customer_country, purchase_order, currency, description)`,
    )
    .eq("id", creditNoteId!)
    .maybeSingle<Omit<CompanyCreditNoteDocument, "invoice"> & { company_invoices: CompanyCreditNoteDocument["invoice"] }>();
  if (error) throw new Error(`company credit note read failed: ${error.message}`);
  if (!data) return functionError(404, "credit_note_not_found", "Cet avoir n'existe pas.");
  const { company_invoices: invoice, ...note } = data;
  return pdfResponse(await renderCompanyCreditNotePdf({ ...note, invoice }), `avoir-${note.number}.pdf`);
}
