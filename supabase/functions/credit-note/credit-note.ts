import { asCaller } from "../_shared/clients.ts";
import { functionError } from "../_shared/responses.ts";
import { renderCreditNotePdf, type CreditNoteData, type InvoiceData } from "../_shared/invoice-pdf.ts";
import { signedIn, enrollmentIdOf, pdfResponse, requestParameter, useIssuerFromSecrets, SESSION_COLUMNS } from "../_shared/documents.ts";

/**
 * POST /functions/v1/credit-note { enrollment_id, number? } (or GET ?enrollment_id=&number=) — a credit note (avoir) of
 * a refunded enrollment: the one numbered `number`, else its first. Read as the caller, like the invoice: a learner
 * gets their own, an admin everyone's.
 */
export async function creditNote(request: Request): Promise<Response> {
  const caller = await signedIn(request);
  if (caller instanceof Response) return caller;
  // The body is read once per parameter: each read takes a copy.
  const enrollmentId = await enrollmentIdOf(request.clone(), "credit-note");
  if (!enrollmentId) return functionError(422, "invalid_enrollment", "Indiquez l'inscription (enrollment_id).");
  const asked = await requestParameter(request, "credit-note", "number");
  if (asked !== undefined && asked !== null && (typeof asked !== "string" || !/^AV-\d{4}-\d{6}$/.test(asked))) {
    return functionError(422, "invalid_number", "Numéro d'avoir invalide (AV-AAAA-NNNNNN).");
  }
  let query = asCaller(request)
    .from("credit_notes")
    .select(
      `number, issued_at, customer_name, customer_email, customer_company, formation_title, amount, currency,
       enrollment_id, invoices(number, issued_at, payment_reference, ${SESSION_COLUMNS}), refunds(refunded_at)`,
    )
    .eq("enrollment_id", enrollmentId);
  // A seat paid in instalments has one credit note per refund paid out (decision 1116): the one asked, else the first.
  if (typeof asked === "string") query = query.eq("number", asked);
  const { data, error } = await query.order("id").limit(1).maybeSingle();
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
