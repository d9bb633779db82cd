import { firm } from "@common/firm";
import type { Currency } from "@common/format";

/**
 * Who issues the invoices and credit notes, and their tax status (README, "Factures"; decision 0867), read from the
 * environment at start-up by server/src/config/functions.ts:
 * - INVOICE_LEGAL_NAME, INVOICE_ADDRESS: the issuer's legal name and postal address (default: the firm's).
 * - INVOICE_REGISTRATION: registration numbers, separated by « ; » (e.g. « NEQ 1234567890 ; TPS 123456789 RT0001 »).
 * - INVOICE_TAX_RATES: tax rates per currency, e.g. « CAD=14.975:TPS et TVQ,XOF=18:TVA »; an amount in a currency
 *   with a rate shows HT, the tax line and TTC, the amount paid being the TTC.
 * - INVOICE_TAX_MENTION: the mention shown for a currency without a rate (default « TVA non applicable »).
 */
export interface TaxRate {
  /** Percent, e.g. 18 or 14.975. */
  rate: number;
  label: string;
}

export interface InvoiceSettings {
  legalName: string;
  address: string;
  registration: string[];
  taxRates: Partial<Record<Currency, TaxRate>>;
  taxMention: string;
}

export const DEFAULT_INVOICE_SETTINGS: InvoiceSettings = {
  legalName: firm.legalName,
  address: `${firm.headOffice.address}, Canada`,
  registration: ["NEQ 1170000000 (exemple)"],
  taxRates: {},
  taxMention: "TVA non applicable",
};

export class InvoiceSettingsError extends Error {
  override name = "InvoiceSettingsError";
}

export function parseTaxRates(raw: string | undefined): Partial<Record<Currency, TaxRate>> {
  const rates: Partial<Record<Currency, TaxRate>> = {};
  for (const entry of (raw ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^(XOF|CAD)\s*=\s*(\d{1,2}(?:\.\d{1,4})?)\s*(?::\s*(.{1,40}))?$/.exec(entry);
    if (!match || Number(match[2]) <= 0 || Number(match[2]) >= 100) {
      throw new InvoiceSettingsError(
        `INVOICE_TAX_RATES: "${entry}" is not CURRENCY=PERCENT[:label] with CURRENCY XOF or CAD and 0 < PERCENT < 100 (e.g. "XOF=18:TVA")`,
      );
    }
    rates[match[1] as Currency] = { rate: Number(match[2]), label: match[3]?.trim() || "TVA" };
  }
  return rates;
}

export function readInvoiceSettings(env: Record<string, string | undefined>): InvoiceSettings {
  const text = (name: string) => env[name]?.trim() || undefined;
  return {
    legalName: text("INVOICE_LEGAL_NAME") ?? DEFAULT_INVOICE_SETTINGS.legalName,
    address: text("INVOICE_ADDRESS") ?? DEFAULT_INVOICE_SETTINGS.address,
    registration:
      text("INVOICE_REGISTRATION")
        ?.split(";")
        .map((part) => part.trim())
        .filter(Boolean) ?? DEFAULT_INVOICE_SETTINGS.registration,
    taxRates: parseTaxRates(env.INVOICE_TAX_RATES),
    taxMention: text("INVOICE_TAX_MENTION") ?? DEFAULT_INVOICE_SETTINGS.taxMention,
  };
}

let current: InvoiceSettings = DEFAULT_INVOICE_SETTINGS;

/** Called by startBackend with the settings server/src/config/functions.ts read at start-up. */
export function useInvoiceSettings(settings: InvoiceSettings): void {
  current = settings;
}

export const invoiceSettings = (): InvoiceSettings => current;

export interface TaxBreakdown {
  /** Hors taxes. */
  net: number;
  tax: number;
  /** Toutes taxes comprises: the amount paid. */
  gross: number;
  rate: TaxRate | null;
}

/** Splits an amount paid (TTC) into HT and tax, rounded to the currency's unit (whole francs, cents). */
export function taxBreakdown(amount: number | string, currency: Currency, settings: InvoiceSettings): TaxBreakdown {
  const gross = Number(amount);
  const rate = settings.taxRates[currency] ?? null;
  if (!rate) return { net: gross, tax: 0, gross, rate: null };
  const unit = currency === "XOF" ? 1 : 100;
  const net = Math.round((gross / (1 + rate.rate / 100)) * unit) / unit;
  return { net, tax: Math.round((gross - net) * unit) / unit, gross, rate };
}
