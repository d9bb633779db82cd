import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfSafe, renderInvoicePdf } from "./invoice-pdf";

describe("invoice PDF", () => {
  it("renders one A4 page with the invoice's title, even for a name the standard fonts cannot write", async () => {
    const bytes = await renderInvoicePdf({
      number: "FAC-2026-000007",
      issued_at: "2026-11-24T10:00:00Z",
      customer_name: "Aïssata 王 Koné",
      customer_email: "aissata@example.com",
      formation_title: "Leadership transformationnel pour dirigeants",
      amount: "950000.00",
      currency: "XOF",
      payment_reference: "PAC-2026-000042",
      enrollment_id: 42,
      channel: "orange_money",
      provider_reference: "sbx_123",
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe("Facture FAC-2026-000007");
    expect(pdfSafe("Aïssata 王 « Koné » — 950 000")).toBe("Aïssata ? « Koné » — 950 000");
  });
});
