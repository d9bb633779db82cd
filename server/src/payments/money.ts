import type { Currency } from "./channels";

/**
 * Amounts as a French reader expects them: XOF in whole francs ("950 000 FCFA"), CAD with cents ("1 250,00 $ CA").
 * Plain spaces as group separators, so the text fits the PDF's standard fonts too.
 */
export function formatAmount(amount: number | string, currency: Currency): string {
  const value = Number(amount);
  const digits = currency === "XOF" ? 0 : 2;
  const text = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: digits, maximumFractionDigits: digits })
    .format(currency === "XOF" ? Math.round(value) : value)
    .replace(/[\u202f\u00a0]/g, " ");
  return currency === "XOF" ? `${text} FCFA` : `${text} $ CA`;
}
