import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { formatMoney } from "@common/format";
import {
  agreementFirm,
  paymentSchedule,
  type AgreementContent,
  type AgreementSignatures,
} from "../../supabase/functions/_shared/agreement-content.ts";
import { renderAgreementDocument, renderAgreementPdf } from "../../supabase/functions/_shared/agreement-pdf.ts";
import { agreementSentMail } from "../../supabase/functions/_shared/agreements.ts";
import { DEFAULT_INVOICE_SETTINGS, parseTaxRates } from "../../supabase/functions/_shared/invoice-settings.ts";
import { pdfText } from "../integration/pdf-text";

const content = (currency: "XOF" | "CAD" = "CAD", depositPercent = 30): AgreementContent => ({
  number: "CONV-2026-000004",
  currency,
  total: currency === "CAD" ? 5748.75 : 1250000,
  deposit_percent: depositPercent,
  payment_terms_days: 30,
  purchase_order: "BC-77",
  cancellation_terms: "Annulation sans frais jusqu'à 15 jours avant le début.\nAu-delà, le prix est dû.",
  quote_number: "DEV-2026-000012",
  quote_accepted_at: "2026-12-05T10:00:00Z",
  quote_accepted_by: "Luc Tremblay",
  client: {
    legal_name: "Hydro Sud inc.",
    registration_kind: "NEQ",
    registration_number: "1234567890",
    tax_number: "TPS 123456789 RT0001",
    billing_address: "1000, rue Sherbrooke Ouest, Montréal",
    country: "Canada",
    signer_email: "rf@hydrosud.example",
  },
  lines: [
    {
      kind: "session_seats",
      description: "Gestion de projet Agile — places",
      quantity: 5,
      unit_price: 1149.75,
      discount_percent: 0,
      amount: 5748.75,
    },
  ],
  sessions: [
    {
      session_id: 9,
      formation: "Gestion de projet Agile",
      objectives: "Piloter un projet en cycles courts.",
      duration: "3 jours",
      starts_on: "2027-02-01",
      ends_on: "2027-02-03",
      format: "Présentiel",
      city: "Montréal",
      venue: "Centre-ville",
      seats: 5,
      intra: false,
      slots: [{ starts_at: "2027-02-01T14:00:00Z", ends_at: "2027-02-01T21:00:00Z", time_zone: "America/Toronto" }],
      trainees: [{ name: "Marie Roy", email: "marie@hydrosud.example" }],
    },
  ],
  firm: agreementFirm(
    { ...DEFAULT_INVOICE_SETTINGS, taxRates: parseTaxRates("CAD=14.975:TPS et TVQ") },
    currency,
    "Téléphone : +1 514 000 0000",
  ),
  sent_at: "2026-12-06T10:00:00Z",
});

const signatures: AgreementSignatures = {
  status: "signed",
  document_sha256: "a".repeat(64),
  sent_at: "2026-12-06T10:00:00Z",
  client_signed_at: "2026-12-06T11:00:00Z",
  client_signer_name: "Luc Tremblay",
  client_signer_role: "Responsable formation",
  client_signer_address: "203.0.113.9",
  client_signer_user_agent: "Mozilla/5.0",
  client_signed_via: "link",
  firm_signed_at: "2026-12-06T12:00:00Z",
  firm_signer_name: "Admin Cabinet",
  firm_signer_address: "198.51.100.4",
  firm_signer_user_agent: "Mozilla/5.0",
};

describe("the training agreement's PDF (decisions 0998, 0999)", () => {
  it("names both parties with their legal details, the formation, sessions, trainees, price with the tax line, schedule and terms", async () => {
    const text = pdfText(await renderAgreementDocument(content()));
    for (const expected of [
      "Convention de formation professionnelle",
      "N° CONV-2026-000004",
      "Suite au devis DEV-2026-000012",
      DEFAULT_INVOICE_SETTINGS.legalName,
      "Hydro Sud inc.",
      "NEQ : 1234567890",
      "Numéro de taxe : TPS 123456789 RT0001",
      "Adresse de facturation : 1000, rue Sherbrooke Ouest, Montréal",
      "Objectifs : Piloter un projet en cycles courts.",
      "Lieu : Centre-ville, Montréal — session interentreprises",
      "Horaires :",
      "Places réservées : 5",
      "Marie Roy (marie@hydrosud.example), 4 stagiaires à désigner",
      "Total HT",
      "TPS et TVQ (14,975 %)",
      "Total TTC",
      "Acompte de 30 %",
      "Solde :",
      "payable à 30 jours",
      "Bon de commande : BC-77.",
      "Au-delà, le prix est dû.",
    ]) {
      expect(text).toContain(expected);
    }
    // The document signed has no signature page.
    expect(text).not.toContain("Signatures et piste d'audit");
  });

  it("is the same bytes for the same content, so both signatures are of one SHA-256", async () => {
    const first = await renderAgreementDocument(content());
    const second = await renderAgreementDocument(content());
    expect(createHash("sha256").update(first).digest("hex")).toBe(createHash("sha256").update(second).digest("hex"));
    const other = await renderAgreementDocument({ ...content(), purchase_order: "BC-78" });
    expect(Buffer.from(other).equals(Buffer.from(first))).toBe(false);
  });

  it("adds a last page with both signatures and the audit trail once signed", async () => {
    const text = pdfText(await renderAgreementPdf(content(), signatures));
    for (const expected of [
      "Signatures et piste d'audit",
      `Empreinte SHA-256 du document signé : ${"a".repeat(64)}`,
      "Signé par Luc Tremblay (Responsable formation), Hydro Sud inc.",
      "Depuis l'adresse 203.0.113.9, par le lien personnel reçu par e-mail",
      "Signé par Admin Cabinet",
      "Depuis l'adresse 198.51.100.4",
      "Convention signée par les deux parties.",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("says one invoice without a deposit, and whole francs in XOF with the tax mention when no rate is set", async () => {
    expect(paymentSchedule(content("XOF", 0))).toEqual([
      `Une facture de ${formatMoney(1250000, "XOF")} TTC, payable à 30 jours à réception de la facture.`,
    ]);
    const text = pdfText(await renderAgreementDocument(content("XOF", 0)));
    expect(text).toContain("Taxes : TVA non applicable");
    expect(text).toContain("sans décimale");
  });

  it("invoices each funder's share to the funder and the rest to the company, its deposit a share of that rest", async () => {
    const funded = { ...content("XOF", 30), fundings: [{ funder_name: "FDFP Côte d'Ivoire", amount: 450000 }] };
    expect(paymentSchedule(funded)).toEqual([
      `Acompte de 30 % : ${formatMoney(240000, "XOF")} TTC, facturé à l'entreprise à la signature de la convention, payable à 30 jours à réception de la facture.`,
      `Solde : ${formatMoney(560000, "XOF")} TTC, facturé à l'entreprise à la fin de la formation, payable à 30 jours à réception de la facture.`,
      `Part prise en charge par FDFP Côte d'Ivoire : ${formatMoney(450000, "XOF")} TTC, facturée au financeur à la signature de la convention, payable à 30 jours à réception de la facture.`,
    ]);
    const text = pdfText(await renderAgreementDocument(funded));
    expect(text).toContain("Part prise en charge par FDFP Côte d'Ivoire");
    // Wholly funded: the funder's invoice only.
    expect(paymentSchedule({ ...content("XOF", 30), fundings: [{ funder_name: "3FPT", amount: 1250000 }] })).toEqual([
      `Part prise en charge par 3FPT : ${formatMoney(1250000, "XOF")} TTC, facturée au financeur à la signature de la convention, payable à 30 jours à réception de la facture.`,
    ]);
  });

  it("e-mails the link in French", () => {
    const mail = agreementSentMail({
      company: "Hydro Sud inc.",
      total: 5748.75,
      currency: "CAD",
      link: "https://site/convention/abc",
    });
    expect(mail.subject).toBe("Convention de formation {{numero}} à signer — Pont Atlantique Conseil");
    expect(mail.text).toContain("Lire et signer la convention : https://site/convention/abc");
    expect(mail.text).toContain("sans mot de passe");
  });
});
