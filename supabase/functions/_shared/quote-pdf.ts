import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { brandFonts, drawLetterhead } from "./pdf-brand.ts";
import { CURRENCY_NAMES, formatDate, formatDateRange, formatMoney, type Currency } from "@common/format";
import { pdfSafe, sellerLines } from "./invoice-pdf.ts";
import { invoiceSettings, taxBreakdown, type InvoiceSettings } from "./invoice-settings.ts";

/** A quote as the client's link and the staff's download read it (private.quote_by_token's shape). */
export interface QuoteDocument {
  number: string | null;
  version: number;
  status: string;
  currency: Currency;
  client_company: string;
  client_registration: string;
  client_address: string;
  client_contact_name: string;
  client_email: string;
  valid_until: string;
  conditions: string;
  total: number | string;
  sent_at: string | null;
  responded_at: string | null;
  response_name: string | null;
  response_role: string | null;
  lines: QuoteDocumentLine[];
}

export interface QuoteDocumentLine {
  kind: "session_seats" | "intra_flat" | "intra_per_learner";
  description: string;
  quantity: number;
  unit_price: number | string;
  discount_percent: number | string;
  amount: number | string;
  starts_on: string | null;
  ends_on: string | null;
  city: string | null;
  format: string | null;
}

const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.43);
const BRAND = rgb(0.043, 0.231, 0.376);
const PAGE = { width: 595.28, height: 841.89, margin: 50 };

/** What a line is, under its description: the session's dates and place, or the intra-company pricing. */
export function lineDetail(line: QuoteDocumentLine): string {
  if (line.kind === "session_seats" && line.starts_on && line.ends_on) {
    const place = line.format === "En ligne" ? "en ligne" : (line.city ?? "");
    return `Places en session interentreprises, ${formatDateRange(line.starts_on, line.ends_on)}${place ? ` — ${place}` : ""}`;
  }
  return line.kind === "intra_flat" ? "Session intra-entreprise, forfait" : "Session intra-entreprise, prix par apprenant";
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of pdfSafe(paragraph).split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * A quote (devis) in the invoices' style: the issuer, the title block, the client's company, the lines with their
 * discount, the totals with the tax line of the currency (INVOICE_TAX_RATES, as invoices), the validity and the
 * conditions; the client's answer when there is one. Standard fonts only, so it stays light.
 */
export async function renderQuotePdf(quote: QuoteDocument, settings: InvoiceSettings = invoiceSettings()) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Devis ${quote.number ?? "brouillon"}`);
  pdf.setAuthor(settings.legalName);
  pdf.setLanguage("fr-FR");
  const fonts = await brandFonts(pdf);
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - 60;
  const ensure = (height: number) => {
    if (y - height > 80) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - 60;
  };
  const text = (value: string, x: number, width: number, { font = fonts.regular, size = 10, color = INK } = {}) => {
    for (const line of wrap(value, font, size, width)) {
      ensure(size * 1.3);
      page.drawText(line, { x, y, size, font, color });
      y -= size * 1.3;
    }
  };
  const rightText = (value: string, at: number, font = fonts.regular, size = 10) => {
    const safe = pdfSafe(value);
    page.drawText(safe, { x: at - font.widthOfTextAtSize(safe, size), y, size, font, color: INK });
  };
  const money = (value: number | string) => formatMoney(value, quote.currency);

  // Header: the issuer on the left, the title block on the right.
  const titleX = 380;
  const top = y;
  y = await drawLetterhead(pdf, page, fonts, { x: left, top: PAGE.height - 44 });
  text(settings.legalName, left, titleX - left - 24, { font: fonts.bold, size: 11, color: BRAND });
  for (const line of sellerLines(settings)) text(line, left, titleX - left - 24, { size: 9, color: MUTED });
  const issuerBottom = y;
  y = top;
  text("Devis", titleX, right - titleX, { font: fonts.bold, size: 18, color: BRAND });
  text(`N° ${quote.number ?? "— (brouillon)"}${quote.version > 1 ? ` — version ${quote.version}` : ""}`, titleX, right - titleX, {
    font: fonts.bold,
    size: 11,
  });
  if (quote.sent_at) text(`Date : ${formatDate(quote.sent_at)}`, titleX, right - titleX);
  text(`Valable jusqu'au ${formatDate(quote.valid_until)}`, titleX, right - titleX);
  y = Math.min(y, issuerBottom) - 24;

  text("Client", left, 300, { font: fonts.bold, size: 11 });
  text(quote.client_company, left, 300, { font: fonts.bold });
  if (quote.client_registration) text(quote.client_registration, left, 300);
  if (quote.client_address) text(quote.client_address, left, 300);
  text(`À l'attention de ${quote.client_contact_name} — ${quote.client_email}`, left, right - left);

  // The lines: designation, quantity, unit price, discount, amount.
  y -= 16;
  const columns = { quantity: right - 215, unit: right - 140, discount: right - 85, amount: right - 6 };
  ensure(30);
  page.drawRectangle({ x: left, y: y - 6, width: right - left, height: 20, color: rgb(0.92, 0.94, 0.97) });
  page.drawText("Désignation", { x: left + 6, y, size: 9, font: fonts.bold, color: INK });
  rightText("Qté", columns.quantity, fonts.bold, 9);
  rightText("Prix unitaire", columns.unit, fonts.bold, 9);
  rightText("Remise", columns.discount, fonts.bold, 9);
  rightText("Montant", columns.amount, fonts.bold, 9);
  y -= 24;
  for (const line of quote.lines) {
    ensure(40);
    const rowY = y;
    rightText(String(line.quantity), columns.quantity, fonts.regular, 9);
    rightText(money(line.unit_price), columns.unit, fonts.regular, 9);
    rightText(Number(line.discount_percent) ? `${Number(line.discount_percent).toLocaleString("fr-FR")} %` : "—", columns.discount, fonts.regular, 9);
    rightText(money(line.amount), columns.amount, fonts.regular, 9);
    y = rowY;
    text(line.description, left + 6, columns.quantity - left - 40, { font: fonts.bold, size: 9 });
    text(lineDetail(line), left + 6, columns.quantity - left - 40, { size: 8, color: MUTED });
    y -= 6;
  }
  page.drawLine({ start: { x: left, y: y + 4 }, end: { x: right, y: y + 4 }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });

  // Totals, as invoices: HT, the tax line (or the mention), TTC.
  y -= 14;
  const breakdown = taxBreakdown(quote.total, quote.currency, settings);
  const total = (label: string, value: string, font: PDFFont = fonts.regular, size = 10) => {
    ensure(size * 1.6);
    rightText(value, columns.amount, font, size);
    page.drawText(pdfSafe(label), { x: columns.unit - 120, y, size, font, color: INK });
    y -= size * 1.6;
  };
  total("Total HT", money(breakdown.net));
  if (breakdown.rate) {
    const percent = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 4 }).format(breakdown.rate.rate);
    total(`${breakdown.rate.label} (${percent} %)`, money(breakdown.tax));
  } else total(`Taxes : ${settings.taxMention}`, money(0));
  total("Total TTC", money(breakdown.gross), fonts.bold, 11);

  y -= 10;
  text(
    `Montants exprimés en ${CURRENCY_NAMES[quote.currency]} (${quote.currency})${quote.currency === "XOF" ? ", sans décimale" : ""}.`,
    left,
    right - left,
    { size: 9 },
  );
  if (quote.conditions.trim()) {
    y -= 8;
    text("Conditions", left, right - left, { font: fonts.bold, size: 10 });
    text(quote.conditions, left, right - left, { size: 9 });
  }
  y -= 8;
  if (quote.status === "accepted" && quote.responded_at) {
    text(
      `Accepté en ligne le ${formatDate(quote.responded_at)} par ${quote.response_name ?? ""} (${quote.response_role ?? ""}).`,
      left,
      right - left,
      { font: fonts.bold, size: 10 },
    );
  } else if (quote.status === "declined" && quote.responded_at) {
    text(`Refusé en ligne le ${formatDate(quote.responded_at)} par ${quote.response_name ?? ""}.`, left, right - left, {
      font: fonts.bold,
    });
  } else {
    text("Pour accepter ce devis, ouvrez le lien reçu par e-mail : aucun mot de passe n'est demandé.", left, right - left, {
      size: 9,
    });
  }
  const footer = `${settings.legalName} — ${settings.address}${settings.registration.length ? ` — ${settings.registration.join(" — ")}` : ""}`;
  for (const each of pdf.getPages()) {
    let footerY = 58;
    for (const line of wrap(footer, fonts.regular, 8, right - left)) {
      each.drawText(line, { x: left, y: footerY, size: 8, font: fonts.regular, color: MUTED });
      footerY -= 10;
    }
  }
  return pdf.save();
}
