import { formatDate, formatMoney } from "@common/format";
import { randomBase64Url } from "./payments/hmac.ts";
import { composeMail, htmlButton, htmlParagraph, type ComposedMail } from "./mail/compose.ts";

/**
 * Quotes (devis), decision 0997. The link e-mailed to the client carries a token of 192 random bits (32 characters);
 * the database keeps only its SHA-256 (quotes.token_hash), the token itself is in the e-mail (and its job's payload).
 */
export const newQuoteToken = (): string => randomBase64Url(24);
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

export const pdfResponse = (bytes: Uint8Array, number: string | null) =>
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

export const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
