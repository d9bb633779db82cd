import { formatMoney } from "@common/format";
import type { Currency } from "@common/database";

/** Made at the first price without a currency (rare), not when a page loads this module. */
let plainNumber: Intl.NumberFormat | undefined;

/**
 * A formation price as every screen shows it, through the one formatter (common/format.ts, decision 0866):
 * '950 000 F CFA', '1 950,00 $ CA' (narrow no-break spaces between thousands, a no-break space before the unit, so it
 * never breaks across lines). No price gives an empty string (the card stays blank).
 */
export function formatPrice(amount: number | string | null | undefined, currency: Currency | null | undefined): string {
  if (amount === null || amount === undefined || amount === "" || !Number.isFinite(Number(amount))) return "";
  return currency
    ? formatMoney(amount, currency)
    : (plainNumber ??= new Intl.NumberFormat("fr-FR")).format(Number(amount));
}

/**
 * Amounts in both currencies, never added together: « 1 200 000 F CFA + 3 450,00 $ CA », francs first; a currency
 * without an amount is left out, and nothing at all gives an empty string.
 */
export function formatAmounts(amounts: Partial<Record<"XOF" | "CAD", number>>): string {
  return (["XOF", "CAD"] as const)
    .flatMap((currency) => (amounts[currency] === undefined ? [] : [formatMoney(amounts[currency], currency)]))
    .join(" + ");
}
