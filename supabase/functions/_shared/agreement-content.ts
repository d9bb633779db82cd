import type { CheckedValues } from "@common/database";
import { formatMoney, type Currency } from "@common/format";
import type { InvoiceSettings, TaxRate } from "./invoice-settings.ts";
import type { PriceLine } from "./pdf/price-lines.ts";

/**
 * What a training agreement says (decision 0999), frozen when it is sent: the firm, the client, the sessions, the
 * price lines and the funders' shares, with the payment schedule and the place written in words. Read by its PDF
 * (agreement-pdf.ts), its e-mails (agreements.ts) and the functions that send, sign and show it.
 */
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
  status: CheckedValues["training_agreements"]["status"];
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

export const REGISTRATION_KINDS: Record<string, string> = {
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
