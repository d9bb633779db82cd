import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { firm } from "@common/firm";
import { CHANNEL_LABELS, isPaymentChannel, type Currency } from "./channels";
import { formatAmount } from "./money";

export interface InvoiceData {
  number: string;
  issued_at: Date | string;
  customer_name: string;
  customer_email: string;
  formation_title: string;
  amount: string | number;
  currency: Currency;
  payment_reference: string | null;
  enrollment_id: number | string;
  channel: string;
  provider_reference: string | null;
}

const seat = firm.headOffice;

/** The seller's legal details, as the legal notice (mentions légales) states them. */
export const SELLER_LINES = [
  firm.legalName,
  "Société par actions constituée selon les lois du Canada",
  `${seat.address}, Canada`,
  `Téléphone : ${seat.phone} — ${firm.emails.contact}`,
];

/** The standard PDF fonts speak WinAnsi: any other character (a name in another script) is shown as "?". */
const WIN_ANSI_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
export const pdfSafe = (text: string) =>
  [...text].map((char) => (/[\x20-\x7e\xa0-\xff]/.test(char) || WIN_ANSI_EXTRAS.includes(char) ? char : "?")).join("");

const dateFr = (value: Date | string) =>
  new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(value),
  );

/** A one-page A4 invoice (facture) for a paid enrolment. */
export async function renderInvoicePdf(invoice: InvoiceData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Facture ${invoice.number}`);
  pdf.setAuthor(firm.legalName);
  pdf.setLanguage("fr-FR");
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const text = (p: PDFPage, value: string, x: number, y: number, font: PDFFont, size = 10) =>
    p.drawText(pdfSafe(value), { x, y, size, font, color: rgb(0.1, 0.12, 0.16), maxWidth: 595 - x - 50 });
  const amount = formatAmount(invoice.amount, invoice.currency);
  const channel = isPaymentChannel(invoice.channel) ? CHANNEL_LABELS[invoice.channel] : invoice.channel;

  let y = 790;
  text(page, firm.fullName, 50, y, bold, 16);
  SELLER_LINES.forEach((line, index) => text(page, line, 50, y - 18 - index * 13, regular, 9));
  text(page, "FACTURE", 400, y, bold, 18);
  text(page, `N° ${invoice.number}`, 400, y - 20, bold, 11);
  text(page, `Date : ${dateFr(invoice.issued_at)}`, 400, y - 35, regular, 10);

  y = 660;
  text(page, "Facturé à", 50, y, bold, 11);
  text(page, invoice.customer_name, 50, y - 15, regular);
  text(page, invoice.customer_email, 50, y - 28, regular);

  y = 580;
  page.drawRectangle({ x: 50, y: y - 6, width: 495, height: 20, color: rgb(0.92, 0.94, 0.97) });
  text(page, "Désignation", 56, y, bold);
  text(page, "Montant", 450, y, bold);
  text(page, `Formation « ${invoice.formation_title} »`, 56, y - 24, regular);
  text(
    page,
    `Inscription n° ${invoice.enrollment_id}${invoice.payment_reference ? ` — référence ${invoice.payment_reference}` : ""}`,
    56,
    y - 38,
    regular,
    9,
  );
  text(page, amount, 450, y - 24, regular);
  page.drawLine({ start: { x: 50, y: y - 52 }, end: { x: 545, y: y - 52 }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
  text(page, "Total payé", 330, y - 70, bold, 11);
  text(page, amount, 450, y - 70, bold, 11);

  y = 440;
  text(
    page,
    `Réglé par ${channel}${invoice.provider_reference ? ` (transaction ${invoice.provider_reference})` : ""}.`,
    50,
    y,
    regular,
  );
  text(
    page,
    `Montant exprimé en ${invoice.currency === "XOF" ? "francs CFA (XOF), sans décimale" : "dollars canadiens (CAD)"}.`,
    50,
    y - 14,
    regular,
  );

  text(page, `${firm.legalName} — ${seat.address}, Canada`, 50, 50, regular, 8);
  return pdf.save();
}
