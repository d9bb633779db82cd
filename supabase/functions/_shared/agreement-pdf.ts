import { PDFDocument, StandardFonts, type PDFFont } from "pdf-lib";
import { formatDate, formatDateRange, formatMoney } from "@common/format";
import {
  REGISTRATION_KINDS,
  paymentSchedule,
  sessionPlace,
  type AgreementContent,
  type AgreementFirm,
  type AgreementSignatures,
} from "./agreement-content.ts";
import { slotLabel } from "./hours.ts";
import { taxBreakdown } from "./invoice-settings.ts";
import { MUTED, TITLE_BLUE, flowWriter, pageFooters } from "./pdf/page.ts";
import { priceColumns, priceTable } from "./pdf/price-lines.ts";
import { winAnsiSafe } from "./pdf/text.ts";
import { currencyNote, netAndTax } from "./pdf/totals.ts";

/**
 * The training agreement (convention de formation) rendered from its frozen content: both parties with their legal
 * details, the formation and its objectives, the sessions (dates, place, hours, seats, trainees), the price with the
 * tax line as quotes and invoices, the payment schedule and the cancellation terms. Deterministic (no dates in the
 * metadata): the same content gives the same bytes, whose SHA-256 both parties sign. With `signatures`, a last page
 * shows both signatures and the audit trail (who, when, from where, with what, the document's hash).
 */
export async function renderAgreementPdf(content: AgreementContent, signatures?: AgreementSignatures): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`Convention de formation ${content.number ?? "(projet)"}`);
  pdf.setLanguage("fr-FR");
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  // The standard fonts and their WinAnsi text, never the brand's Inter: the bytes both parties signed stay the same.
  const flow = flowWriter(pdf, fonts, { safe: winAnsiSafe });
  const { left, right, text } = flow;
  const ensure = flow.ensure;
  const heading = (value: string) => {
    flow.y -= 8;
    ensure(40);
    text(value, left, right - left, { font: fonts.bold, size: 11, color: TITLE_BLUE });
    flow.y -= 2;
  };
  const firm: AgreementFirm = content.firm ?? {
    legal_name: "Pont Atlantique Conseil",
    address: "",
    registration: [],
    contact: "",
    tax_rate: null,
    tax_mention: "TVA non applicable",
  };
  const money = (value: number | string) => formatMoney(value, content.currency);

  text("Convention de formation professionnelle", left, right - left, { font: fonts.bold, size: 18, color: TITLE_BLUE });
  text(`N° ${content.number ?? "— (projet non envoyé)"}`, left, right - left, { font: fonts.bold, size: 11 });
  if (content.sent_at) text(`Établie le ${formatDate(content.sent_at)}`, left, right - left, { size: 9, color: MUTED });
  if (content.quote_number) {
    text(
      `Suite au devis ${content.quote_number}${content.quote_accepted_at ? ` accepté le ${formatDate(content.quote_accepted_at)}` : ""}${content.quote_accepted_by ? ` par ${content.quote_accepted_by}` : ""}.`,
      left,
      right - left,
      { size: 9, color: MUTED },
    );
  }

  heading("Entre les soussignés");
  text("L'organisme de formation :", left, right - left, { font: fonts.bold });
  text(firm.legal_name, left + 12, right - left - 12);
  for (const line of [firm.address, ...firm.registration, firm.contact].filter(Boolean)) text(line, left + 12, right - left - 12, { size: 9 });
  flow.y -= 4;
  text("Et le client :", left, right - left, { font: fonts.bold });
  text(content.client.legal_name, left + 12, right - left - 12);
  const client = content.client;
  if (client.registration_number) {
    text(`${REGISTRATION_KINDS[client.registration_kind] ?? "Immatriculation"} : ${client.registration_number}`, left + 12, right - left - 12, { size: 9 });
  }
  if (client.tax_number) text(`Numéro de taxe : ${client.tax_number}`, left + 12, right - left - 12, { size: 9 });
  if (client.billing_address) text(`Adresse de facturation : ${client.billing_address}`, left + 12, right - left - 12, { size: 9 });
  text(`Pays : ${client.country}`, left + 12, right - left - 12, { size: 9 });
  text(`Signataire pour le client : ${client.signer_email}`, left + 12, right - left - 12, { size: 9 });

  heading("Article 1 — Objet, formation et objectifs");
  const formations = [...new Map(content.sessions.map((s) => [s.formation, s])).values()];
  for (const session of formations) {
    text(session.formation, left, right - left, { font: fonts.bold });
    if (session.duration) text(`Durée : ${session.duration}`, left, right - left, { size: 9 });
    if (session.objectives) text(`Objectifs : ${session.objectives}`, left, right - left, { size: 9 });
  }

  heading("Article 2 — Sessions, lieux, horaires et stagiaires");
  for (const session of content.sessions) {
    ensure(60);
    text(`${session.formation} — ${formatDateRange(session.starts_on, session.ends_on)}`, left, right - left, { font: fonts.bold, size: 10 });
    text(`Lieu : ${sessionPlace(session)}`, left + 12, right - left - 12, { size: 9 });
    if (session.slots.length) {
      text(`Horaires : ${session.slots.map((slot) => slotLabel(slot.starts_at, slot.ends_at, slot.time_zone)).join(" ; ")}`, left + 12, right - left - 12, {
        size: 9,
      });
    } else text("Horaires : communiqués avec la convocation.", left + 12, right - left - 12, { size: 9 });
    text(`Places réservées : ${session.seats}`, left + 12, right - left - 12, { size: 9 });
    const missing = session.seats - session.trainees.length;
    const names = session.trainees.map((t) => `${t.name} (${t.email})`);
    if (missing > 0) names.push(`${missing} stagiaire${missing > 1 ? "s" : ""} à désigner`);
    text(`Stagiaires : ${names.join(", ")}`, left + 12, right - left - 12, { size: 9 });
  }

  heading("Article 3 — Prix");
  priceTable(
    flow,
    content.lines.map((line) => ({ ...line, starts_on: null, ends_on: null, city: null, format: null })),
    money,
  );
  flow.y -= 8;
  const columns = priceColumns(right);
  const breakdown = taxBreakdown(content.total, content.currency, {
    legalName: firm.legal_name,
    address: firm.address,
    registration: firm.registration,
    taxRates: firm.tax_rate ? { [content.currency]: firm.tax_rate } : {},
    taxMention: firm.tax_mention,
  });
  const total = (label: string, value: string, font: PDFFont = fonts.regular, size = 10) =>
    flow.total(label, value, { labelX: columns.unit - 120, valueRight: columns.amount, font, size });
  for (const [label, value] of netAndTax(breakdown, firm.tax_mention, money)) total(label, value);
  total("Total TTC", money(breakdown.gross), fonts.bold, 11);
  text(currencyNote(content.currency), left, right - left, { size: 9 });

  heading("Article 4 — Modalités de paiement");
  for (const line of paymentSchedule(content)) text(line, left, right - left, { size: 9 });
  text(`Bon de commande : ${content.purchase_order ?? "non requis"}.`, left, right - left, { size: 9 });
  text("Paiement par virement bancaire, Mobile Money ou carte, en rappelant le numéro de la facture.", left, right - left, { size: 9 });

  heading("Article 5 — Conditions d'annulation et de remplacement");
  text(content.cancellation_terms || "Aucune condition particulière.", left, right - left, { size: 9 });

  heading("Article 6 — Signature électronique");
  text(
    "La présente convention est signée électroniquement par le responsable formation du client puis par l'organisme de formation. " +
      "Chaque signature enregistre le nom et la fonction du signataire, la date et l'heure, l'adresse IP, le navigateur utilisé et " +
      "l'empreinte SHA-256 du présent document.",
    left,
    right - left,
    { size: 9 },
  );

  if (signatures && (signatures.client_signed_at || signatures.firm_signed_at)) {
    flow.newPage();
    text("Signatures et piste d'audit", left, right - left, { font: fonts.bold, size: 16, color: TITLE_BLUE });
    text(`Convention ${content.number ?? ""}`, left, right - left, { font: fonts.bold });
    text(`Empreinte SHA-256 du document signé : ${signatures.document_sha256 ?? "—"}`, left, right - left, { size: 8 });
    const at = (value: string) =>
      `${formatDate(value)} à ${new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", second: "2-digit", timeZone: "UTC" }).format(new Date(value))} UTC`;
    heading("Pour le client");
    if (signatures.client_signed_at) {
      text(`Signé par ${signatures.client_signer_name ?? ""} (${signatures.client_signer_role ?? ""}), ${content.client.legal_name}`, left, right - left, {
        font: fonts.bold,
      });
      text(`Le ${at(signatures.client_signed_at)}`, left, right - left, { size: 9 });
      text(
        `Depuis l'adresse ${signatures.client_signer_address ?? "inconnue"}, ${signatures.client_signed_via === "account" ? "connecté à son espace entreprise" : "par le lien personnel reçu par e-mail"}`,
        left,
        right - left,
        { size: 9 },
      );
      text(`Navigateur : ${signatures.client_signer_user_agent || "non communiqué"}`, left, right - left, { size: 8, color: MUTED });
    } else text("En attente de la signature du client.", left, right - left, { size: 9 });
    heading("Pour l'organisme de formation");
    if (signatures.firm_signed_at) {
      text(`Signé par ${signatures.firm_signer_name ?? ""}, ${firm.legal_name}`, left, right - left, { font: fonts.bold });
      text(`Le ${at(signatures.firm_signed_at)}`, left, right - left, { size: 9 });
      text(`Depuis l'adresse ${signatures.firm_signer_address ?? "inconnue"}`, left, right - left, { size: 9 });
      text(`Navigateur : ${signatures.firm_signer_user_agent || "non communiqué"}`, left, right - left, { size: 8, color: MUTED });
    } else text("En attente de la contresignature de l'organisme de formation.", left, right - left, { size: 9 });
    heading("Piste d'audit");
    if (signatures.sent_at) text(`Envoyée pour signature le ${at(signatures.sent_at)}.`, left, right - left, { size: 9 });
    if (signatures.client_signed_at) text(`Signée par le client le ${at(signatures.client_signed_at)}.`, left, right - left, { size: 9 });
    if (signatures.firm_signed_at) text(`Contresignée par l'organisme le ${at(signatures.firm_signed_at)}.`, left, right - left, { size: 9 });
    text(
      signatures.status === "signed"
        ? "Convention signée par les deux parties."
        : "Convention signée par le client, en attente de la contresignature de l'organisme.",
      left,
      right - left,
      { font: fonts.bold, size: 10 },
    );
  }

  const footer = `${firm.legal_name}${firm.address ? ` — ${firm.address}` : ""} — Convention ${content.number ?? "(projet)"}`;
  pageFooters(pdf, fonts.regular, (index) => `${footer} — page ${index + 1}`, {
    left,
    width: right - left,
    safe: winAnsiSafe,
  });
  return pdf.save();
}

/** The exact bytes both parties sign: the agreement without its signature page. */
export const renderAgreementDocument = (content: AgreementContent) => renderAgreementPdf(content);
