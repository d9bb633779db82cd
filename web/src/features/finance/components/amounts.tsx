import { formatAmounts } from "~/domain/money";
import type { Amounts } from "../lib/receivables";

/** « 1 200 000 F CFA + 3 450,00 $ CA », or a dash when nothing: francs and dollars are never added together. */
export function AmountsText({ amounts }: { amounts: Amounts }) {
  return <>{formatAmounts(amounts) || "—"}</>;
}
