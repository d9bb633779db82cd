import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { DEFAULT_INVOICE_SETTINGS, parseTaxRates } from "../../supabase/functions/_shared/invoice-settings.ts";
import { renderQuotePdf, type QuoteDocument } from "../../supabase/functions/_shared/quote-pdf.ts";
import { quoteSentMail } from "../../supabase/functions/_shared/quotes.ts";
import { pdfText } from "../integration/pdf-text";

const quote = (lines: number, currency: "XOF" | "CAD" = "CAD"): QuoteDocument => ({
  number: "DEV-2026-000012",
  version: 2,
  status: "viewed",
  currency,
  client_company: "Hydro Sud inc.",
  client_registration: "NEQ 1234567890",
  client_address: "1000, rue Sherbrooke Ouest, Montréal",
  client_contact_name: "Luc Tremblay",
  client_email: "luc@example.com",
  valid_until: "2027-01-15",
  conditions: "Paiement à 30 jours.\nAnnulation gratuite jusqu'à 15 jours avant le début.",
  total: 1149.75 * lines,
  sent_at: "2026-12-06T10:00:00Z",
  responded_at: null,
  response_name: null,
  response_role: null,
  lines: Array.from({ length: lines }, (_, index) => ({
    kind: index % 2 ? "intra_flat" : "session_seats",
    description: `Gestion de projet Agile, module ${index + 1}`,
    quantity: 1,
    unit_price: 1149.75,
    discount_percent: 0,
    amount: 1149.75,
    starts_on: index % 2 ? null : "2027-02-01",
    ends_on: index % 2 ? null : "2027-02-03",
    city: index % 2 ? null : "Montréal",
    format: index % 2 ? null : "Présentiel",
  })),
});

describe("the quote's PDF (decision 0997)", () => {
  it("splits the total into HT, the currency's tax line and TTC, as invoices do", async () => {
    const settings = { ...DEFAULT_INVOICE_SETTINGS, taxRates: parseTaxRates("CAD=14.975:TPS et TVQ") };
    const text = pdfText(await renderQuotePdf(quote(2), settings));
    expect(text).toContain("Devis");
    expect(text).toMatch(/N° DEV-2026-000012 —\s+version\s+2/);
    expect(text).toContain("Hydro Sud inc.");
    expect(text).toContain("NEQ 1234567890");
    // 2 299,50 TTC = 2 000,00 HT + 299,50 of TPS and TVQ.
    // (Each amount is written before its label, so it comes first in the text.)
    expect(text).toMatch(
      /2\s000,00\s\$\sCA\nTotal HT\n299,50\s\$\sCA\nTPS et TVQ \(14,975\s%\)\n2\s299,50\s\$\sCA\nTotal TTC/,
    );
    expect(text).toMatch(/Valable jusqu'au 15\sjanvier\s2027/);
    // The conditions keep their line breaks.
    expect(text).toContain("Paiement à 30 jours.\nAnnulation gratuite");
  });

  it("without a rate for the currency, the invoices' mention instead of a tax line", async () => {
    const text = pdfText(await renderQuotePdf({ ...quote(1, "XOF"), total: 950000 }, DEFAULT_INVOICE_SETTINGS));
    expect(text).toContain("Taxes : TVA non applicable");
    expect(text).not.toContain("TPS");
  });

  it("stays light: sixty lines make a few pages of standard fonts, well under the functions' limits", async () => {
    const started = performance.now();
    const bytes = await renderQuotePdf(quote(60), DEFAULT_INVOICE_SETTINGS);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(bytes.length).toBeLessThan(200_000);
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    expect(pages).toBeGreaterThan(1);
    expect(pages).toBeLessThan(8);
  });

  it("the e-mail carries the link and leaves the number to the database", () => {
    const mail = quoteSentMail({
      contactName: "Luc Tremblay",
      company: "Hydro Sud inc.",
      total: 2299.5,
      currency: "CAD",
      validUntil: "2027-01-15",
      link: "https://www.example.org/devis/abc",
      version: 1,
    });
    expect(mail.subject).toBe("Votre devis {{numero}} — Pont Atlantique Conseil");
    expect(mail.text).toContain("Voir le devis : https://www.example.org/devis/abc");
    expect(mail.html).toContain('href="https://www.example.org/devis/abc"');
    expect(mail.text).toMatch(/valable jusqu'au 15\sjanvier\s2027/);
  });
});
