import { asCaller } from "../_shared/clients.ts";
import { functionError } from "../_shared/responses.ts";
import { renderInvoicePdf, type InvoiceData } from "../_shared/invoice-pdf.ts";
import { signedIn, requestParameter, enrollmentIdOf, pdfResponse, useIssuerFromSecrets, SESSION_COLUMNS } from "../_shared/documents.ts";

/**
 * POST /functions/v1/invoice { enrollment_id } (or GET ?enrollment_id=) — the invoice PDF of a paid enrollment.
 * Read as the caller: Row Level Security lets a learner have their own invoices and an admin everyone's.
 */
export async function invoice(request: Request): Promise<Response> {
  const caller = await signedIn(request);
  if (caller instanceof Response) return caller;
  // An instalment plan has one invoice per instalment (decision 1003): `number` names one, else the latest.
  const number = await requestParameter(request.clone(), "invoice", "number");
  const enrollmentId = await enrollmentIdOf(request, "invoice");
  if (!enrollmentId) return functionError(422, "invalid_enrollment", "Indiquez l'inscription (enrollment_id).");
  let query = asCaller(request)
    .from("invoices")
    .select(
      `number, issued_at, customer_name, customer_email, customer_company, formation_title, amount, currency,
       payment_reference, enrollment_id, trainee_name, ${SESSION_COLUMNS}, pricing_lines, payments(channel, provider_reference)`,
    )
    .eq("enrollment_id", enrollmentId);
  if (typeof number === "string" && number) query = query.eq("number", number);
  const { data, error } = await query.order("id", { ascending: false }).limit(1).maybeSingle();
  if (error) throw new Error(`invoice read failed: ${error.message}`);
  if (!data) {
    return functionError(404, "invoice_not_found", "Aucune facture pour cette inscription (pas encore payée, ou pas la vôtre).");
  }
  const { payments, ...row } = data as unknown as Omit<InvoiceData, "channel" | "provider_reference"> & {
    payments: { channel: string; provider_reference: string | null };
  };
  useIssuerFromSecrets();
  const pdf = await renderInvoicePdf({ ...row, channel: payments.channel, provider_reference: payments.provider_reference });
  return pdfResponse(pdf, `facture-${row.number}.pdf`);
}
