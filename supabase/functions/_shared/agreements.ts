import { firm } from "@common/firm";
import { formatMoney } from "@common/format";
import { isRefusal } from "@common/errors/database";
import { DatabaseRefusal, callRpc, jsonAs } from "./clients.ts";
import { env, requiredEnv } from "./env.ts";
import { randomBase64Url } from "./payments/hmac.ts";
import { composeMail, htmlButton, htmlParagraph, type ComposedMail } from "./mail/compose.ts";
import type { AgreementContent, AgreementSignatures } from "./agreement-content.ts";
import { renderAgreementDocument, renderAgreementPdf } from "./agreement-pdf.ts";
import { clientAddressOf } from "./quotes.ts";
import { functionError, jsonResponse, refusalsOf } from "./responses.ts";

/**
 * Training agreements (conventions de formation), issue 43 item 3, decisions 0998 and 0999. The link e-mailed to the
 * client's training manager carries 192 random bits; the database keeps only their SHA-256
 * (private.agreement_links). What both parties sign is the PDF rendered from the content frozen at sending: its
 * SHA-256 is computed here at each signature from those bytes and recorded (the firm's must equal the client's).
 */
export const newAgreementToken = (): string => randomBase64Url(24);
export const isAgreementToken = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{32}$/.test(value);

export const NUMBER = "{{numero}}";

/** An agreement as private.agreement_document gives it. */
export interface AgreementRecord extends AgreementSignatures {
  id: number;
  number: string | null;
  content: AgreementContent | null;
  cancellation_reason: string | null;
}

export const siteUrl = () => requiredEnv("SITE_URL");
const notifyEmail = () => env("NOTIFY_EMAIL") || firm.emails.contact;

export function mail(subject: string, lines: string[], link?: { href: string; label: string }): ComposedMail {
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

/** A refusal of the database as the caller's answer (null: not one they can act on). */
export const agreementRefusal = refusalsOf("agreement");

export const pdfResponse = (bytes: Uint8Array, number: string | null, signed: boolean) =>
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

export const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
export const userAgentOf = (request: Request) => (request.headers.get("user-agent") ?? "").slice(0, 400);

/** The client's signature checks, before the database: a name, a role and the confirmation box. */
export function signatureInput(body: Record<string, unknown>): { name: string; role: string } | Response {
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

export const unknownLink = () =>
  functionError(404, "unknown_link", "Ce lien de convention n'est pas valide. Utilisez celui de l'e-mail reçu.");

/** The client's signature, through the link or signed in: the hash of the document computed from its content. */
export async function clientSign(
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
    if (error instanceof DatabaseRefusal && isRefusal(error, "PA404") && "token_hash" in by) return unknownLink();
    const answer = agreementRefusal(error);
    if (answer) return answer;
    throw error;
  }
}
