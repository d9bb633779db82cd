import { ENROLLMENT_STATUSES, isEnrollmentStatus, type EnrollmentStatus } from "~/domain/enrollment";
import type { Currency } from "@common/database";

/** The enrollment fields the key figures read. */
export interface FigureEnrollment {
  status: string | null;
  created_at: string;
  payment_amount: number | null;
  payment_currency: Currency | null;
  formation_id: number;
  formations?: { title: string } | null;
}

export function countByStatus(rows: readonly FigureEnrollment[]): Record<EnrollmentStatus, number> {
  const counts = Object.fromEntries(ENROLLMENT_STATUSES.map((s) => [s, 0])) as Record<EnrollmentStatus, number>;
  for (const row of rows) {
    const status = row.status || "pending";
    if (isEnrollmentStatus(status)) counts[status] += 1;
  }
  return counts;
}

/** 'YYYY-MM' of an ISO timestamp, in UTC (the database's clock), so the figures never depend on the browser's zone. */
export function monthKey(isoDate: string | Date): string {
  const date = typeof isoDate === "string" ? new Date(isoDate) : isoDate;
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

export function previousMonthKey(now: Date): string {
  return monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));
}

export interface MonthComparison {
  thisMonth: number;
  lastMonth: number;
  /** thisMonth − lastMonth. */
  change: number;
}

export function compareMonths(rows: readonly FigureEnrollment[], now: Date): MonthComparison {
  const current = monthKey(now);
  const previous = previousMonthKey(now);
  let thisMonth = 0;
  let lastMonth = 0;
  for (const row of rows) {
    const key = monthKey(row.created_at);
    if (key === current) thisMonth += 1;
    else if (key === previous) lastMonth += 1;
  }
  return { thisMonth, lastMonth, change: thisMonth - lastMonth };
}

export interface CurrencyTotal {
  amount: number;
  count: number;
}

/**
 * Amounts of the enrollments not cancelled, per currency, never added across currencies. Formations 'Sur demande' carry
 * no amount and are left out.
 */
export function amountsByCurrency(rows: readonly FigureEnrollment[]): Record<Currency, CurrencyTotal> {
  const totals: Record<Currency, CurrencyTotal> = { XOF: { amount: 0, count: 0 }, CAD: { amount: 0, count: 0 } };
  for (const row of rows) {
    if (row.status === "cancelled" || row.payment_amount === null || !row.payment_currency) continue;
    const total = totals[row.payment_currency];
    if (!total) continue;
    total.amount += Number(row.payment_amount);
    total.count += 1;
  }
  // Cents add up in binary floating point: round to the database's two decimals.
  for (const total of Object.values(totals)) total.amount = Math.round(total.amount * 100) / 100;
  return totals;
}

export interface TopFormation {
  formationId: number;
  title: string;
  count: number;
}

/** The most requested formations (enrollments not cancelled), most first, ties by title. */
export function topFormations(rows: readonly FigureEnrollment[], limit = 5): TopFormation[] {
  const byFormation = new Map<number, TopFormation>();
  for (const row of rows) {
    if (row.status === "cancelled") continue;
    const entry = byFormation.get(row.formation_id) ?? {
      formationId: row.formation_id,
      title: row.formations?.title ?? `Formation n° ${row.formation_id}`,
      count: 0,
    };
    entry.count += 1;
    byFormation.set(row.formation_id, entry);
  }
  return [...byFormation.values()]
    .sort((a, b) => b.count - a.count || a.title.localeCompare(b.title, "fr"))
    .slice(0, limit);
}
