import { describe, expect, it } from "vitest";
import {
  movedMail,
  replacementMails,
  type TransferFacts,
} from "../../supabase/functions/_shared/enrollment-transfer.ts";
import { DEFAULT_INVOICE_SETTINGS } from "../../supabase/functions/_shared/invoice-settings.ts";
import { renderInvoicePdf, type InvoiceData } from "../../supabase/functions/_shared/invoice-pdf.ts";
import {
  isPaymentLinkToken,
  learnerPaidMail,
  newPaymentLinkToken,
  payerReceiptMail,
  paymentLinkMail,
} from "../../supabase/functions/_shared/payment-link.ts";
import { pdfText } from "../integration/pdf-text";

const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("payment links (decision 1004)", () => {
  it("draws 32-character URL-safe tokens, never twice the same", () => {
    const tokens = new Set(Array.from({ length: 50 }, newPaymentLinkToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(isPaymentLinkToken(token)).toBe(true);
    expect(isPaymentLinkToken("trop-court")).toBe(false);
    expect(isPaymentLinkToken(`${"a".repeat(31)}/`)).toBe(false);
  });

  it("the link's e-mail names the learner, the amount, the reference, the deadline and the link", () => {
    const mail = paymentLinkMail({
      recipientName: "Mariam Traoré",
      learnerName: "Awa Koné",
      formationTitle: "Gestion de projet",
      amount: 950000,
      currency: "XOF",
      reference: "PAC-2026-000042",
      deadline: "2030-05-01T10:00:00Z",
      link: "https://example.test/paiement/abc",
    });
    expect(flat(mail.subject)).toBe("Paiement d'une formation pour Awa Koné — 950 000 F CFA");
    const text = flat(mail.text);
    expect(text).toContain("Bonjour Mariam Traoré,");
    expect(text).toContain("PAC-2026-000042");
    expect(text).toContain("avant le 1er mai 2030 à 10 h (heure d'Abidjan)");
    expect(text).toContain("https://example.test/paiement/abc");
    expect(mail.html).toContain('href="https://example.test/paiement/abc"');
  });

  it("the payer's receipt and the learner's notice keep the invoice number's place for the database", () => {
    const facts = {
      payerName: "Mariam Traoré",
      payerCompany: "Société Ivoirienne de Banque",
      learnerName: "Awa Koné",
      formationTitle: "Gestion de projet",
      amount: 950000,
      currency: "XOF" as const,
      session: "4 au 6 mai 2030, Abidjan",
    };
    const receipt = payerReceiptMail(facts);
    expect(receipt.subject).toBe("Paiement reçu — facture {{numero}}");
    expect(receipt.text).toContain("à votre nom (Société Ivoirienne de Banque)");
    expect(receipt.text).not.toContain("connexion requise");
    const notice = learnerPaidMail(facts);
    expect(notice.text).toContain("payée par Mariam Traoré (Société Ivoirienne de Banque)");
    expect(notice.text).toContain("{{numero}}");
  });

  it("an invoice paid by someone else names the payer's company and the trainee", async () => {
    const invoice: InvoiceData = {
      number: "FAC-2030-000007",
      issued_at: "2030-04-01T09:00:00Z",
      customer_name: "Mariam Traoré",
      customer_email: "daf@sib.example",
      customer_company: "Société Ivoirienne de Banque",
      formation_title: "Gestion de projet",
      amount: 950000,
      currency: "XOF",
      payment_reference: "PAC-2030-000042",
      enrollment_id: 42,
      channel: "orange_money",
      provider_reference: "sbx_x",
      trainee_name: "Awa Koné",
    };
    const text = pdfText(await renderInvoicePdf(invoice, DEFAULT_INVOICE_SETTINGS));
    expect(text).toContain("Société Ivoirienne de Banque");
    expect(text).toContain("Stagiaire : Awa Koné");
    const own = pdfText(await renderInvoicePdf({ ...invoice, trainee_name: null }, DEFAULT_INVOICE_SETTINGS));
    expect(own).not.toContain("Stagiaire");
  });
});

describe("moving and replacing a trainee (decision 1005)", () => {
  const facts: TransferFacts = {
    formation_title: "Gestion de projet",
    trainee_name: "Awa Koné",
    amount: 950000,
    currency: "XOF",
    status: "confirmed",
    from: { starts_on: "2030-05-04", ends_on: "2030-05-06", city: "Abidjan" },
    to: { starts_on: "2030-06-08", ends_on: "2030-06-10", city: "Dakar" },
  };

  it("the moved trainee reads both sessions and that what they paid is carried over", () => {
    const text = flat(movedMail(facts, "https://example.test").text);
    expect(text).toContain("Abidjan");
    expect(text).toContain("Dakar");
    expect(text).toContain("950 000 F CFA");
    expect(text).toContain("https://example.test/mes-formations");
  });

  it("a replacement tells the colleague and the trainee replaced, and invites a colleague without an account", () => {
    const mails = replacementMails(facts, "koffi@example.test", "https://example.test");
    expect(mails.map((mail) => `${mail.when}:${mail.for}`)).toEqual([
      "done:trainee",
      "done:previous",
      "invited:colleague",
      "invited:previous",
    ]);
    expect(mails[1].message.text).toContain("koffi@example.test");
    expect(mails[2].message.text).toContain("https://example.test/auth?tab=signup");
  });
});
