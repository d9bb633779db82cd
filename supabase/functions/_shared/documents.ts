import type { FunctionName, FunctionRequest } from "@common/functions/contract";
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

/**
 * A parameter of the call to the function `fn`: `?<name>=` on GET, the JSON body's `<name>` on POST (what
 * `functions.invoke` sends), its name one of the function's request in common/functions/contract.ts.
 */
export async function requestParameter<N extends FunctionName>(
  request: Request,
  _fn: N,
  name: keyof FunctionRequest<N> & string,
): Promise<unknown> {
  if (request.method !== "POST") return new URL(request.url).searchParams.get(name);
  return ((await request.json().catch(() => null)) as Record<string, unknown> | null)?.[name];
}

export const enrollmentIdOf = async (request: Request, fn: "invoice" | "credit-note" | "convocation") =>
  positiveId(await requestParameter(request, fn, "enrollment_id"));

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
export const sessionIdOf = async (request: Request, fn: "attendance-sheet" | "quality-report") =>
  positiveId(await requestParameter(request, fn, "session_id"));
