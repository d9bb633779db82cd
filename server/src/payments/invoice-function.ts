import { functionError, type EdgeFunction } from "../functions/edge-function";
import { renderInvoicePdf, type InvoiceData } from "./invoice-pdf";

/**
 * POST /functions/v1/invoice { enrollment_id } (or GET ?enrollment_id=) — the invoice PDF of a paid enrolment.
 * Read as the caller: Row Level Security lets a learner have their own invoices and an admin everyone's.
 */
export const invoiceFunction: EdgeFunction = async (c, context) => {
  let raw: unknown = c.req.query("enrollment_id");
  if (c.req.method === "POST")
    raw = ((await c.req.json().catch(() => ({}))) as { enrollment_id?: unknown }).enrollment_id;
  const enrollmentId = Number(raw);
  if (!Number.isSafeInteger(enrollmentId) || enrollmentId <= 0) {
    return functionError(c, 422, "invalid_enrollment", "Indiquez l'inscription (enrollment_id).");
  }
  const invoice = await context.asCaller(async (tx) => {
    const { rows } = await tx.query<InvoiceData>(
      `select i.number, i.issued_at, i.customer_name, i.customer_email, i.formation_title, i.amount, i.currency,
              i.payment_reference, i.enrollment_id, p.channel, p.provider_reference
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
  const bytes = await renderInvoicePdf(invoice);
  return new Response(bytes as BlobPart, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="facture-${invoice.number}.pdf"`,
      "cache-control": "private, no-store",
    },
  });
};
