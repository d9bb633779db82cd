import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { brandFonts, brandText, drawLetterhead } from "./pdf-brand.ts";
import { firm } from "@common/firm";
import { CURRENCY_NAMES, formatDate, formatDateRange, formatMoney, type Currency } from "@common/format";
import { CHANNEL_LABELS, isPaymentChannel } from "@common/payment-channels";
import { invoiceSettings, taxBreakdown, type InvoiceSettings } from "./invoice-settings.ts";

/** What an invoice row (public.invoices, with its payment) holds. */
export interface InvoiceData {
  number: string;
  issued_at: Date | string;
  customer_name: string;
  customer_email: string;
  customer_company?: string | null;
  formation_title: string;
  amount: string | number;
  currency: Currency;
  payment_reference: string | null;
  enrollment_id: number | string;
  channel: string;
  provider_reference: string | null;
  session_starts_on?: string | null;
  session_ends_on?: string | null;
  session_format?: string | null;
  session_city?: string | null;
  session_venue?: string | null;
  /** The negotiated price and the instalment, as the database wrote them (invoices.pricing_lines, decision 1002). */
  pricing_lines?: string[] | null;
  /** The trainee, when the invoice is addressed to someone else who paid (a payment link, decision 1004). */
  trainee_name?: string | null;
}

/** What a credit note (avoir) holds: the invoice it cancels and the amount refunded. */
export interface CreditNoteData extends Omit<
  InvoiceData,
  "channel" | "provider_reference" | "payment_reference" | "number" | "issued_at"
> {
  number: string;
  issued_at: Date | string;
  invoice_number: string;
  invoice_issued_at: Date | string;
  payment_reference: string | null;
  refunded_at: Date | string | null;
}

/**
 * Text as the PDFs' font (the site's Inter subset, decision 1048) can draw it: any other character (a name in another
 * script) is shown as "?", and French spacing is applied (no-break spaces before « : ; ! ? » and inside « »).
 */
export const pdfSafe = brandText;

/**
 * The text of a document drawn with the standard PDF fonts, which speak WinAnsi: any other character is shown as "?".
 * Only the training agreement keeps them: both parties sign its bytes' SHA-256, so its rendering never changes — the
 * currency labels too are written as before their space became a no-break one (decision 1049).
 */
const WIN_ANSI_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
export const winAnsiSafe = (text: string) =>
  [...text.replace(/\u202f/g, "\u00a0").replace(/(F|\$)\u00a0(CFA|CA)\b/g, "$1 $2")]
    .map((char) => (/[\x20-\x7e\xa0-\xff]/.test(char) || WIN_ANSI_EXTRAS.includes(char) ? char : "?"))
    .join("");

/** The seller's lines under its name: address, registration numbers, contact. */
export function sellerLines(settings: InvoiceSettings = invoiceSettings()): string[] {
  return [settings.address, ...settings.registration, `Téléphone : ${firm.headOffice.phone} — ${firm.emails.contact}`];
}

const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.43);
const PAGE = { width: 595.28, height: 841.89, margin: 50 };

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Breaks a text into lines no wider than `width` at `size` (a word longer than the line is cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of pdfSafe(text).split(/ +/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes wrapped text from (x, y) downwards; returns the y under its last line. */
function block(
  page: PDFPage,
  text: string,
  {
    x,
    y,
    width,
    font,
    size = 10,
    color = INK,
  }: { x: number; y: number; width: number; font: PDFFont; size?: number; color?: ReturnType<typeof rgb> },
): number {
  const leading = size * 1.3;
  for (const line of wrap(text, font, size, width)) {
    page.drawText(line, { x, y, size, font, color });
    y -= leading;
  }
  return y;
}

/** Writes text ending at `right` (amounts). */
function rightAligned(page: PDFPage, text: string, right: number, y: number, font: PDFFont, size = 10) {
  const safe = pdfSafe(text);
  page.drawText(safe, { x: right - font.widthOfTextAtSize(safe, size), y, size, font, color: INK });
}

interface Document {
  title: "Facture" | "Avoir";
  number: string;
  issuedAt: Date | string;
  /** Lines under the date in the title block (e.g. the invoice a credit note cancels). */
  extraTitleLines: string[];
  customer: { name: string; company?: string | null; email: string };
  designation: string[];
  amount: number | string;
  currency: Currency;
  totalLabel: string;
  notes: string[];
}

function sessionLine(
  data: Pick<
    InvoiceData,
    "session_starts_on" | "session_ends_on" | "session_format" | "session_city" | "session_venue"
  >,
) {
  if (!data.session_starts_on || !data.session_ends_on) return null;
  const dates = formatDateRange(data.session_starts_on, data.session_ends_on);
  const place =
    data.session_format === "En ligne"
      ? "en ligne"
      : [data.session_venue, data.session_city].filter(Boolean).join(", ") +
        (data.session_format === "Hybride" ? " (hybride)" : "");
  return `Session ${dates}${place ? ` — ${place}` : ""}`;
}

async function renderDocument(doc: Document, settings: InvoiceSettings): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${doc.title} ${doc.number}`);
  pdf.setAuthor(settings.legalName);
  pdf.setLanguage("fr-FR");
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const fonts: Fonts = await brandFonts(pdf);
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  // Two header columns that never meet: the issuer on the left, the document's title block on the right.
  const titleX = 380;
  const issuerWidth = titleX - left - 24;

  let issuerY = await drawLetterhead(pdf, page, fonts, { x: left, top: PAGE.height - 44 });
  issuerY = block(page, settings.legalName, { x: left, y: issuerY, width: issuerWidth, font: fonts.bold, size: 11 });
  for (const line of sellerLines(settings)) {
    issuerY = block(page, line, {
      x: left,
      y: issuerY - 1,
      width: issuerWidth,
      font: fonts.regular,
      size: 9,
      color: MUTED,
    });
  }

  let titleY = PAGE.height - 60;
  titleY = block(page, doc.title, { x: titleX, y: titleY, width: right - titleX, font: fonts.bold, size: 18 });
  titleY = block(page, `N° ${doc.number}`, {
    x: titleX,
    y: titleY - 4,
    width: right - titleX,
    font: fonts.bold,
    size: 11,
  });
  titleY = block(page, `Date : ${formatDate(doc.issuedAt)}`, {
    x: titleX,
    y: titleY,
    width: right - titleX,
    font: fonts.regular,
  });
  for (const line of doc.extraTitleLines) {
    titleY = block(page, line, { x: titleX, y: titleY, width: right - titleX, font: fonts.regular, size: 9 });
  }

  let y = Math.min(issuerY, titleY) - 28;
  y = block(page, doc.title === "Avoir" ? "Client" : "Facturé à", {
    x: left,
    y,
    width: 300,
    font: fonts.bold,
    size: 11,
  });
  y = block(page, doc.customer.name, { x: left, y, width: 300, font: fonts.regular });
  if (doc.customer.company) y = block(page, doc.customer.company, { x: left, y, width: 300, font: fonts.regular });
  if (doc.customer.email) y = block(page, doc.customer.email, { x: left, y, width: 300, font: fonts.regular });

  // The table: designation on the left, the amount HT right-aligned in its own column.
  y -= 24;
  const amountColumn = 150;
  const designationWidth = right - left - amountColumn - 20;
  page.drawRectangle({ x: left, y: y - 6, width: right - left, height: 20, color: rgb(0.92, 0.94, 0.97) });
  page.drawText("Désignation", { x: left + 6, y, size: 10, font: fonts.bold, color: INK });
  rightAligned(page, "Montant HT", right - 6, y, fonts.bold);
  y -= 26;
  const breakdown = taxBreakdown(doc.amount, doc.currency, settings);
  const money = (value: number) => formatMoney(value, doc.currency);
  rightAligned(page, money(breakdown.net), right - 6, y, fonts.regular);
  doc.designation.forEach((line, index) => {
    y = block(page, line, {
      x: left + 6,
      y,
      width: designationWidth,
      font: index === 0 ? fonts.bold : fonts.regular,
      size: index === 0 ? 10 : 9,
      color: index === 0 ? INK : MUTED,
    });
  });
  y -= 6;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });

  // Totals: HT, the tax line (or the mention), TTC.
  y -= 18;
  const labelX = right - amountColumn - 170;
  const totalLine = (label: string, value: string, font: PDFFont, size = 10) => {
    rightAligned(page, value, right - 6, y, font, size);
    y = block(page, label, { x: labelX, y, width: right - amountColumn - labelX, font, size }) - size * 0.4;
  };
  totalLine("Total HT", money(breakdown.net), fonts.regular);
  if (breakdown.rate) {
    const percent = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 4 }).format(breakdown.rate.rate);
    totalLine(`${breakdown.rate.label} (${percent} %)`, money(breakdown.tax), fonts.regular);
  } else {
    totalLine(`Taxes : ${settings.taxMention}`, money(0), fonts.regular);
  }
  totalLine(doc.totalLabel, money(breakdown.gross), fonts.bold, 11);

  y -= 16;
  for (const note of doc.notes)
    y = block(page, note, { x: left, y, width: right - left, font: fonts.regular, size: 9 }) - 2;
  if (!breakdown.rate)
    y = block(page, settings.taxMention + ".", { x: left, y, width: right - left, font: fonts.regular, size: 9 });

  const footer = `${settings.legalName} — ${settings.address}${settings.registration.length ? ` — ${settings.registration.join(" — ")}` : ""}`;
  block(page, footer, { x: left, y: 58, width: right - left, font: fonts.regular, size: 8, color: MUTED });
  return pdf.save();
}

const currencyNote = (currency: Currency) =>
  `Montants exprimés en ${CURRENCY_NAMES[currency]} (${currency})${currency === "XOF" ? ", sans décimale" : ""}.`;

/** A one-page A4 invoice (facture) for a paid enrollment. */
export async function renderInvoicePdf(invoice: InvoiceData, settings = invoiceSettings()): Promise<Uint8Array> {
  const channel = isPaymentChannel(invoice.channel) ? CHANNEL_LABELS[invoice.channel] : invoice.channel;
  const session = sessionLine(invoice);
  return renderDocument(
    {
      title: "Facture",
      number: invoice.number,
      issuedAt: invoice.issued_at,
      extraTitleLines: [],
      customer: { name: invoice.customer_name, company: invoice.customer_company, email: invoice.customer_email },
      designation: [
        `Formation « ${invoice.formation_title} »`,
        ...(session ? [session] : []),
        ...(invoice.trainee_name ? [`Stagiaire : ${invoice.trainee_name}`] : []),
        ...(invoice.pricing_lines ?? []),
        `Inscription n° ${invoice.enrollment_id}${invoice.payment_reference ? ` — référence ${invoice.payment_reference}` : ""}`,
      ],
      amount: invoice.amount,
      currency: invoice.currency,
      totalLabel: "Total TTC payé",
      notes: [
        `Réglé par ${channel}${invoice.provider_reference ? ` (transaction ${invoice.provider_reference})` : ""}.`,
        currencyNote(invoice.currency),
      ],
    },
    settings,
  );
}

/** A one-page A4 credit note (avoir) cancelling an invoice whose enrollment was refunded. */
export async function renderCreditNotePdf(note: CreditNoteData, settings = invoiceSettings()): Promise<Uint8Array> {
  const session = sessionLine(note);
  return renderDocument(
    {
      title: "Avoir",
      number: note.number,
      issuedAt: note.issued_at,
      extraTitleLines: [`Annule la facture ${note.invoice_number} du ${formatDate(note.invoice_issued_at)}`],
      customer: { name: note.customer_name, company: note.customer_company, email: note.customer_email },
      designation: [
        `Annulation — formation « ${note.formation_title} »`,
        ...(session ? [session] : []),
        `Inscription n° ${note.enrollment_id}${note.payment_reference ? ` — référence ${note.payment_reference}` : ""}`,
      ],
      amount: note.amount,
      currency: note.currency,
      totalLabel: "Total TTC remboursé",
      notes: [
        note.refunded_at
          ? `Remboursé le ${formatDate(note.refunded_at)} par le moyen de paiement d'origine.`
          : "Remboursé par le moyen de paiement d'origine.",
        currencyNote(note.currency),
      ],
    },
    settings,
  );
}
