import { ENROLLMENT_STATUSES, type EnrollmentStatus } from "~/domain/enrollment";
import type { Currency } from "@common/database";

/** 'YYYY-MM' of an ISO timestamp, in UTC (the database's clock), so the figures never depend on the browser's zone. */
export function monthKey(isoDate: string | Date): string {
  const date = typeof isoDate === "string" ? new Date(isoDate) : isoDate;
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

export interface MonthComparison {
  thisMonth: number;
  lastMonth: number;
  /** thisMonth − lastMonth. */
  change: number;
}

export interface CurrencyTotal {
  amount: number;
  count: number;
}

export interface TopFormation {
  formationId: number;
  title: string;
  count: number;
}

/** What admin_enrollment_figures() returns: counted in the database over every enrollment (decision 1077). */
export interface RawFigures {
  total: number;
  by_status: Partial<Record<string, number>>;
  this_month: number;
  last_month: number;
  amounts: Partial<Record<string, { amount: number | string; count: number }>>;
  top: { formation_id: number; title: string; count: number }[];
}

export interface Figures {
  total: number;
  statuses: Record<EnrollmentStatus, number>;
  months: MonthComparison;
  /** Enrollments not cancelled, per currency, never added across currencies (« Sur demande » has no amount). */
  amounts: Record<Currency, CurrencyTotal>;
  /** The most requested formations (not cancelled), most first, ties by title. */
  top: TopFormation[];
}

/** The dashboard's figures from the database's answer: every status and currency present, zero included. */
export function readFigures(raw: RawFigures): Figures {
  const statuses = Object.fromEntries(
    ENROLLMENT_STATUSES.map((status) => [status, Number(raw.by_status[status] ?? 0)]),
  ) as Record<EnrollmentStatus, number>;
  const amount = (currency: Currency): CurrencyTotal => ({
    // numeric(12,2) sums come as JSON numbers; round to the database's two decimals all the same.
    amount: Math.round(Number(raw.amounts[currency]?.amount ?? 0) * 100) / 100,
    count: Number(raw.amounts[currency]?.count ?? 0),
  });
  return {
    total: Number(raw.total),
    statuses,
    months: {
      thisMonth: Number(raw.this_month),
      lastMonth: Number(raw.last_month),
      change: Number(raw.this_month) - Number(raw.last_month),
    },
    amounts: { XOF: amount("XOF"), CAD: amount("CAD") },
    top: raw.top.map((entry) => ({
      formationId: entry.formation_id,
      title: entry.title,
      count: Number(entry.count),
    })),
  };
}
