import { formatDate, formatMoney } from "@common/format";
import { pagePaths } from "@common/urls";
import { z } from "zod";
import { field, readJsonObject } from "./body.ts";
import { verifiedCaller } from "./caller.ts";
import { DatabaseRefusal, asCaller, callRpc, jsonAs } from "./clients.ts";
import { envObject, requiredEnv } from "./env.ts";
import { readInvoiceSettings, useInvoiceSettings } from "./invoice-settings.ts";
import { randomLinkToken, sha256Hex } from "./link-tokens.ts";
import { composeMail, htmlButton, htmlParagraph, type ComposedMail } from "./mail/compose.ts";
import { renderQuotePdf, type QuoteDocument } from "./quote-pdf.ts";
import { positiveId } from "./request-values.ts";
import { functionError, jsonResponse } from "./responses.ts";
import { userFunction } from "./user-function.ts";

/**
 * Quotes (devis), decision 0997. The link e-mailed to the client carries a token of 192 random bits (32 characters);
 * the database keeps only its SHA-256 (quotes.token_hash), the token itself is in the e-mail (and its job's payload).
 */
export const newQuoteToken = (): string => randomLinkToken(24);
export const isQuoteToken = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{32}$/.test(value);

/** Where the number goes in the e-mail: the database puts it there in the transaction that allocates it. */
const NUMBER = "{{numero}}";

export interface QuoteMailFacts {
  contactName: string;
  company: string;
  total: number | string;
  currency: "XOF" | "CAD";
  validUntil: string;
  link: string;
  version: number;
}

/** The e-mail of a sent quote, in French, with its link (no password needed). */
export function quoteSentMail(facts: QuoteMailFacts): ComposedMail & { link: string } {
  const subject = `Votre devis ${NUMBER}${facts.version > 1 ? ` (version ${facts.version})` : ""} — Pont Atlantique Conseil`;
  const lines = [
    `Bonjour ${facts.contactName},`,
    `Voici notre devis ${NUMBER} pour ${facts.company}, d'un montant de ${formatMoney(facts.total, facts.currency)} TTC, valable jusqu'au ${formatDate(facts.validUntil)}.`,
    "Le lien ci-dessous l'ouvre sans mot de passe : vous pouvez le lire, le télécharger en PDF, puis l'accepter ou le refuser en ligne.",
    "Ce lien vous est personnel : ne le transférez qu'à une personne habilitée à engager votre entreprise.",
  ];
  const mail = composeMail({
    subject,
    text: [...lines.flatMap((line) => [line, ""]), `Voir le devis : ${facts.link}`],
    html: [...lines.map(htmlParagraph), htmlButton(facts.link, "Voir le devis")],
  });
  return { ...mail, link: facts.link };
}

/** A refusal of the database as the client's answer (null: not one the client can act on). */
function quoteRefusal(error: unknown): Response | null {
  if (!(error instanceof DatabaseRefusal)) return null;
  const message = error.message;
  switch (error.code) {
    case "PA403":
      return functionError(403, "forbidden", "Réservé aux administrateurs.");
    case "PQ404":
      return functionError(404, "quote_not_found", "Ce devis n'existe pas.");
    case "PQ409":
      return functionError(409, "quote_not_sendable", message);
    case "PQ422":
      return functionError(422, "invalid_quote", message);
    default:
      return null;
  }
}

interface QuoteRow {
  id: number;
  status: string;
  version: number;
  currency: "XOF" | "CAD";
  client_company: string;
  client_contact_name: string;
  total: number | string;
  valid_until: string;
}

/**
 * /functions/v1/quote-send { quote_id } — staff send a draft: a new link token (its hash kept), the next number of
 * the year and the e-mail to the client, all in one transaction (private.send_quote). 200 { id, number, status }.
 */
export const quoteSend = userFunction({
  body: z.object({
    quote_id: field(positiveId, "quote_not_found", "Indiquez le devis à envoyer (quote_id)."),
  }),
  refusal: quoteRefusal,
  async handler({ request, claims, body }) {
    const { data, error } = await asCaller(request)
      .from("quotes")
      .select("id, status, version, currency, client_company, client_contact_name, total, valid_until")
      .eq("id", body.quote_id)
      .maybeSingle<QuoteRow>();
    if (error) throw new Error(error.message);
    if (!data) return functionError(404, "quote_not_found", "Ce devis n'existe pas.");
    const token = newQuoteToken();
    const mail = quoteSentMail({
      contactName: data.client_contact_name,
      company: data.client_company,
      total: data.total,
      currency: data.currency,
      validUntil: data.valid_until,
      link: `${requiredEnv("SITE_URL")}${pagePaths.quote(token)}`,
      version: data.version,
    });
    const sent = jsonAs<{ id: number; number: string; status: string }>(await callRpc("function_send_quote", {
      p_caller: claims.sub,
      p_quote: data.id,
      p_token_hash: await sha256Hex(token),
      p_mail: mail,
    }));
    return jsonResponse(sent);
  },
});

const unknownLink = () =>
  functionError(404, "unknown_link", "Ce lien de devis n'est pas valide. Utilisez celui de l'e-mail reçu.");

const pdfResponse = (bytes: Uint8Array, number: string | null) =>
  new Response(bytes as BlobPart, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="devis-${number ?? "brouillon"}.pdf"`,
      "cache-control": "private, no-store",
    },
  });

/** The client's address as the platform's gateway gives it (the first X-Forwarded-For entry), else null. */
export function clientAddressOf(request: Request): string | null {
  const first = (request.headers.get("x-forwarded-for") ?? "").split(",")[0]?.trim() ?? "";
  return /^[0-9A-Fa-f:.]{2,64}$/.test(first) ? first : null;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

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
  let body: Record<string, unknown> = {};
  let token: unknown = url.searchParams.get("token");
  if (request.method === "POST") {
    const read = await readJsonObject(request);
    if (read instanceof Response) return read;
    body = read;
    token = body.token;
  }
  if (!isQuoteToken(token)) return unknownLink();
  const tokenHash = await sha256Hex(token);
  if (request.method === "GET") {
    const quote = jsonAs<QuoteDocument | null>(await callRpc("function_quote_by_token", {
      p_token_hash: tokenHash,
      p_mark_viewed: true,
    }));
    if (!quote) return unknownLink();
    if (url.searchParams.get("format") === "pdf") {
      useInvoiceSettings(readInvoiceSettings(envObject()));
      return pdfResponse(await renderQuotePdf(quote), quote.number);
    }
    return jsonResponse(quote);
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
    return jsonResponse({ status });
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
      ? ((await request.json().catch(() => null)) as Record<string, unknown> | null)?.quote_id
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
