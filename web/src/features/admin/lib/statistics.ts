import { PAYMENT_METHODS, paymentMethodLabel } from "~/domain/payment";
import { monthKey } from "./figures";

export interface Bucket {
  label: string;
  count: number;
}

export interface MonthBucket extends Bucket {
  key: string;
}

export const NOT_PROVIDED = "Non renseigné";

/** What admin_enrollment_statistics() returns: counted in the database over every enrollment (decision 1077). */
export interface RawStatistics {
  total: number;
  /** 'YYYY-MM' (UTC) of the last twelve months that have enrollments. */
  months: { month: string; count: number }[];
  /** The formation's theme; null when it has none. */
  themes: { label: string | null; count: number }[];
  methods: { method: string; count: number }[];
  /** The learner's country; null when not given. */
  countries: { label: string | null; count: number }[];
}

export interface Statistics {
  total: number;
  months: MonthBucket[];
  themes: Bucket[];
  methods: Bucket[];
  countries: Bucket[];
}

const monthLabel = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" });

/** The `months` months ending with `now`'s month (UTC), each with its count, empty months included. */
export function monthBuckets(counts: RawStatistics["months"], now: Date, months = 12): MonthBucket[] {
  const byKey = new Map(counts.map((entry) => [entry.month, Number(entry.count)]));
  const buckets: MonthBucket[] = [];
  for (let offset = months - 1; offset >= 0; offset -= 1) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - offset, 1));
    const key = monthKey(start);
    buckets.push({ key, label: monthLabel.format(start), count: byKey.get(key) ?? 0 });
  }
  return buckets;
}

/** Labels as the screen names them (a missing one « Non renseigné »), most first, ties in French order. */
function named(rows: readonly { label: string | null; count: number }[]): Bucket[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const label = row.label?.trim() || NOT_PROVIDED;
    counts.set(label, (counts.get(label) ?? 0) + Number(row.count));
  }
  return [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "fr"));
}

/** The screen's figures from the database's answer; the three payment methods always appear, in the dialog's order. */
export function readStatistics(raw: RawStatistics, now: Date): Statistics {
  const byMethod = new Map(raw.methods.map((entry) => [entry.method, Number(entry.count)]));
  return {
    total: Number(raw.total),
    months: monthBuckets(raw.months, now),
    themes: named(raw.themes),
    methods: PAYMENT_METHODS.map((method) => ({ label: paymentMethodLabel(method), count: byMethod.get(method) ?? 0 })),
    countries: named(raw.countries),
  };
}
