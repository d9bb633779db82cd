import { verifiedCaller, type CallerClaims } from "./caller.ts";
import { envObject } from "./env.ts";
import { readInvoiceSettings, useInvoiceSettings } from "./invoice-settings.ts";
import { positiveId } from "./request-values.ts";
import { functionError } from "./responses.ts";

// What the document functions share (invoice, credit-note, convocation, completion-certificate, quality-report,
// attendance-sheet: each holds its own handler, decision 1100): the caller, the parameter, the PDF answer.

/** A signed-in caller (or the service role), or the 401 answer: an anonymous reader has no document to read. */
export async function signedIn(request: Request): Promise<CallerClaims | Response> {
  const caller = await verifiedCaller(request);
  if (caller instanceof Response || caller.role !== "anon") return caller;
  return functionError(401, "not_signed_in", "Connectez-vous pour continuer.");
}

/** A parameter of the call: `?<name>=` on GET, the JSON body's `<name>` on POST (what `functions.invoke` sends). */
export async function requestParameter(request: Request, name: string): Promise<unknown> {
  if (request.method !== "POST") return new URL(request.url).searchParams.get(name);
  return ((await request.json().catch(() => null)) as Record<string, unknown> | null)?.[name];
}

export const enrollmentIdOf = async (request: Request) => positiveId(await requestParameter(request, "enrollment_id"));

export const pdfResponse = (bytes: Uint8Array, filename: string) =>
  new Response(bytes as BlobPart, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  });

/** The issuer's legal details and tax rates, from the function's secrets (INVOICE_*; README, "Factures"). */
export function useIssuerFromSecrets() {
  useInvoiceSettings(readInvoiceSettings(envObject()));
}

export const SESSION_COLUMNS = "session_starts_on, session_ends_on, session_format, session_city, session_venue";
export const sessionIdOf = async (request: Request) => positiveId(await requestParameter(request, "session_id"));
