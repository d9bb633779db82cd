import type { Context } from "hono";
import { functionError, type EdgeFunction } from "../functions/edge-function";
import { renderCreditNotePdf, renderInvoicePdf, type CreditNoteData, type InvoiceData } from "./invoice-pdf";

async function enrollmentIdOf(c: Context): Promise<number | null> {
  let raw: unknown = c.req.query("enrollment_id");
  if (c.req.method === "POST")
    raw = ((await c.req.json().catch(() => ({}))) as { enrollment_id?: unknown }).enrollment_id;
  const enrollmentId = Number(raw);
  return Number.isSafeInteger(enrollmentId) && enrollmentId > 0 ? enrollmentId : null;
}

const pdfResponse = (bytes: Uint8Array, filename: string) =>
  new Response(bytes as BlobPart, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  });

/**
 * POST /functions/v1/invoice { enrollment_id } (or GET ?enrollment_id=) — the invoice PDF of a paid enrolment.
 * Read as the caller: Row Level Security lets a learner have their own invoices and an admin everyone's.
 */
export const invoiceFunction: EdgeFunction = async (c, context) => {
  const enrollmentId = await enrollmentIdOf(c);
  if (!enrollmentId) return functionError(c, 422, "invalid_enrollment", "Indiquez l'inscription (enrollment_id).");
  const invoice = await context.asCaller(async (tx) => {
    const { rows } = await tx.query<InvoiceData>(
      `select i.number, i.issued_at, i.customer_name, i.customer_email, i.customer_company, i.formation_title, i.amount,
              i.currency, i.payment_reference, i.enrollment_id, p.channel, p.provider_reference,
              to_char(i.session_starts_on, 'YYYY-MM-DD') as session_starts_on,
              to_char(i.session_ends_on, 'YYYY-MM-DD') as session_ends_on,
              i.session_format, i.session_city, i.session_venue
         from public.invoices i join public.payments p on p.id = i.payment_id
        where i.enrollment_id = $1`,
      [enrollmentId],
    );
    return rows[0];
  });
  if (!invoice)
    return functionError(
      c,
      404,
      "invoice_not_found",
      "Aucune facture pour cette inscription (pas encore payée, ou pas la vôtre).",
    );
  return pdfResponse(await renderInvoicePdf(invoice), `facture-${invoice.number}.pdf`);
};

/**
 * POST /functions/v1/credit-note { enrollment_id } (or GET ?enrollment_id=) — the credit note (avoir) of a refunded
 * enrolment. Read as the caller, like the invoice: a learner gets their own, an admin everyone's.
 */
export const creditNoteFunction: EdgeFunction = async (c, context) => {
  const enrollmentId = await enrollmentIdOf(c);
  if (!enrollmentId) return functionError(c, 422, "invalid_enrollment", "Indiquez l'inscription (enrollment_id).");
  const note = await context.asCaller(async (tx) => {
    const { rows } = await tx.query<CreditNoteData>(
      `select n.number, n.issued_at, n.customer_name, n.customer_email, n.customer_company, n.formation_title, n.amount,
              n.currency, n.enrollment_id, i.number as invoice_number, i.issued_at as invoice_issued_at,
              i.payment_reference, r.refunded_at,
              to_char(i.session_starts_on, 'YYYY-MM-DD') as session_starts_on,
              to_char(i.session_ends_on, 'YYYY-MM-DD') as session_ends_on,
              i.session_format, i.session_city, i.session_venue
         from public.credit_notes n
         join public.invoices i on i.id = n.invoice_id
         join public.refunds r on r.id = n.refund_id
        where n.enrollment_id = $1`,
      [enrollmentId],
    );
    return rows[0];
  });
  if (!note)
    return functionError(
      c,
      404,
      "credit_note_not_found",
      "Aucun avoir pour cette inscription (pas encore remboursée, ou pas la vôtre).",
    );
  return pdfResponse(await renderCreditNotePdf(note), `avoir-${note.number}.pdf`);
};
