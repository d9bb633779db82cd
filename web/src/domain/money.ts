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

/** An amount paid or due: the same writing as a price ('950 000 F CFA', '1 950,00 $ CA'). */
export function formatAmount(amount: number | string, currency: Currency): string {
  return formatMoney(amount, currency);
}
