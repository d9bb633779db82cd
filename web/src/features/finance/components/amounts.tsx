import { formatAmount } from "~/domain/money";
import type { Amounts } from "../lib/receivables";

/** « 1 200 000 F CFA + 3 450,00 $ CA », or a dash when nothing: francs and dollars are never added together. */
export function AmountsText({ amounts }: { amounts: Amounts }) {
  const parts = (["XOF", "CAD"] as const).flatMap((currency) => {
    const amount = amounts[currency];
    return amount === undefined ? [] : [formatAmount(amount, currency)];
  });
  return <>{parts.length === 0 ? "—" : parts.join(" + ")}</>;
}
