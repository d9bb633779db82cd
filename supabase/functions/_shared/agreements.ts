import { firm } from "@common/firm";
import { formatMoney } from "@common/format";
import { pagePaths } from "@common/urls";
import { z } from "zod";
import { field, readJsonObject } from "./body.ts";
import { verifiedCaller } from "./caller.ts";
import { DatabaseRefusal, callRpc, jsonAs } from "./clients.ts";
import { env, envObject, requiredEnv } from "./env.ts";
import { readInvoiceSettings } from "./invoice-settings.ts";
import { randomLinkToken, sha256Hex } from "./link-tokens.ts";
import { composeMail, htmlButton, htmlParagraph, type ComposedMail } from "./mail/compose.ts";
import {
  agreementFirm,
  renderAgreementDocument,
  renderAgreementPdf,
  type AgreementContent,
  type AgreementSignatures,
} from "./agreement-pdf.ts";
import { clientAddressOf } from "./quotes.ts";
import { positiveId } from "./request-values.ts";
import { functionError, jsonResponse } from "./responses.ts";
import { userFunction } from "./user-function.ts";

/**
 * Training agreements (conventions de formation), issue 43 item 3, decisions 0998 and 0999. The link e-mailed to the
 * client's training manager carries 192 random bits; the database keeps only their SHA-256
 * (private.agreement_links). What both parties sign is the PDF rendered from the content frozen at sending: its
 * SHA-256 is computed here at each signature from those bytes and recorded (the firm's must equal the client's).
 */
export const newAgreementToken = (): string => randomLinkToken(24);
export const isAgreementToken = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{32}$/.test(value);

const NUMBER = "{{numero}}";

/** An agreement as private.agreement_document gives it. */
export interface AgreementRecord extends AgreementSignatures {
  id: number;
  number: string | null;
  content: AgreementContent | null;
  cancellation_reason: string | null;
}

const siteUrl = () => requiredEnv("SITE_URL");
const notifyEmail = () => env("NOTIFY_EMAIL") || firm.emails.contact;

function mail(subject: string, lines: string[], link?: { href: string; label: string }): ComposedMail {
  return composeMail({
    subject,
    text: [...lines.flatMap((line) => [line, ""]), ...(link ? [`${link.label} : ${link.href}`] : [])],
    html: [...lines.map(htmlParagraph), ...(link ? [htmlButton(link.href, link.label)] : [])],
  });
}

/** The e-mail of an agreement sent for signature, with its personal link (no password needed). */
export function agreementSentMail(facts: { company: string; total: number | string; currency: "XOF" | "CAD"; link: string }) {
  return mail(
    `Convention de formation ${NUMBER} à signer — Pont Atlantique Conseil`,
    [
      "Bonjour,",
      `Voici la convention de formation ${NUMBER} pour ${facts.company}, d'un montant de ${formatMoney(facts.total, facts.currency)} TTC. Les places prévues sont réservées à votre entreprise.`,
      "Le lien ci-dessous l'ouvre sans mot de passe : lisez-la, téléchargez-la en PDF et signez-la en ligne. Vous pouvez aussi la signer depuis votre Espace entreprise.",
      "Ce lien vous est personnel : seul un responsable formation habilité à engager votre entreprise doit signer.",
    ],
    { href: facts.link, label: "Lire et signer la convention" },
  );
}

function clientSignedMails(facts: { company: string; signer: string; email: string; agreementId: number }) {
  return [
    {
      ...mail(`Convention ${NUMBER} signée — en attente de notre contresignature`, [
        `Bonjour ${facts.signer},`,
        `Votre signature de la convention ${NUMBER} pour ${facts.company} est enregistrée. Nous la contresignons et vous envoyons la version signée par les deux parties.`,
        "Vous retrouvez la convention et ses documents dans votre Espace entreprise.",
      ]),
      to: facts.email,
    },
    {
      ...mail(
        `Convention ${NUMBER} signée par ${facts.company} — à contresigner`,
        [`${facts.signer} a signé la convention ${NUMBER} pour ${facts.company}. Elle attend votre contresignature.`],
        { href: `${siteUrl()}/gestion-conventions/${facts.agreementId}`, label: "Contresigner la convention" },
      ),
      to: notifyEmail(),
    },
  ];
}

function firmSignedMail(company: string) {
  return mail(
    `Convention ${NUMBER} signée par les deux parties`,
    [
      "Bonjour,",
      `La convention de formation ${NUMBER} pour ${company} est désormais signée par les deux parties. Le PDF signé, avec sa piste d'audit, est disponible dans votre Espace entreprise.`,
      "Vos stagiaires recevront leur convocation dès qu'ils sont désignés et ont créé leur compte.",
    ],
    { href: `${siteUrl()}/espace-entreprise`, label: "Ouvrir l'Espace entreprise" },
  );
}

function cancelledMail(company: string, reason: string) {
  return mail(`Convention ${NUMBER} annulée`, [
    "Bonjour,",
    `La convention de formation ${NUMBER} pour ${company} est annulée. Raison : ${reason}`,
    "Les places qu'elle réservait sont libérées. Pour toute question, répondez à cet e-mail.",
  ]);
}

/** A refusal of the database as the caller's answer (null: not one they can act on). */
export function agreementRefusal(error: unknown): Response | null {
  if (!(error instanceof DatabaseRefusal)) return null;
  switch (error.code) {
    case "PA403":
      return functionError(403, "forbidden", error.message);
    case "PA404":
      return functionError(404, "agreement_not_found", error.message);
    case "PA409":
      return functionError(409, "agreement_refused", error.message);
    case "PA422":
      return functionError(422, "invalid_agreement", error.message);
    case "PA001":
      return functionError(409, "session_full", error.message);
    default:
      return null;
  }
}

const pdfResponse = (bytes: Uint8Array, number: string | null, signed: boolean) =>
  new Response(bytes as BlobPart, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="convention-${number ?? "projet"}${signed ? "-signee" : ""}.pdf"`,
      "cache-control": "private, no-store",
    },
  });

/** The PDF of an agreement: the signed document with its signature page once someone signed. */
export async function agreementPdf(record: AgreementRecord): Promise<Uint8Array> {
  if (!record.content) throw new Error("an agreement is read only once sent");
  return renderAgreementPdf(record.content, record);
}

/** The SHA-256 of the document both parties sign (the PDF of the frozen content, without the signature page). */
export async function agreementDocumentHash(content: AgreementContent): Promise<string> {
  const bytes = await renderAgreementDocument(content);
  const digest = await crypto.subtle.digest("SHA-256", bytes as BufferSource);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const userAgentOf = (request: Request) => (request.headers.get("user-agent") ?? "").slice(0, 400);

/** The client's signature checks, before the database: a name, a role and the confirmation box. */
function signatureInput(body: Record<string, unknown>): { name: string; role: string } | Response {
  const name = text(body.name);
  const role = text(body.role);
  if (name.length < 1 || name.length > 120) return functionError(422, "invalid_answer", "Indiquez votre nom (120 caractères au plus).");
  if (role.length < 1 || role.length > 120) return functionError(422, "invalid_answer", "Indiquez votre fonction (120 caractères au plus).");
  if (body.confirmed !== true) {
    return functionError(
      422,
      "confirmation_required",
      "Cochez la case qui confirme que vous signez cette convention au nom de votre entreprise.",
    );
  }
  return { name, role };
}

/**
 * /functions/v1/agreement-send { agreement_id } — staff send a draft for signature: the number, the content frozen
 * with the firm's details, the seats held, the link and the e-mail, in one transaction. 200 { id, number, status }.
 */
export const agreementSend = userFunction({
  body: z.object({
    agreement_id: field(positiveId, "agreement_not_found", "Indiquez la convention à envoyer (agreement_id)."),
  }),
  refusal: agreementRefusal,
  async handler({ claims, body }) {
    const preview = jsonAs<AgreementContent | null>(await callRpc("function_agreement_preview", {
      p_caller: claims.sub,
      p_agreement: body.agreement_id,
    }));
    if (!preview) return functionError(404, "agreement_not_found", "Cette convention n'existe pas.");
    const token = newAgreementToken();
    const firmDetails = agreementFirm(
      readInvoiceSettings(envObject()),
      preview.currency,
      `Téléphone : ${firm.headOffice.phone} — ${firm.emails.contact}`,
    );
    const sent = jsonAs<{ id: number; number: string; status: string }>(await callRpc("function_send_agreement", {
      p_caller: claims.sub,
      p_agreement: body.agreement_id,
      p_token_hash: await sha256Hex(token),
      p_firm: firmDetails,
      p_mail: agreementSentMail({
        company: preview.client.legal_name,
        total: preview.total,
        currency: preview.currency,
        link: `${siteUrl()}${pagePaths.agreement(token)}`,
      }),
    }));
    return jsonResponse(sent);
  },
});

const unknownLink = () =>
  functionError(404, "unknown_link", "Ce lien de convention n'est pas valide. Utilisez celui de l'e-mail reçu.");

/** The client's signature, through the link or signed in: the hash of the document computed from its content. */
async function clientSign(
  request: Request,
  record: AgreementRecord,
  input: { name: string; role: string },
  by: { token_hash: string } | { caller: string },
): Promise<Response> {
  if (!record.content) return functionError(404, "agreement_not_found", "Cette convention n'existe pas.");
  try {
    const signed = jsonAs<{ id: number; number: string; status: string }>(await callRpc("function_client_sign_agreement", {
      p_agreement: record.id,
      p_token_hash: "token_hash" in by ? by.token_hash : null,
      p_caller: "caller" in by ? by.caller : null,
      p_name: input.name,
      p_role: input.role,
      p_address: clientAddressOf(request),
      p_user_agent: userAgentOf(request),
      p_sha256: await agreementDocumentHash(record.content),
      p_mails: clientSignedMails({
        company: record.content.client.legal_name,
        signer: input.name,
        email: record.content.client.signer_email,
        agreementId: record.id,
      }),
    }));
    return jsonResponse(signed);
  } catch (error) {
    if (error instanceof DatabaseRefusal && error.code === "PA404" && "token_hash" in by) return unknownLink();
    const answer = agreementRefusal(error);
    if (answer) return answer;
    throw error;
  }
}

/**
 * /functions/v1/agreement-response — the agreement reached by the e-mailed link, without a password
 * (verify_jwt = false): the token is the only credential and opens this agreement only.
 * - GET ?token= : the agreement; `&format=pdf`: its PDF (with the signature page once signed).
 * - POST { token, name, role, confirmed: true }: the client's signature, once.
 * A wrong token: 404 unknown_link, nothing changed; a replay: 409 agreement_refused.
 */
export async function agreementResponse(request: Request): Promise<Response> {
  const caller = await verifiedCaller(request);
  if (caller instanceof Response) return caller;
  if (request.method !== "GET" && request.method !== "POST") {
    return functionError(405, "invalid_agreement", "Lisez la convention (GET) ou signez-la (POST).");
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
  if (!isAgreementToken(token)) return unknownLink();
  const tokenHash = await sha256Hex(token);
  const record = jsonAs<AgreementRecord | null>(await callRpc("function_agreement_by_token", { p_token_hash: tokenHash }));
  if (!record || !record.content) return unknownLink();
  if (request.method === "GET") {
    if (url.searchParams.get("format") === "pdf") {
      return pdfResponse(await agreementPdf(record), record.number, record.status === "signed");
    }
    return jsonResponse(record);
  }
  const input = signatureInput(body);
  if (input instanceof Response) return input;
  return clientSign(request, record, input, { token_hash: tokenHash });
}

/**
 * /functions/v1/agreement — signed in: staff, or a training manager of the agreement's organisation.
 * - GET ?agreement_id= : the agreement (the database decides who reads it: anyone else gets 404); `&format=pdf`: its
 *   PDF (a draft's preview for staff). The same by POST { agreement_id, action: "read" | "pdf" }.
 * - POST { agreement_id, action: "sign", name, role, confirmed: true }: the training manager signs for the client.
 * - POST { agreement_id, action: "countersign", confirmed: true }: staff countersign after the client.
 * - POST { agreement_id, action: "cancel", reason }: staff cancel an agreement not yet signed by both.
 */
export async function agreementFunction(request: Request): Promise<Response> {
  const caller = await verifiedCaller(request);
  if (caller instanceof Response) return caller;
  if (caller.role !== "authenticated" || typeof caller.sub !== "string") {
    return functionError(401, "not_signed_in", "Connectez-vous pour continuer.");
  }
  const sub = caller.sub;
  const url = new URL(request.url);
  let body: Record<string, unknown> = {};
  if (request.method === "POST") {
    const read = await readJsonObject(request);
    if (read instanceof Response) return read;
    body = read;
  } else if (request.method !== "GET") {
    return functionError(405, "invalid_agreement", "Lisez la convention (GET) ou signez-la (POST).");
  }
  const agreementId = positiveId(request.method === "POST" ? body.agreement_id : url.searchParams.get("agreement_id"));
  if (!agreementId) return functionError(404, "agreement_not_found", "Indiquez la convention (agreement_id).");
  try {
    const record = jsonAs<AgreementRecord | null>(await callRpc("function_agreement_for", { p_caller: sub, p_agreement: agreementId }));
    if (!record) return functionError(404, "agreement_not_found", "Cette convention n'existe pas.");
    const reading = request.method === "GET" || body.action === "read" || body.action === "pdf";
    if (reading) {
      const asPdf = request.method === "GET" ? url.searchParams.get("format") === "pdf" : body.action === "pdf";
      if (!asPdf) return jsonResponse(record);
      if (!record.content) {
        const preview = jsonAs<AgreementContent | null>(await callRpc("function_agreement_preview", { p_caller: sub, p_agreement: agreementId }));
        if (!preview) return functionError(404, "agreement_not_found", "Cette convention n'existe pas.");
        const settings = readInvoiceSettings(envObject());
        const draft = { ...preview, firm: agreementFirm(settings, preview.currency, `Téléphone : ${firm.headOffice.phone} — ${firm.emails.contact}`) };
        return pdfResponse(await renderAgreementPdf(draft), null, false);
      }
      return pdfResponse(await agreementPdf(record), record.number, record.status === "signed");
    }
    const action = body.action;
    if (action === "sign") {
      const input = signatureInput(body);
      if (input instanceof Response) return input;
      return await clientSign(request, record, input, { caller: sub });
    }
    if (action === "countersign") {
      if (body.confirmed !== true) {
        return functionError(422, "confirmation_required", "Cochez la case qui confirme que vous signez au nom du cabinet.");
      }
      if (!record.content) return functionError(409, "agreement_refused", "Le client doit signer la convention avant le cabinet.");
      const signed = jsonAs<{ id: number; number: string; status: string }>(await callRpc("function_firm_sign_agreement", {
        p_caller: sub,
        p_agreement: agreementId,
        p_address: clientAddressOf(request),
        p_user_agent: userAgentOf(request),
        p_sha256: await agreementDocumentHash(record.content),
        p_mail: firmSignedMail(record.content.client.legal_name),
      }));
      return jsonResponse(signed);
    }
    if (action === "cancel") {
      const reason = text(body.reason);
      const company = record.content?.client.legal_name ?? "votre entreprise";
      const cancelled = jsonAs<{ id: number; number: string; status: string }>(await callRpc("function_cancel_agreement", {
        p_caller: sub,
        p_agreement: agreementId,
        p_reason: reason,
        p_mail: cancelledMail(company, reason),
      }));
      return jsonResponse(cancelled);
    }
    return functionError(422, "invalid_action", "Action inconnue : sign, countersign ou cancel.");
  } catch (error) {
    const answer = agreementRefusal(error);
    if (answer) return answer;
    throw error;
  }
}
