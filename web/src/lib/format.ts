import type { Currency } from "./database";

const amountFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });

/**
 * A course price as the site shows it: French grouping (the narrow no-break spaces of Intl 'fr-FR'), a plain
 * space, then the currency code, e.g. '950 000 XOF', '1 950 CAD' (screens keep it on one line with
 * `whitespace-nowrap`). No price gives an empty string (the card stays blank).
 */
export function formatPrice(amount: number | null | undefined, currency: Currency | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return "";
  const formatted = amountFormat.format(amount);
  return currency ? `${formatted} ${currency}` : formatted;
}
