import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../../tests/integration/pdf-text";
import {
  renderCreditNotePdf,
  renderInvoicePdf,
  type InvoiceData,
} from "../../../supabase/functions/_shared/invoice-pdf.ts";
import { pdfSafe } from "../../../supabase/functions/_shared/pdf/text.ts";
import {
  DEFAULT_INVOICE_SETTINGS,
  parseTaxRates,
  readInvoiceSettings,
  taxBreakdown,
} from "../../../supabase/functions/_shared/invoice-settings.ts";

const invoice: InvoiceData = {
  number: "FAC-2026-000007",
  issued_at: "2026-11-24T10:00:00Z",
  customer_name: "Aïssata 王 Koné",
  customer_email: "aissata@example.com",
  customer_company: "Orange Côte d'Ivoire",
  formation_title: "Leadership transformationnel pour dirigeants",
  amount: "950000.00",
  currency: "XOF",
  payment_reference: "PAC-2026-000042",
  enrollment_id: 42,
  channel: "orange_money",
  provider_reference: "sbx_123",
  session_starts_on: "2027-06-01",
  session_ends_on: "2027-06-05",
  session_format: "Présentiel",
  session_city: "Abidjan",
  session_venue: "Immeuble Alpha 2000, Plateau",
};

describe("invoice PDF", () => {
  it("renders one A4 page with the invoice's title, even for a name the embedded font cannot write", async () => {
    const bytes = await renderInvoicePdf(invoice);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe("Facture FAC-2026-000007");
    // Inter's French subset (decision 1048): « 王 » becomes « ? », the narrow no-break space Inter lacks a thin space;
    // French spacing inside « » and before « : ».
    expect(pdfSafe("Aïssata 王 « Koné » — 950\u202f000 : payé")).toBe(
      "Aïssata ? «\u00a0Koné\u00a0» — 950\u2009000\u00a0: payé",
    );
  });

  it("names the issuer's registration, the customer's company, the session's dates and place, and the tax mention", async () => {
    const text = pdfText(await renderInvoicePdf(invoice));
    expect(text).toContain("Pont Atlantique Conseil inc.");
    expect(text).toContain("NEQ 1170000000 (exemple)");
    expect(text).toContain("Orange Côte d'Ivoire");
    expect(text).toContain("Session du 1er au 5 juin 2027 — Immeuble Alpha 2000, Plateau, Abidjan");
    expect(text).toContain("Total HT");
    expect(text).toContain("Taxes : TVA non applicable");
    expect(text).toContain("Total TTC payé");
    expect(text).toContain("950 000 F CFA");
    expect(text).not.toMatch(/FACTURE|Facturé A\b/);
  });

  it("computes the tax line from a configured rate: HT + tax = TTC paid", async () => {
    const settings = { ...DEFAULT_INVOICE_SETTINGS, taxRates: parseTaxRates("XOF=18:TVA,CAD=14.975:TPS et TVQ") };
    expect(taxBreakdown(1180000, "XOF", settings)).toMatchObject({ net: 1000000, tax: 180000, gross: 1180000 });
    expect(taxBreakdown(1149.75, "CAD", settings)).toMatchObject({ net: 1000, tax: 149.75 });
    const text = pdfText(await renderInvoicePdf({ ...invoice, amount: "1180000" }, settings));
    expect(text).toContain("TVA (18 %)");
    expect(text).toContain("180 000 F CFA");
    expect(text).toContain("1 000 000 F CFA");
    expect(text).not.toContain("non applicable");
  });

  it("reads its settings from the environment and refuses a malformed rate", () => {
    const settings = readInvoiceSettings({
      INVOICE_LEGAL_NAME: "PAC Afrique SARL",
      INVOICE_REGISTRATION: "RCCM CI-ABJ-2020-B-1 ; NCC 2000000 X",
      INVOICE_TAX_MENTION: "Exonéré de TVA",
    });
    expect(settings).toMatchObject({
      legalName: "PAC Afrique SARL",
      registration: ["RCCM CI-ABJ-2020-B-1", "NCC 2000000 X"],
      taxMention: "Exonéré de TVA",
    });
    expect(() => parseTaxRates("EUR=20")).toThrow(/INVOICE_TAX_RATES/);
    expect(() => parseTaxRates("XOF=180")).toThrow(/INVOICE_TAX_RATES/);
  });

  it("keeps the issuer's address clear of the title block, even a long one", async () => {
    const settings = {
      ...DEFAULT_INVOICE_SETTINGS,
      address:
        "1000, rue De La Gauchetière Ouest, bureau 2400, Montréal (Québec) H3B 4W5, Canada, et une suite très longue",
    };
    const lines = pdfText(await renderInvoicePdf(invoice, settings)).split("\n");
    // Wrapped: no line of the issuer's block carries the whole address into the right-hand column.
    expect(lines.some((line) => line.includes("Gauchetière") && line.includes("suite très longue"))).toBe(false);
  });

  it("renders a credit note (avoir) naming the invoice it cancels", async () => {
    const bytes = await renderCreditNotePdf({
      ...invoice,
      number: "AV-2027-000001",
      issued_at: "2027-01-05T10:00:00Z",
      invoice_number: "FAC-2026-000007",
      invoice_issued_at: "2026-11-24T10:00:00Z",
      refunded_at: "2027-01-05T10:00:00Z",
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe("Avoir AV-2027-000001");
    const text = pdfText(bytes).replace(/\n/g, " ");
    expect(text).toContain("Annule la facture FAC-2026-000007 du 24 novembre 2026");
    expect(text).toContain("Total TTC remboursé");
    expect(text).toContain("Remboursé le 5 janvier 2027");
  });
});
