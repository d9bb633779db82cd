import type { PDFFont } from "pdf-lib";
import { BANK_DETAILS } from "@common/bank-details";
import { formatDate, formatMoney, type Currency } from "@common/format";
import { invoiceSettings, taxBreakdown, type InvoiceSettings } from "../_shared/invoice-settings.ts";
import { issuerBlock, issuerFooter } from "../_shared/pdf/issuer.ts";
import { INK, MUTED, TITLE_BLUE, brandedDocument, flowWriter, pageFooters, rule, tableHeader } from "../_shared/pdf/page.ts";
import { currencyNote, netAndTax } from "../_shared/pdf/totals.ts";

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

const KIND_TITLES: Record<CompanyInvoiceDocument["kind"], string> = {
  full: "Facture",
  deposit: "Facture d'acompte",
  balance: "Facture de solde",
  funder: "Facture",
  other: "Facture",
};

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
  const { pdf, fonts } = await brandedDocument({ title: `${body.title} ${body.number}`, author: settings.legalName });
  const flow = flowWriter(pdf, fonts);
  const { left, right, text, rightText } = flow;
  const money = (value: number | string) => formatMoney(value, body.currency);

  const titleX = 360;
  const top = flow.y;
  await issuerBlock(pdf, flow, settings, titleX - left - 24);
  const issuerBottom = flow.y;
  flow.y = top;
  text(body.title, titleX, right - titleX, { font: fonts.bold, size: 18, color: TITLE_BLUE });
  text(`N° ${body.number}`, titleX, right - titleX, { font: fonts.bold, size: 11 });
  text(`Date : ${formatDate(body.issuedAt)}`, titleX, right - titleX);
  for (const line of body.titleLines) text(line, titleX, right - titleX, { size: 9 });
  flow.y = Math.min(flow.y, issuerBottom) - 24;

  text(body.customerLabel, left, 300, { font: fonts.bold, size: 11 });
  body.customer.forEach((line, index) => text(line, left, 320, { font: index === 0 ? fonts.bold : fonts.regular }));

  flow.y -= 16;
  flow.ensure(30);
  tableHeader(flow, [["Montant TTC", right - 6]], 10);
  flow.y -= 26;
  rightText(money(body.amount), right - 6);
  body.designation.forEach((line, index) =>
    text(line, left + 6, right - left - 180, {
      font: index === 0 ? fonts.bold : fonts.regular,
      size: index === 0 ? 10 : 9,
      color: index === 0 ? INK : MUTED,
    }),
  );
  flow.y -= 4;
  rule(flow.page, left, right, flow.y);

  flow.y -= 18;
  const breakdown = taxBreakdown(body.amount, body.currency, settings);
  const total = (label: string, value: string, font: PDFFont = fonts.regular, size = 10) =>
    flow.total(label, value, { labelX: right - 330, valueRight: right - 6, font, size });
  for (const [label, value] of netAndTax(breakdown, settings.taxMention, money)) total(label, value);
  total(body.totalLabel, money(breakdown.gross), fonts.bold, 11);
  for (const line of body.after(money)) {
    if (line.startsWith("=")) total(line.slice(1).split("|")[0], line.split("|")[1] ?? "", fonts.bold);
    else if (line.startsWith("+")) total(line.slice(1).split("|")[0], line.split("|")[1] ?? "");
    else {
      flow.y -= 4;
      text(line, left, right - left, { size: 9 });
    }
  }
  if (!breakdown.rate) text(`${settings.taxMention}.`, left, right - left, { size: 9 });
  text(currencyNote(body.currency), left, right - left, { size: 9 });
  pageFooters(pdf, fonts.regular, () => issuerFooter(settings), { left, width: right - left });
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
