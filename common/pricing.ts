/**
 * Negotiated prices (issue 43 item 7, decisions 1002 and 1003), as the database computes them in
 * private.price_of and private.instalment_schedule (supabase/migrations/20261207000000_pricing.sql): the database
 * decides every price; this copy explains a breakdown on screen and is checked against it by
 * tests/integration/pricing-database.test.ts.
 */
import { formatDate, formatMoney, type Currency } from "./format.ts";

export interface PricingRules {
  earlyBird?: { price: number; until: string } | null;
  group?: { minSeats: number; unitPrice: number } | null;
}

export interface PromoTerms {
  code: string;
  percentOff?: number | null;
  amountOff?: number | null;
}

export interface PriceInput {
  basePrice: number;
  currency: Currency;
  quantity: number;
  /** The day of the purchase, YYYY-MM-DD. */
  on: string;
  rules?: PricingRules | null;
  promo?: PromoTerms | null;
}

export interface ComputedPrice {
  unitPrice: number;
  rule: "early_bird" | "group" | null;
  subtotal: number;
  discount: number;
  total: number;
}

/** Rounds to the currency's unit: whole francs for XOF, cents for CAD. */
export const roundToCurrency = (amount: number, currency: Currency) =>
  currency === "XOF" ? Math.round(amount) : Math.round(amount * 100) / 100;

/**
 * The lower of the catalogue price, the early-bird price (until its date, included) and the group rate (from its
 * number of seats) — they do not add up — times the quantity, less the code (a percentage rounded to the currency's
 * unit, or a fixed amount).
 */
export function computePrice({ basePrice, currency, quantity, on, rules, promo }: PriceInput): ComputedPrice {
  let unitPrice = basePrice;
  let rule: ComputedPrice["rule"] = null;
  if (rules?.earlyBird && on <= rules.earlyBird.until && rules.earlyBird.price < unitPrice) {
    unitPrice = rules.earlyBird.price;
    rule = "early_bird";
  }
  if (rules?.group && quantity >= rules.group.minSeats && rules.group.unitPrice < unitPrice) {
    unitPrice = rules.group.unitPrice;
    rule = "group";
  }
  const subtotal = roundToCurrency(unitPrice * quantity, currency);
  let discount = 0;
  if (promo?.percentOff) discount = roundToCurrency((subtotal * promo.percentOff) / 100, currency);
  else if (promo?.amountOff) discount = promo.amountOff;
  if (discount >= subtotal)
    throw new RangeError(`Le code promo « ${promo?.code} » ne peut pas s'appliquer à ce montant.`);
  return { unitPrice, rule, subtotal, discount, total: roundToCurrency(subtotal - discount, currency) };
}

export interface Instalment {
  number: number;
  dueOn: string;
  amount: number;
}

const addDays = (isoDay: string, days: number) => {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Instalments are 30 days apart, the first today; the last is due at least this many days before the start. */
export const INSTALMENT_SPACING_DAYS = 30;
export const LAST_INSTALMENT_BEFORE_START_DAYS = 7;

/** Whether a plan of `count` payments fits before the session starts (starting today). */
export const instalmentsFit = (count: number, startsOn: string, today: string) =>
  addDays(today, INSTALMENT_SPACING_DAYS * (count - 1)) <= addDays(startsOn, -LAST_INSTALMENT_BEFORE_START_DAYS);

/**
 * A plan of 2 or 3 payments: the total split in whole currency units, the remainder on the first; 30 days apart,
 * the first today. Null when the last one would fall less than 7 days before the start.
 */
export function instalmentSchedule({
  total,
  currency,
  count,
  startsOn,
  today,
}: {
  total: number;
  currency: Currency;
  count: number;
  startsOn: string;
  today: string;
}): Instalment[] | null {
  if (count < 2 || count > 3 || !instalmentsFit(count, startsOn, today)) return null;
  const unit = currency === "XOF" ? 1 : 0.01;
  const share = Math.floor(Math.round((total / count / unit) * 1e6) / 1e6) * unit;
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    dueOn: addDays(today, INSTALMENT_SPACING_DAYS * index),
    amount: roundToCurrency(index === 0 ? total - share * (count - 1) : share, currency),
  }));
}

/** What the database answers for a price (public.price_preview, enrollment_pricing.breakdown). */
export interface PriceBreakdown {
  currency: Currency;
  quantity: number;
  base_unit_price: number | string;
  unit_price: number | string;
  rule: "early_bird" | "group" | null;
  early_bird_until: string | null;
  group_min_seats: number | null;
  subtotal: number | string;
  promo_code: string | null;
  promo_percent: number | string | null;
  discount: number | string;
  total: number | string;
  instalments_max: number;
  starts_on: string;
  instalments?: number;
  schedule?: { number: number; due_on: string; amount: number | string }[];
}

/** « 1er mars 2027 »: dates written out, as the invoices' lines (decision 1089). */
const frenchDay = (isoDay: string) => formatDate(isoDay.slice(0, 10));

/** The lines of a breakdown as the dialog shows them, in the order the price is built. */
export function breakdownLines(breakdown: PriceBreakdown): { label: string; amount: string }[] {
  const money = (value: number | string) => formatMoney(Number(value), breakdown.currency);
  const lines = [{ label: "Prix catalogue", amount: money(breakdown.base_unit_price) }];
  if (breakdown.rule === "early_bird" && breakdown.early_bird_until)
    lines.push({
      label: `Tarif préférentiel jusqu'au ${frenchDay(breakdown.early_bird_until)}`,
      amount: money(breakdown.unit_price),
    });
  if (breakdown.rule === "group" && breakdown.group_min_seats)
    lines.push({
      label: `Tarif de groupe (à partir de ${breakdown.group_min_seats} places)`,
      amount: money(breakdown.unit_price),
    });
  if (breakdown.quantity > 1) lines.push({ label: `${breakdown.quantity} places`, amount: money(breakdown.subtotal) });
  if (breakdown.promo_code)
    lines.push({
      label: `Code promo ${breakdown.promo_code}${breakdown.promo_percent ? ` (−${Number(breakdown.promo_percent)} %)` : ""}`,
      amount: `− ${money(breakdown.discount)}`,
    });
  lines.push({ label: "Total", amount: money(breakdown.total) });
  for (const part of breakdown.schedule ?? [])
    lines.push({
      label: `Échéance ${part.number}/${breakdown.schedule!.length} — ${part.number === 1 ? "aujourd'hui" : `le ${frenchDay(part.due_on)}`}`,
      amount: money(part.amount),
    });
  return lines;
}
