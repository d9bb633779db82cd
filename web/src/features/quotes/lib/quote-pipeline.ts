import { shownQuoteStatus, type QuoteStatus } from "~/domain/quote";
import type { QuoteListItem } from "../api/quotes";

/** The periods the pipeline can be read over: the current month, quarter or year, or every quote. */
export const PIPELINE_PERIODS = {
  month: "Ce mois-ci",
  quarter: "Ce trimestre",
  year: "Cette année",
  all: "Depuis le début",
} as const;
export type PipelinePeriod = keyof typeof PIPELINE_PERIODS;

export function isPipelinePeriod(value: string): value is PipelinePeriod {
  return Object.hasOwn(PIPELINE_PERIODS, value);
}

type Currency = QuoteListItem["currency"];

export interface PipelineState {
  status: QuoteStatus;
  count: number;
  /** The amount TTC per currency: francs and dollars are never added together. */
  amounts: Partial<Record<Currency, number>>;
}

export interface QuotePipeline {
  /** The states in the order a quote goes through them; a state without a quote is left out. */
  states: PipelineState[];
  /** Quotes that reached an outcome: accepted, declined or expired (a superseded one was answered by its new version). */
  decided: number;
  accepted: number;
  /** accepted ÷ decided, or null while nothing is decided. */
  conversionRate: number | null;
}

const PIPELINE_ORDER: QuoteStatus[] = ["draft", "sent", "viewed", "accepted", "declined", "expired", "superseded"];

/** The first day (UTC, yyyy-mm-dd) of the period that contains `today`, or null for every quote. */
export function periodStart(period: PipelinePeriod, today: Date): string | null {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const first = (m: number) => new Date(Date.UTC(year, m, 1)).toISOString().slice(0, 10);
  switch (period) {
    case "month":
      return first(month);
    case "quarter":
      return first(month - (month % 3));
    case "year":
      return first(0);
    case "all":
      return null;
  }
}

/**
 * The quotes pipeline of the back office (issue 43, item 9): how many quotes and how much in each state, and the
 * share of decided quotes that were accepted. A quote belongs to the period it was sent in (a draft to the one it was
 * created in), and is read with the state screens show (a sent quote past its date counts as expired).
 */
export function quotePipeline(quotes: QuoteListItem[], period: PipelinePeriod, today = new Date()): QuotePipeline {
  const start = periodStart(period, today);
  const byStatus = new Map<QuoteStatus, PipelineState>();
  for (const quote of quotes) {
    const day = (quote.sent_at ?? quote.created_at).slice(0, 10);
    if (start !== null && day < start) continue;
    const status = shownQuoteStatus(quote.status, quote.valid_until, today);
    const state = byStatus.get(status) ?? { status, count: 0, amounts: {} };
    state.count += 1;
    state.amounts[quote.currency] = (state.amounts[quote.currency] ?? 0) + Number(quote.total);
    byStatus.set(status, state);
  }
  const count = (status: QuoteStatus) => byStatus.get(status)?.count ?? 0;
  const accepted = count("accepted");
  const decided = accepted + count("declined") + count("expired");
  return {
    states: PIPELINE_ORDER.flatMap((status) => byStatus.get(status) ?? []),
    decided,
    accepted,
    conversionRate: decided === 0 ? null : accepted / decided,
  };
}
