import { asCaller } from "../_shared/clients.ts";
import { functionError } from "../_shared/responses.ts";
import { renderCreditNotePdf, type CreditNoteData, type InvoiceData } from "../_shared/invoice-pdf.ts";
import { signedIn, enrollmentIdOf, pdfResponse, useIssuerFromSecrets, SESSION_COLUMNS } from "../_shared/documents.ts";

/**
 * POST /functions/v1/credit-note { enrollment_id } (or GET ?enrollment_id=) — the credit note (avoir) of a refunded
 * enrollment. Read as the caller, like the invoice: a learner gets their own, an admin everyone's.
 */
export async function creditNote(request: Request): Promise<Response> {
  const caller = await signedIn(request);
  if (caller instanceof Response) return caller;
  const enrollmentId = await enrollmentIdOf(request, "credit-note");
  if (!enrollmentId) return functionError(422, "invalid_enrollment", "Indiquez l'inscription (enrollment_id).");
  const { data, error } = await asCaller(request)
    .from("credit_notes")
    .select(
      `number, issued_at, customer_name, customer_email, customer_company, formation_title, amount, currency,
       enrollment_id, invoices(number, issued_at, payment_reference, ${SESSION_COLUMNS}), refunds(refunded_at)`,
    )
    .eq("enrollment_id", enrollmentId)
    // A seat paid in instalments has one credit note per refund paid out (decision 1116): the first is served.
    .order("id")
    .limit(1)
    .maybeSingle();
  if (error) throw new Error(`credit note read failed: ${error.message}`);
  if (!data) {
    return functionError(404, "credit_note_not_found", "Aucun avoir pour cette inscription (pas encore remboursée, ou pas la vôtre).");
  }
  type Row = Omit<CreditNoteData, "invoice_number" | "invoice_issued_at" | "payment_reference" | "refunded_at"> & {
    invoices: Pick<InvoiceData, "number" | "issued_at" | "payment_reference" | "session_starts_on" | "session_ends_on" | "session_format" | "session_city" | "session_venue">;
    refunds: { refunded_at: string | null };
  };
  const { invoices: invoiceRow, refunds, ...note } = data as unknown as Row;
  const { number: invoiceNumber, issued_at: invoiceIssuedAt, ...invoiceDetails } = invoiceRow;
  useIssuerFromSecrets();
  const pdf = await renderCreditNotePdf({
    ...note,
    ...invoiceDetails,
    invoice_number: invoiceNumber,
    invoice_issued_at: invoiceIssuedAt,
    refunded_at: refunds.refunded_at,
  });
  return pdfResponse(pdf, `avoir-${note.number}.pdf`);
}
