import { PDFDocument, StandardFonts, type PDFFont } from "pdf-lib";
import { formatDate, formatDateRange, formatMoney, type Currency } from "@common/format";
import { slotLabel } from "./hours.ts";
import { taxBreakdown, type InvoiceSettings, type TaxRate } from "./invoice-settings.ts";
import { MUTED, TITLE_BLUE, flowWriter, pageFooters } from "./pdf/page.ts";
import { priceColumns, priceTable, type PriceLine } from "./pdf/price-lines.ts";
import { winAnsiSafe } from "./pdf/text.ts";
import { currencyNote, netAndTax } from "./pdf/totals.ts";

/** The firm's details frozen in the agreement at sending (from the invoice settings, for its currency). */
export interface AgreementFirm {
  legal_name: string;
  address: string;
  registration: string[];
  contact: string;
  tax_rate: TaxRate | null;
  tax_mention: string;
}

export interface AgreementSessionContent {
  session_id: number;
  formation: string;
  objectives: string;
  duration: string;
  starts_on: string;
  ends_on: string;
  format: string;
  city: string;
  venue: string;
  seats: number;
  intra: boolean;
  slots: { starts_at: string; ends_at: string; time_zone: string }[];
  trainees: { name: string; email: string }[];
}

/** What the agreement says, frozen at sending (private.agreement_content plus the firm and the sending time). */
export interface AgreementContent {
  number: string | null;
  currency: Currency;
  total: number | string;
  deposit_percent: number | string;
  payment_terms_days: number;
  purchase_order: string | null;
  cancellation_terms: string;
  quote_number: string | null;
  quote_accepted_at: string | null;
  quote_accepted_by: string | null;
  client: {
    legal_name: string;
    registration_kind: string;
    registration_number: string | null;
    tax_number: string | null;
    billing_address: string | null;
    country: string;
    signer_email: string;
  };
  lines: Omit<PriceLine, "starts_on" | "ends_on" | "city" | "format">[];
  sessions: AgreementSessionContent[];
  /** The funders' shares (none before decision 1001's content; an agreement sent earlier has no such key). */
  fundings?: AgreementFunding[];
  firm?: AgreementFirm;
  sent_at?: string;
}

/** The signatures and audit trail added on the last page once someone has signed. */
export interface AgreementSignatures {
  status: string;
  document_sha256: string | null;
  sent_at: string | null;
  client_signed_at: string | null;
  client_signer_name: string | null;
  client_signer_role: string | null;
  client_signer_address: string | null;
  client_signer_user_agent: string | null;
  client_signed_via: "link" | "account" | null;
  firm_signed_at: string | null;
  firm_signer_name: string | null;
  firm_signer_address: string | null;
  firm_signer_user_agent: string | null;
  cancelled_at?: string | null;
}

/** The firm's block frozen into the agreement from the invoice settings, for the agreement's currency. */
export function agreementFirm(settings: InvoiceSettings, currency: Currency, contact: string): AgreementFirm {
  return {
    legal_name: settings.legalName,
    address: settings.address,
    registration: settings.registration,
    contact,
    tax_rate: settings.taxRates[currency] ?? null,
    tax_mention: settings.taxMention,
  };
}

const REGISTRATION_KINDS: Record<string, string> = {
  NEQ: "NEQ",
  RCCM: "RCCM",
  NINEA: "NINEA",
  SIRET: "SIRET",
  other: "Immatriculation",
};

/** A funder's share of the agreement (agreement_fundings, decision 1001), frozen with the content. */
export interface AgreementFunding {
  funder_name: string;
  amount: number | string;
}

/**
 * « Acompte de 30 % … Solde … Part prise en charge par FDFP … » — the payment schedule in words, as the invoices
 * issued at the countersignature make it (decision 1001): each funder's share invoiced to the funder, the rest to the
 * company, its deposit a share of that rest.
 */
export function paymentSchedule(
  content: Pick<AgreementContent, "total" | "deposit_percent" | "payment_terms_days" | "currency" | "fundings">,
): string[] {
  const percent = Number(content.deposit_percent);
  const unit = content.currency === "XOF" ? 1 : 100;
  const round = (value: number) => Math.round(value * unit) / unit;
  const fundings = content.fundings ?? [];
  const share = round(Number(content.total) - fundings.reduce((sum, funding) => sum + Number(funding.amount), 0));
  const terms = `à ${content.payment_terms_days} jours à réception de la facture`;
  const company = fundings.length > 0 ? " à l'entreprise" : "";
  const lines: string[] = [];
  if (share > 0 && percent > 0 && percent < 100) {
    const deposit = round((share * percent) / 100);
    const shown = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 }).format(percent);
    lines.push(
      `Acompte de ${shown} % : ${formatMoney(deposit, content.currency)} TTC, facturé${company} à la signature de la convention, payable ${terms}.`,
      `Solde : ${formatMoney(round(share - deposit), content.currency)} TTC, facturé${company} à la fin de la formation, payable ${terms}.`,
    );
  } else if (share > 0) {
    lines.push(`Une facture${company} de ${formatMoney(share, content.currency)} TTC, payable ${terms}.`);
  }
  for (const funding of fundings) {
    lines.push(
      `Part prise en charge par ${funding.funder_name} : ${formatMoney(Number(funding.amount), content.currency)} TTC, facturée au financeur à la signature de la convention, payable ${terms}.`,
    );
  }
  return lines;
}

/** Where a session takes place, in words. */
export function sessionPlace(session: Pick<AgreementSessionContent, "format" | "city" | "venue" | "intra">): string {
  const where = session.format === "En ligne" ? "En ligne (classe virtuelle)" : [session.venue, session.city].filter(Boolean).join(", ");
  return `${where}${session.intra ? " — session intra-entreprise" : " — session interentreprises"}`;
}

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
