import type { CheckedValues } from "@common/database";
import type { LinkedQuote } from "@common/functions/answers";
import { contractAnswer, contractRead, type ContractFields, contractQuery } from "../_shared/contract.ts";
import { readJsonObject } from "../_shared/body.ts";
import { verifiedCaller } from "../_shared/caller.ts";
import { DatabaseRefusal, callRpc, jsonAs } from "../_shared/clients.ts";
import { envObject } from "../_shared/env.ts";
import { readInvoiceSettings, useInvoiceSettings } from "../_shared/invoice-settings.ts";
import { sha256Hex } from "../_shared/link-tokens.ts";
import { renderQuotePdf, type QuoteDocument } from "../_shared/quote-pdf.ts";
import { functionError} from "../_shared/responses.ts";
import { clientAddressOf, isQuoteToken, pdfResponse, text } from "../_shared/quotes.ts";

const unknownLink = () =>
  functionError(404, "unknown_link", "Ce lien de devis n'est pas valide. Utilisez celui de l'e-mail reçu.");

/**
 * /functions/v1/quote-response — the quote reached by the e-mailed link, without a password (verify_jwt = false):
 * the token is the only credential and opens this quote only.
 * - GET ?token= : the quote (the first read marks it viewed); `&format=pdf`: its PDF.
 * - POST { token, decision: "accept" | "decline", name, role, confirmed: true }: the answer, once, before the
 *   validity date, with the date and time, the client's address and user agent.
 * A wrong token: 404 unknown_link, nothing changed.
 */
export async function quoteResponse(request: Request): Promise<Response> {
  const caller = await verifiedCaller(request);
  if (caller instanceof Response) return caller;
  if (request.method !== "GET" && request.method !== "POST") {
    return functionError(405, "invalid_decision", "Lisez le devis (GET) ou répondez-y (POST).");
  }
  const url = new URL(request.url);
  let body: ContractFields<"quote-response"> = {};
  let token: unknown = contractQuery(url, "quote-response", "token");
  if (request.method === "POST") {
    const read = await readJsonObject(request);
    if (read instanceof Response) return read;
    body = read;
    token = body.token;
  }
  if (!isQuoteToken(token)) return unknownLink();
  const tokenHash = await sha256Hex(token);
  if (request.method === "GET") {
    // A quote read by its link was sent: numbered, as the link's page reads it (LinkedQuote) and its PDF draws it.
    const quote = jsonAs<(QuoteDocument & LinkedQuote) | null>(await callRpc("function_quote_by_token", {
      p_token_hash: tokenHash,
      p_mark_viewed: true,
    }));
    if (!quote) return unknownLink();
    if (contractQuery(url, "quote-response", "format") === "pdf") {
      useInvoiceSettings(readInvoiceSettings(envObject()));
      return pdfResponse(await renderQuotePdf(quote), quote.number);
    }
    return contractRead("quote-response", quote);
  }
  const known = jsonAs<QuoteDocument | null>(await callRpc("function_quote_by_token", {
    p_token_hash: tokenHash,
    p_mark_viewed: false,
  }));
  if (!known) return unknownLink();
  const decision = body.decision === "accept" ? "accepted" : body.decision === "decline" ? "declined" : null;
  if (!decision) return functionError(422, "invalid_decision", "Choisissez d'accepter ou de refuser le devis.");
  const name = text(body.name);
  const role = text(body.role);
  if (name.length < 1 || name.length > 120) return functionError(422, "invalid_answer", "Indiquez votre nom (120 caractères au plus).");
  if (role.length < 1 || role.length > 120) return functionError(422, "invalid_answer", "Indiquez votre fonction (120 caractères au plus).");
  if (body.confirmed !== true) {
    return functionError(
      422,
      "confirmation_required",
      decision === "accepted"
        ? "Cochez la case qui confirme que vous acceptez ce devis au nom de votre entreprise."
        : "Cochez la case qui confirme que vous refusez ce devis.",
    );
  }
  try {
    const status = await callRpc("function_answer_quote", {
      p_token_hash: tokenHash,
      p_decision: decision,
      p_name: name,
      p_role: role,
      p_address: clientAddressOf(request),
      p_user_agent: (request.headers.get("user-agent") ?? "").slice(0, 400),
    });
    return contractAnswer("quote-response", { status: status as CheckedValues["quotes"]["status"] });
  } catch (error) {
    if (error instanceof DatabaseRefusal) {
      if (error.code === "PQ404") return unknownLink();
      if (error.code === "PQ409") return functionError(409, "already_answered", "Ce devis a déjà reçu une réponse.");
      if (error.code === "PQ411") {
        return functionError(409, "quote_superseded", "Ce devis a été remplacé par une nouvelle version : utilisez le lien du dernier e-mail.");
      }
      if (error.code === "PQ410") return functionError(410, "quote_expired", error.message);
      if (error.code === "PQ422") return functionError(422, "invalid_answer", error.message);
    }
    throw error;
  }
}
