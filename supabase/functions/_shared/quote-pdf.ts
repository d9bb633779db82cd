import type { PDFFont } from "pdf-lib";
import { formatDate, formatMoney, type Currency } from "@common/format";
import { invoiceSettings, taxBreakdown, type InvoiceSettings } from "./invoice-settings.ts";
import { issuerBlock, issuerFooter } from "./pdf/issuer.ts";
import { TITLE_BLUE, brandedDocument, flowWriter, pageFooters, rule } from "./pdf/page.ts";
import { priceColumns, priceTable, type PriceLine } from "./pdf/price-lines.ts";
import { currencyNote, netAndTax } from "./pdf/totals.ts";

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
  lines: PriceLine[];
}

/**
 * A quote (devis) in the invoices' style: the issuer, the title block, the client's company, the lines with their
 * discount, the totals with the tax line of the currency (INVOICE_TAX_RATES, as invoices), the validity and the
 * conditions; the client's answer when there is one. Standard fonts only, so it stays light.
 */
export async function renderQuotePdf(quote: QuoteDocument, settings: InvoiceSettings = invoiceSettings()) {
  const { pdf, fonts } = await brandedDocument({ title: `Devis ${quote.number ?? "brouillon"}`, author: settings.legalName });
  const flow = flowWriter(pdf, fonts);
  const { left, right, text } = flow;
  const money = (value: number | string) => formatMoney(value, quote.currency);

  // Header: the issuer on the left, the title block on the right.
  const titleX = 380;
  const top = flow.y;
  await issuerBlock(pdf, flow, settings, titleX - left - 24);
  const issuerBottom = flow.y;
  flow.y = top;
  text("Devis", titleX, right - titleX, { font: fonts.bold, size: 18, color: TITLE_BLUE });
  text(`N° ${quote.number ?? "— (brouillon)"}${quote.version > 1 ? ` — version ${quote.version}` : ""}`, titleX, right - titleX, {
    font: fonts.bold,
    size: 11,
  });
  if (quote.sent_at) text(`Date : ${formatDate(quote.sent_at)}`, titleX, right - titleX);
  text(`Valable jusqu'au ${formatDate(quote.valid_until)}`, titleX, right - titleX);
  flow.y = Math.min(flow.y, issuerBottom) - 24;

  text("Client", left, 300, { font: fonts.bold, size: 11 });
  text(quote.client_company, left, 300, { font: fonts.bold });
  if (quote.client_registration) text(quote.client_registration, left, 300);
  if (quote.client_address) text(quote.client_address, left, 300);
  text(`À l'attention de ${quote.client_contact_name} — ${quote.client_email}`, left, right - left);

  // The lines: designation, quantity, unit price, discount, amount.
  flow.y -= 16;
  priceTable(flow, quote.lines, money);
  rule(flow.page, left, right, flow.y + 4);

  // Totals, as invoices: HT, the tax line (or the mention), TTC.
  flow.y -= 14;
  const columns = priceColumns(right);
  const breakdown = taxBreakdown(quote.total, quote.currency, settings);
  const total = (label: string, value: string, font: PDFFont = fonts.regular, size = 10) =>
    flow.total(label, value, { labelX: columns.unit - 120, valueRight: columns.amount, font, size });
  for (const [label, value] of netAndTax(breakdown, settings.taxMention, money)) total(label, value);
  total("Total TTC", money(breakdown.gross), fonts.bold, 11);

  flow.y -= 10;
  text(currencyNote(quote.currency), left, right - left, { size: 9 });
  if (quote.conditions.trim()) {
    flow.y -= 8;
    text("Conditions", left, right - left, { font: fonts.bold, size: 10 });
    text(quote.conditions, left, right - left, { size: 9 });
  }
  flow.y -= 8;
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
  pageFooters(pdf, fonts.regular, () => issuerFooter(settings), { left, width: right - left });
  return pdf.save();
}
