import type { Currency } from "~/lib/database";

/** XOF in whole francs ("950 000 FCFA"), CAD with cents ("1 950,00 $ CA"): as the invoice writes them. */
export function formatAmount(amount: number | string, currency: Currency): string {
  const digits = currency === "XOF" ? 0 : 2;
  const value = Number(amount);
  const text = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: digits, maximumFractionDigits: digits })
    .format(currency === "XOF" ? Math.round(value) : value)
    .replace(/[\u202f\u00a0]/g, " ");
  return currency === "XOF" ? `${text} FCFA` : `${text} $ CA`;
}
