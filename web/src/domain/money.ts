import type { Currency } from "~/lib/database";

const priceFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });

/**
 * A course price as the catalogue shows it: French grouping (the narrow no-break spaces of Intl 'fr-FR'), a plain
 * space, then the currency code, e.g. '950 000 XOF', '1 950 CAD' (screens keep it on one line with
 * `whitespace-nowrap`). No price gives an empty string (the card stays blank).
 */
export function formatPrice(amount: number | null | undefined, currency: Currency | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return "";
  const formatted = priceFormat.format(amount);
  return currency ? `${formatted} ${currency}` : formatted;
}

/** Francs CFA have no subunit in use; Canadian dollars are counted in cents. */
const amountFormats = {
  XOF: new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  CAD: new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
} satisfies Record<Currency, Intl.NumberFormat>;

/**
 * An amount paid or due, as the invoice writes it: XOF in whole francs ('950 000 FCFA'), CAD with its cents
 * ('1 950,00 $ CA'), plain spaces. Amounts may come as numeric strings (PostgreSQL numeric).
 */
export function formatAmount(amount: number | string, currency: Currency): string {
  const value = Number(amount);
  const text = amountFormats[currency]
    .format(currency === "XOF" ? Math.round(value) : value)
    .replace(/[\u202f\u00a0]/g, " ");
  return currency === "XOF" ? `${text} FCFA` : `${text} $ CA`;
}
