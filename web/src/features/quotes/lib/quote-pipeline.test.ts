import { describe, expect, it } from "vitest";
import type { QuoteListItem } from "../api/quotes";
import { periodStart, quotePipeline } from "./quote-pipeline";

const today = new Date("2026-12-06T12:00:00Z");

function quote(overrides: Partial<QuoteListItem>): QuoteListItem {
  return {
    id: 1,
    number: "DEV-2026-1",
    version: 1,
    status: "sent",
    currency: "XOF",
    client_company: "Sotra SA",
    total: 100000,
    valid_until: "2026-12-31",
    sent_at: "2026-12-02T09:00:00Z",
    created_at: "2026-12-01T09:00:00Z",
    enquiry_id: null,
    ...overrides,
  };
}

describe("periodStart", () => {
  it("starts the month, the quarter and the year on their first day", () => {
    expect(periodStart("month", today)).toBe("2026-12-01");
    expect(periodStart("quarter", today)).toBe("2026-10-01");
    expect(periodStart("quarter", new Date("2026-02-15T00:00:00Z"))).toBe("2026-01-01");
    expect(periodStart("year", today)).toBe("2026-01-01");
    expect(periodStart("all", today)).toBeNull();
  });
});

describe("quotePipeline", () => {
  const quotes = [
    quote({ id: 1, status: "accepted", total: 500000 }),
    quote({ id: 2, status: "accepted", currency: "CAD", total: 1200.5 }),
    quote({ id: 3, status: "declined", total: 300000 }),
    // Sent, past its date: expired as the screens show it.
    quote({ id: 4, status: "viewed", valid_until: "2026-12-03", total: 200000 }),
    quote({ id: 5, status: "draft", number: null, sent_at: null, created_at: "2026-12-05T10:00:00Z", total: 0 }),
    // Sent in September: outside this month and this quarter, inside the year.
    quote({ id: 6, status: "accepted", sent_at: "2026-09-10T10:00:00Z", total: 900000 }),
  ];

  it("counts and sums each state per currency within the period, in the order a quote goes", () => {
    const pipeline = quotePipeline(quotes, "month", today);
    expect(pipeline.states.map((state) => state.status)).toEqual(["draft", "accepted", "declined", "expired"]);
    expect(pipeline.states.find((state) => state.status === "accepted")).toEqual({
      status: "accepted",
      count: 2,
      amounts: { XOF: 500000, CAD: 1200.5 },
    });
    expect(pipeline.states.find((state) => state.status === "expired")?.amounts).toEqual({ XOF: 200000 });
  });

  it("gives the conversion rate as accepted over decided (accepted, declined or expired)", () => {
    expect(quotePipeline(quotes, "month", today)).toMatchObject({ accepted: 2, decided: 4, conversionRate: 0.5 });
    expect(quotePipeline(quotes, "year", today)).toMatchObject({ accepted: 3, decided: 5, conversionRate: 0.6 });
  });

  it("has no conversion rate while nothing is decided", () => {
    const pipeline = quotePipeline([quote({ status: "sent" })], "all", today);
    expect(pipeline.conversionRate).toBeNull();
    expect(pipeline.states).toEqual([{ status: "sent", count: 1, amounts: { XOF: 100000 } }]);
  });
});
