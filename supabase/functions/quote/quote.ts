import { type ContractFields } from "../_shared/contract.ts";
import { verifiedCaller } from "../_shared/caller.ts";
import { asCaller } from "../_shared/clients.ts";
import { envObject } from "../_shared/env.ts";
import { readInvoiceSettings, useInvoiceSettings } from "../_shared/invoice-settings.ts";
import { renderQuotePdf, type QuoteDocument } from "../_shared/quote-pdf.ts";
import { positiveId } from "../_shared/request-values.ts";
import { functionError } from "../_shared/responses.ts";
import { pdfResponse } from "../_shared/quotes.ts";

const QUOTE_COLUMNS = `number, version, status, currency, client_company, client_registration, client_address,
  client_contact_name, client_email, valid_until, conditions, total, sent_at, responded_at, response_name,
  response_role, quote_lines(kind, description, quantity, unit_price, discount_percent, amount, position,
  course_sessions(starts_on, ends_on, city, format))`;

interface StaffQuoteRow extends Omit<QuoteDocument, "lines"> {
  quote_lines: (Omit<QuoteDocument["lines"][number], "starts_on" | "ends_on" | "city" | "format"> & {
    position: number;
    course_sessions: { starts_on: string; ends_on: string; city: string; format: string } | null;
  })[];
}

/**
 * /functions/v1/quote { quote_id } (or GET ?quote_id=) — the quote's PDF for staff, read as the caller (RLS: admins
 * only; anyone else gets 404).
 */
export async function quotePdf(request: Request): Promise<Response> {
  const caller = await verifiedCaller(request);
  if (caller instanceof Response) return caller;
  if (caller.role === "anon") return functionError(401, "not_signed_in", "Connectez-vous pour continuer.");
  const raw =
    request.method === "POST"
      ? ((await request.json().catch(() => null)) as ContractFields<"quote"> | null)?.quote_id
      : new URL(request.url).searchParams.get("quote_id");
  const quoteId = positiveId(raw);
  if (!quoteId) return functionError(422, "quote_not_found", "Indiquez le devis (quote_id).");
  const { data, error } = await asCaller(request)
    .from("quotes")
    .select(QUOTE_COLUMNS)
    .eq("id", quoteId)
    .maybeSingle<StaffQuoteRow>();
  if (error) throw new Error(error.message);
  if (!data) return functionError(404, "quote_not_found", "Ce devis n'existe pas.");
  const { quote_lines, ...quote } = data;
  useInvoiceSettings(readInvoiceSettings(envObject()));
  const lines = [...quote_lines]
    .sort((a, b) => a.position - b.position)
    .map(({ course_sessions: session, ...line }) => ({
      ...line,
      starts_on: session?.starts_on ?? null,
      ends_on: session?.ends_on ?? null,
      city: session?.city ?? null,
      format: session?.format ?? null,
    }));
  return pdfResponse(await renderQuotePdf({ ...quote, lines }), quote.number);
}
