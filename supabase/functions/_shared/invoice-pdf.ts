import type { PDFFont, PDFPage, RGB } from "pdf-lib";
import { formatDate, formatDateRange, formatMoney, type Currency } from "@common/format";
import { CHANNEL_LABELS, isPaymentChannel } from "@common/payment-channels";
import { invoiceSettings, taxBreakdown, type InvoiceSettings } from "./invoice-settings.ts";
import { drawLetterhead } from "./pdf/brand.ts";
import { issuerFooter, sellerLines } from "./pdf/issuer.ts";
import { A4, INK, MUTED, brandedDocument, rule, tableHeader } from "./pdf/page.ts";
import { pdfSafe, wrap } from "./pdf/text.ts";
import { currencyNote, netAndTax } from "./pdf/totals.ts";

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
  }: { x: number; y: number; width: number; font: PDFFont; size?: number; color?: RGB },
): number {
  const leading = size * 1.3;
  for (const line of wrap(text, font, size, width, { breakWords: true })) {
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
  const { pdf, fonts } = await brandedDocument({ title: `${doc.title} ${doc.number}`, author: settings.legalName });
  const page = pdf.addPage([A4.width, A4.height]);
  const left = A4.margin;
  const right = A4.width - A4.margin;
  // Two header columns that never meet: the issuer on the left, the document's title block on the right.
  const titleX = 380;
  const issuerWidth = titleX - left - 24;

  let issuerY = await drawLetterhead(pdf, page, fonts, { x: left, top: A4.height - 44 });
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

  let titleY = A4.height - 60;
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
  tableHeader({ page, left, right, y, fonts, safe: pdfSafe }, [["Montant HT", right - 6]], 10);
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
  rule(page, left, right, y);

  // Totals: HT, the tax line (or the mention), TTC.
  y -= 18;
  const labelX = right - amountColumn - 170;
  const totalLine = (label: string, value: string, font: PDFFont, size = 10) => {
    rightAligned(page, value, right - 6, y, font, size);
    y = block(page, label, { x: labelX, y, width: right - amountColumn - labelX, font, size }) - size * 0.4;
  };
  for (const [label, value] of netAndTax(breakdown, settings.taxMention, money)) totalLine(label, value, fonts.regular);
  totalLine(doc.totalLabel, money(breakdown.gross), fonts.bold, 11);

  y -= 16;
  for (const note of doc.notes)
    y = block(page, note, { x: left, y, width: right - left, font: fonts.regular, size: 9 }) - 2;
  if (!breakdown.rate)
    y = block(page, settings.taxMention + ".", { x: left, y, width: right - left, font: fonts.regular, size: 9 });

  block(page, issuerFooter(settings), { x: left, y: 58, width: right - left, font: fonts.regular, size: 8, color: MUTED });
  return pdf.save();
}

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
