import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { brandFonts, drawLetterhead } from "./pdf-brand.ts";
import { BANK_DETAILS } from "@common/bank-details";
import { CURRENCY_NAMES, formatDate, formatMoney, type Currency } from "@common/format";
import { pdfSafe, sellerLines } from "./invoice-pdf.ts";
import { invoiceSettings, taxBreakdown, type InvoiceSettings } from "./invoice-settings.ts";

/** A company invoice as public.company_invoices holds it, with what was paid and credited (decision 1000). */
export interface CompanyInvoiceDocument {
  number: string;
  kind: "full" | "deposit" | "balance" | "funder" | "other";
  issued_at: string;
  due_on: string;
  payment_terms_days: number;
  customer_name: string;
  customer_registration: string | null;
  customer_tax_number: string | null;
  customer_address: string | null;
  customer_country: string | null;
  description: string;
  purchase_order: string | null;
  amount: number | string;
  amount_paid: number | string;
  amount_credited: number | string;
  balance_due: number | string;
  currency: Currency;
  status: string;
  /** For a funder's invoice: the company whose training it is. */
  beneficiary?: string | null;
  /** Other lines to print under the designation (e.g. the funder's share of the agreement). */
  notes?: string[];
}

/** A credit note (avoir) on a company invoice. */
export interface CompanyCreditNoteDocument {
  number: string;
  issued_at: string;
  amount: number | string;
  reason: string;
  invoice: Pick<
    CompanyInvoiceDocument,
    | "number"
    | "issued_at"
    | "customer_name"
    | "customer_registration"
    | "customer_tax_number"
    | "customer_address"
    | "customer_country"
    | "purchase_order"
    | "currency"
    | "description"
  >;
}

const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.43);
const BRAND = rgb(0.043, 0.231, 0.376);
const PAGE = { width: 595.28, height: 841.89, margin: 50 };

const KIND_TITLES: Record<CompanyInvoiceDocument["kind"], string> = {
  full: "Facture",
  deposit: "Facture d'acompte",
  balance: "Facture de solde",
  funder: "Facture",
  other: "Facture",
};

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

interface Body {
  title: string;
  number: string;
  issuedAt: string;
  titleLines: string[];
  customerLabel: string;
  customer: string[];
  designation: string[];
  amount: number | string;
  currency: Currency;
  totalLabel: string;
  after: (money: (value: number | string) => string) => string[];
}

/** One A4 document in the invoices' and quotes' style: issuer, title block, customer, designation, totals, notes. */
async function render(body: Body, settings: InvoiceSettings): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${body.title} ${body.number}`);
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
  const money = (value: number | string) => formatMoney(value, body.currency);

  const titleX = 360;
  const top = y;
  y = await drawLetterhead(pdf, page, fonts, { x: left, top: PAGE.height - 44 });
  text(settings.legalName, left, titleX - left - 24, { font: fonts.bold, size: 11, color: BRAND });
  for (const line of sellerLines(settings)) text(line, left, titleX - left - 24, { size: 9, color: MUTED });
  const issuerBottom = y;
  y = top;
  text(body.title, titleX, right - titleX, { font: fonts.bold, size: 18, color: BRAND });
  text(`N° ${body.number}`, titleX, right - titleX, { font: fonts.bold, size: 11 });
  text(`Date : ${formatDate(body.issuedAt)}`, titleX, right - titleX);
  for (const line of body.titleLines) text(line, titleX, right - titleX, { size: 9 });
  y = Math.min(y, issuerBottom) - 24;

  text(body.customerLabel, left, 300, { font: fonts.bold, size: 11 });
  body.customer.forEach((line, index) => text(line, left, 320, { font: index === 0 ? fonts.bold : fonts.regular }));

  y -= 16;
  ensure(30);
  page.drawRectangle({ x: left, y: y - 6, width: right - left, height: 20, color: rgb(0.92, 0.94, 0.97) });
  page.drawText("Désignation", { x: left + 6, y, size: 10, font: fonts.bold, color: INK });
  rightText("Montant TTC", right - 6, fonts.bold);
  y -= 26;
  rightText(money(body.amount), right - 6);
  body.designation.forEach((line, index) =>
    text(line, left + 6, right - left - 180, {
      font: index === 0 ? fonts.bold : fonts.regular,
      size: index === 0 ? 10 : 9,
      color: index === 0 ? INK : MUTED,
    }),
  );
  y -= 4;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });

  y -= 18;
  const breakdown = taxBreakdown(body.amount, body.currency, settings);
  const total = (label: string, value: string, font: PDFFont = fonts.regular, size = 10) => {
    ensure(size * 1.6);
    rightText(value, right - 6, font, size);
    page.drawText(pdfSafe(label), { x: right - 330, y, size, font, color: INK });
    y -= size * 1.6;
  };
  total("Total HT", money(breakdown.net));
  if (breakdown.rate) {
    const percent = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 4 }).format(breakdown.rate.rate);
    total(`${breakdown.rate.label} (${percent} %)`, money(breakdown.tax));
  } else total(`Taxes : ${settings.taxMention}`, money(0));
  total(body.totalLabel, money(breakdown.gross), fonts.bold, 11);
  for (const line of body.after(money)) {
    if (line.startsWith("=")) total(line.slice(1).split("|")[0], line.split("|")[1] ?? "", fonts.bold);
    else if (line.startsWith("+")) total(line.slice(1).split("|")[0], line.split("|")[1] ?? "");
    else {
      y -= 4;
      text(line, left, right - left, { size: 9 });
    }
  }
  if (!breakdown.rate) text(`${settings.taxMention}.`, left, right - left, { size: 9 });
  text(
    `Montants exprimés en ${CURRENCY_NAMES[body.currency]} (${body.currency})${body.currency === "XOF" ? ", sans décimale" : ""}.`,
    left,
    right - left,
    { size: 9 },
  );
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

/** The customer block: its legal name, registration and tax numbers, billing address and country. */
function customerLines(invoice: CompanyCreditNoteDocument["invoice"]): string[] {
  return [
    invoice.customer_name,
    ...(invoice.customer_registration ? [invoice.customer_registration] : []),
    ...(invoice.customer_tax_number ? [`N° fiscal : ${invoice.customer_tax_number}`] : []),
    ...(invoice.customer_address ? [invoice.customer_address] : []),
    ...(invoice.customer_country ? [invoice.customer_country] : []),
  ];
}

/** A company invoice: addressed to the organisation (or its funder), with its purchase order, terms and due date. */
export async function renderCompanyInvoicePdf(
  invoice: CompanyInvoiceDocument,
  settings: InvoiceSettings = invoiceSettings(),
): Promise<Uint8Array> {
  const bank = BANK_DETAILS[invoice.currency];
  const terms =
    invoice.payment_terms_days === 0 ? "à réception" : `à ${invoice.payment_terms_days} jours`;
  return render(
    {
      title: KIND_TITLES[invoice.kind],
      number: invoice.number,
      issuedAt: invoice.issued_at,
      titleLines: [
        `Échéance : ${formatDate(invoice.due_on)}`,
        ...(invoice.purchase_order ? [`Bon de commande : ${invoice.purchase_order}`] : []),
      ],
      customerLabel: "Facturé à",
      customer: customerLines(invoice),
      designation: [
        invoice.description,
        ...(invoice.beneficiary ? [`Bénéficiaire de la formation : ${invoice.beneficiary}`] : []),
        ...(invoice.notes ?? []),
      ],
      amount: invoice.amount,
      currency: invoice.currency,
      totalLabel: "Total TTC",
      after: (money) => [
        ...(Number(invoice.amount_credited) > 0 ? [`+Avoirs|- ${money(invoice.amount_credited)}`] : []),
        ...(Number(invoice.amount_paid) > 0 ? [`+Déjà réglé|- ${money(invoice.amount_paid)}`] : []),
        `=Reste à payer|${money(Math.max(0, Number(invoice.balance_due)))}`,
        `Conditions de paiement : ${terms}, échéance le ${formatDate(invoice.due_on)}. Règlement par virement à ${bank.holder}, ${bank.bank} — ${bank.account.join(" — ")} — en indiquant la référence ${invoice.number}.`,
        "En cas de retard de paiement, des rappels sont envoyés à l'échéance + 1, + 15 et + 30 jours.",
        ...(invoice.status === "cancelled" ? ["Facture annulée par avoir."] : []),
      ],
    },
    settings,
  );
}

/** A credit note on a company invoice (a cancelled trainee, a cancelled invoice). */
export async function renderCompanyCreditNotePdf(
  note: CompanyCreditNoteDocument,
  settings: InvoiceSettings = invoiceSettings(),
): Promise<Uint8Array> {
  return render(
    {
      title: "Avoir",
      number: note.number,
      issuedAt: note.issued_at,
      titleLines: [
        `Sur la facture ${note.invoice.number} du ${formatDate(note.invoice.issued_at)}`,
        ...(note.invoice.purchase_order ? [`Bon de commande : ${note.invoice.purchase_order}`] : []),
      ],
      customerLabel: "Client",
      customer: customerLines(note.invoice),
      designation: [`Avoir — ${note.reason}`, note.invoice.description],
      amount: note.amount,
      currency: note.invoice.currency,
      totalLabel: "Total TTC de l'avoir",
      after: () => ["Le montant de cet avoir vient en déduction de la facture citée."],
    },
    settings,
  );
}
