import { formatDateRange } from "@common/format";
import { MUTED, tableHeader, type FlowWriter } from "./page.ts";

/** A priced line of a quote or an agreement (quote_lines' shape). */
export interface PriceLine {
  kind: "session_seats" | "intra_flat" | "intra_per_learner";
  description: string;
  quantity: number;
  unit_price: number | string;
  discount_percent: number | string;
  amount: number | string;
  starts_on: string | null;
  ends_on: string | null;
  city: string | null;
  format: string | null;
}

/** What a line is, under its description: the session's dates and place, or the intra-company pricing. */
export function lineDetail(line: PriceLine): string {
  if (line.kind === "session_seats" && line.starts_on && line.ends_on) {
    const place = line.format === "En ligne" ? "en ligne" : (line.city ?? "");
    return `Places en session interentreprises, ${formatDateRange(line.starts_on, line.ends_on)}${place ? ` — ${place}` : ""}`;
  }
  return line.kind === "intra_flat" ? "Session intra-entreprise, forfait" : "Session intra-entreprise, prix par apprenant";
}

/** The right edges of the price table's columns. */
export const priceColumns = (right: number) => ({
  quantity: right - 215,
  unit: right - 140,
  discount: right - 85,
  amount: right - 6,
});

/**
 * The price table of a quote or an agreement: designation (the description and what it is), quantity, unit price,
 * discount, amount, a row a line, turning the page when needed.
 */
export function priceTable(flow: FlowWriter, lines: PriceLine[], money: (value: number | string) => string) {
  const { fonts, left } = flow;
  const columns = priceColumns(flow.right);
  flow.ensure(30);
  tableHeader(
    flow,
    [
      ["Qté", columns.quantity],
      ["Prix unitaire", columns.unit],
      ["Remise", columns.discount],
      ["Montant", columns.amount],
    ],
    9,
  );
  flow.y -= 24;
  for (const line of lines) {
    flow.ensure(40);
    const rowY = flow.y;
    flow.rightText(String(line.quantity), columns.quantity, fonts.regular, 9);
    flow.rightText(money(line.unit_price), columns.unit, fonts.regular, 9);
    const discount = Number(line.discount_percent);
    flow.rightText(discount ? `${discount.toLocaleString("fr-FR")} %` : "—", columns.discount, fonts.regular, 9);
    flow.rightText(money(line.amount), columns.amount, fonts.regular, 9);
    flow.y = rowY;
    flow.text(line.description, left + 6, columns.quantity - left - 40, { font: fonts.bold, size: 9 });
    flow.text(lineDetail(line), left + 6, columns.quantity - left - 40, { size: 8, color: MUTED });
    flow.y -= 6;
  }
}
