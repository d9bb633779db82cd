import { describe, expect, it } from "vitest";
import {
  renderCompanyCreditNotePdf,
  renderCompanyInvoicePdf,
  type CompanyInvoiceDocument,
} from "../../supabase/functions/company-invoice/company-invoice-pdf.ts";
import {
  companyInvoiceReminderMail,
  type CompanyInvoiceFacts,
} from "../../supabase/functions/process-jobs/company-invoice-mails.ts";
import { DEFAULT_INVOICE_SETTINGS, parseTaxRates } from "../../supabase/functions/_shared/invoice-settings.ts";
import { pdfText } from "../integration/pdf-text";

const invoice: CompanyInvoiceDocument = {
  number: "FAC-2026-000042",
  kind: "deposit",
  issued_at: "2026-12-06T10:00:00Z",
  due_on: "2027-01-05",
  payment_terms_days: 30,
  customer_name: "Société Ivoirienne de Raffinage",
  customer_registration: "RCCM CI-ABJ-1962-B-1234",
  customer_tax_number: "CC 0100123 X",
  customer_address: "Boulevard de Petit-Bassam, Abidjan",
  customer_country: "Côte d'Ivoire",
  description: "Convention CONV-2026-000007 — Gestion de projet — acompte de 30 %",
  purchase_order: "BC-2026-118",
  amount: 1180000,
  amount_paid: 500000,
  amount_credited: 0,
  balance_due: 680000,
  currency: "XOF",
  status: "partially_paid",
};

describe("the company invoice's PDF (decision 1000)", () => {
  it("addresses the company with its legal details, its purchase order, the terms and the due date, and what is left", async () => {
    const settings = { ...DEFAULT_INVOICE_SETTINGS, taxRates: parseTaxRates("XOF=18:TVA") };
    const text = pdfText(await renderCompanyInvoicePdf(invoice, settings));
    expect(text).toContain("Facture d'acompte");
    expect(text).toContain("N° FAC-2026-000042");
    expect(text).toContain("Société Ivoirienne de Raffinage");
    expect(text).toContain("RCCM CI-ABJ-1962-B-1234");
    expect(text).toContain("N° fiscal : CC 0100123 X");
    expect(text).toContain("Bon de commande : BC-2026-118");
    expect(text).toMatch(/Échéance : 5\sjanvier\s2027/);
    // 1 180 000 TTC = 1 000 000 HT + 180 000 of TVA (amount first, label after, as in every PDF of the site).
    expect(text).toMatch(
      /1\s000\s000\sF\sCFA\nTotal HT\n180\s000\sF\sCFA\nTVA \(18\s%\)\n1\s180\s000\sF\sCFA\nTotal TTC/,
    );
    expect(text).toMatch(/- 500\s000\sF\sCFA\nDéjà réglé\n680\s000\sF\sCFA\nReste à payer/);
    expect(text).toMatch(/Conditions de paiement : à 30 jours/);
    expect(text).toContain("référence FAC-2026-000042");
  });

  it("a funder's invoice names the company whose training it pays; a credit note names the invoice it reduces", async () => {
    const funderText = pdfText(
      await renderCompanyInvoicePdf(
        {
          ...invoice,
          kind: "funder",
          customer_name: "FDFP",
          beneficiary: "Société Ivoirienne de Raffinage",
          purchase_order: null,
        },
        DEFAULT_INVOICE_SETTINGS,
      ),
    );
    expect(funderText).toContain("Bénéficiaire de la formation : Société Ivoirienne de Raffinage");
    expect(funderText).not.toContain("Bon de commande");
    expect(funderText).toContain("Taxes : TVA non applicable");
    const note = pdfText(
      await renderCompanyCreditNotePdf(
        {
          number: "AV-2026-000003",
          issued_at: "2026-12-10T09:00:00Z",
          amount: 236000,
          reason: "Annulation du stagiaire Koffi Yao",
          invoice,
        },
        DEFAULT_INVOICE_SETTINGS,
      ),
    );
    expect(note).toContain("Avoir");
    expect(note).toContain("N° AV-2026-000003");
    expect(note).toMatch(/Sur la facture FAC-2026-000042 du\s+6\sdécembre\s2026/);
    expect(note).toContain("Avoir — Annulation du stagiaire Koffi Yao");
  });
});

describe("the reminders' e-mails", () => {
  const facts: CompanyInvoiceFacts = {
    ...invoice,
    id: 42,
    to_funder: false,
    recipients: ["drh@example.com"],
    step: 15,
  };
  it("say which reminder it is, what is left to pay and where to transfer it", () => {
    const mail = companyInvoiceReminderMail(facts, "https://example.com/espace-entreprise");
    expect(mail.subject).toBe("Deuxième rappel : facture FAC-2026-000042 échue");
    expect(mail.text).toContain("15 jours après son échéance");
    expect(mail.text).toMatch(/Reste dû : 680\s000\sF\sCFA/);
    expect(mail.text).toContain("Indiquez la référence FAC-2026-000042");
    expect(companyInvoiceReminderMail({ ...facts, step: 30 }, null).subject).toMatch(/^Dernier rappel/);
  });
});
