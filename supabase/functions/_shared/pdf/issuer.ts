import type { PDFDocument } from "pdf-lib";
import { firm } from "@common/firm";
import { invoiceSettings, type InvoiceSettings } from "../invoice-settings.ts";
import { drawLetterhead } from "./brand.ts";
import { A4, MUTED, TITLE_BLUE, type FlowWriter } from "./page.ts";

/** The seller's lines under its name: address, registration numbers, contact. */
export function sellerLines(settings: InvoiceSettings = invoiceSettings()): string[] {
  return [settings.address, ...settings.registration, `Téléphone : ${firm.headOffice.phone} — ${firm.emails.contact}`];
}

/** The business documents' footer: the legal name, the address and the registration numbers. */
export const issuerFooter = (settings: InvoiceSettings) =>
  `${settings.legalName} — ${settings.address}${settings.registration.length ? ` — ${settings.registration.join(" — ")}` : ""}`;

/**
 * The issuer's block of a quote or a company invoice, top left: the letterhead, the legal name in the brand blue and
 * the seller's lines, `width` wide. Leaves the writer under it.
 */
export async function issuerBlock(pdf: PDFDocument, flow: FlowWriter, settings: InvoiceSettings, width: number) {
  flow.y = await drawLetterhead(pdf, flow.page, flow.fonts, { x: flow.left, top: A4.height - 44 });
  flow.text(settings.legalName, flow.left, width, { font: flow.fonts.bold, size: 11, color: TITLE_BLUE });
  for (const line of sellerLines(settings)) flow.text(line, flow.left, width, { size: 9, color: MUTED });
}
