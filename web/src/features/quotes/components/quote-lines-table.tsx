import { formatDateRange, formatMoney } from "@common/format";
import { QUOTE_LINE_KIND_LABELS, type QuoteLineKind } from "~/domain/quote";

export interface ShownLine {
  kind: QuoteLineKind;
  description: string;
  quantity: number;
  unit_price: number;
  discount_percent: number;
  amount: number;
  starts_on?: string | null;
  ends_on?: string | null;
  city?: string | null;
}

/** What a line is under its description: the session's dates and city, or the intra-company pricing. */
export function lineDetail(line: ShownLine): string {
  if (line.kind === "session_seats" && line.starts_on && line.ends_on)
    return `Session ${formatDateRange(line.starts_on, line.ends_on)}${line.city ? ` — ${line.city}` : ""}`;
  return QUOTE_LINE_KIND_LABELS[line.kind];
}

/** A quote's lines and total (TTC, as the invoices' amounts); on a phone each line is a block, not a wide row. */
export function QuoteLinesTable({
  lines,
  total,
  currency,
}: {
  lines: ShownLine[];
  total: number;
  currency: "XOF" | "CAD";
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Lignes du devis</caption>
        <thead className="bg-muted/60 text-left">
          <tr>
            <th scope="col" className="p-2">
              Désignation
            </th>
            <th scope="col" className="p-2 text-right">
              Qté
            </th>
            <th scope="col" className="hidden p-2 text-right sm:table-cell">
              Prix unitaire
            </th>
            <th scope="col" className="hidden p-2 text-right sm:table-cell">
              Remise
            </th>
            <th scope="col" className="p-2 text-right">
              Montant
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index} className="border-b align-top">
              <td className="p-2">
                <span className="font-medium">{line.description}</span>
                <span className="block text-xs text-muted-foreground">{lineDetail(line)}</span>
                <span className="block text-xs text-muted-foreground sm:hidden">
                  {formatMoney(line.unit_price, currency)} l'unité
                  {Number(line.discount_percent) > 0 ? `, remise ${Number(line.discount_percent)} %` : ""}
                </span>
              </td>
              <td className="p-2 text-right">{line.quantity}</td>
              <td className="hidden p-2 text-right sm:table-cell">{formatMoney(line.unit_price, currency)}</td>
              <td className="hidden p-2 text-right sm:table-cell">
                {Number(line.discount_percent) > 0 ? `${Number(line.discount_percent)} %` : "—"}
              </td>
              <td className="p-2 text-right whitespace-nowrap">{formatMoney(line.amount, currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="p-2 text-left sm:hidden">
              Total TTC
            </th>
            <th scope="row" colSpan={4} className="hidden p-2 text-right sm:table-cell">
              Total TTC
            </th>
            <td className="p-2 text-right font-bold whitespace-nowrap" data-testid="quote-total">
              {formatMoney(total, currency)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
