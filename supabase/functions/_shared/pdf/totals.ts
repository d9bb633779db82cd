import { CURRENCY_NAMES, type Currency } from "@common/format";
import type { TaxBreakdown } from "../invoice-settings.ts";

/**
 * The totals' lines above the document's own total: « Total HT », then the currency's tax line (« TPS et TVQ
 * (14,975 %) ») or, without a tax, « Taxes : » and the mention. Invoices, credit notes, quotes and the agreement.
 */
export function netAndTax(breakdown: TaxBreakdown, taxMention: string, money: (value: number) => string): [string, string][] {
  if (!breakdown.rate) return [["Total HT", money(breakdown.net)], [`Taxes : ${taxMention}`, money(0)]];
  const percent = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 4 }).format(breakdown.rate.rate);
  return [
    ["Total HT", money(breakdown.net)],
    [`${breakdown.rate.label} (${percent} %)`, money(breakdown.tax)],
  ];
}

/** « Montants exprimés en francs CFA (XOF), sans décimale. » */
export const currencyNote = (currency: Currency) =>
  `Montants exprimés en ${CURRENCY_NAMES[currency]} (${currency})${currency === "XOF" ? ", sans décimale" : ""}.`;
