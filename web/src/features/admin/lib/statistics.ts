import { PAYMENT_METHODS, paymentMethodLabel } from "~/domain/payment";
import { monthKey } from "./figures";

export interface StatsEnrollment {
  created_at: string;
  payment_method: string;
  formations?: { theme: string } | null;
  profiles?: { country: string | null } | null;
}

export interface Bucket {
  label: string;
  count: number;
}

export interface MonthBucket extends Bucket {
  key: string;
}

export const NOT_PROVIDED = "Non renseigné";

const monthLabel = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" });

/** The `months` months ending with `now`'s month (UTC), each with its enrollment count, empty months included. */
export function enrollmentsByMonth(rows: readonly StatsEnrollment[], now: Date, months = 12): MonthBucket[] {
  const buckets: MonthBucket[] = [];
  for (let offset = months - 1; offset >= 0; offset -= 1) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - offset, 1));
    buckets.push({ key: monthKey(start), label: monthLabel.format(start), count: 0 });
  }
  const index = new Map(buckets.map((bucket) => [bucket.key, bucket]));
  for (const row of rows) {
    const bucket = index.get(monthKey(row.created_at));
    if (bucket) bucket.count += 1;
  }
  return buckets;
}

function countBy(rows: readonly StatsEnrollment[], labelOf: (row: StatsEnrollment) => string): Bucket[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const label = labelOf(row);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "fr"));
}

export function enrollmentsByTheme(rows: readonly StatsEnrollment[]): Bucket[] {
  return countBy(rows, (row) => row.formations?.theme?.trim() || NOT_PROVIDED);
}

export function enrollmentsByCountry(rows: readonly StatsEnrollment[]): Bucket[] {
  return countBy(rows, (row) => row.profiles?.country?.trim() || NOT_PROVIDED);
}

/** The three payment methods always appear (0 included), in the order of the payment dialog. */
export function enrollmentsByMethod(rows: readonly StatsEnrollment[]): Bucket[] {
  return PAYMENT_METHODS.map((method) => ({
    label: paymentMethodLabel(method),
    count: rows.filter((row) => row.payment_method === method).length,
  }));
}
