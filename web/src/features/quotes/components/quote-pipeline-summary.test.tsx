import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "~/test";
import type { QuoteListItem } from "../api/quotes";
import { QuotePipelineSummary } from "./quote-pipeline-summary";

const now = new Date();
const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 9)).toISOString();
const lastYear = new Date(Date.UTC(now.getUTCFullYear() - 1, 5, 1, 9)).toISOString();

function quote(id: number, status: QuoteListItem["status"], sentAt: string, total: number): QuoteListItem {
  return {
    id,
    number: `DEV-2026-${id}`,
    version: 1,
    status,
    currency: "XOF",
    client_company: "Sotra SA",
    total,
    valid_until: "2099-12-31",
    sent_at: sentAt,
    created_at: sentAt,
    enquiry_id: null,
  };
}

describe("QuotePipelineSummary", () => {
  const quotes = [
    quote(1, "accepted", thisMonth, 500000),
    quote(2, "declined", thisMonth, 250000),
    quote(3, "accepted", lastYear, 900000),
    quote(4, "declined", lastYear, 100000),
    quote(5, "declined", lastYear, 100000),
  ];

  it("shows this year's states and conversion rate, then every quote's when the period changes", async () => {
    const { user } = renderWithProviders(<QuotePipelineSummary quotes={quotes} />);
    expect(screen.getByTestId("quote-conversion")).toHaveTextContent("50 % (1 accepté sur 2 décidés)");
    const states = screen.getByRole("list", { name: "Montants par état" });
    expect(
      within(states)
        .getByText(/Accepté/)
        .closest("li"),
    ).toHaveTextContent(/Accepté \(1\) : 500\s000/);

    await user.selectOptions(screen.getByLabelText("Période (date d'envoi)"), "all");
    expect(screen.getByTestId("quote-conversion")).toHaveTextContent("40 % (2 acceptés sur 5 décidés)");
    expect(
      within(states)
        .getByText(/Refusé/)
        .closest("li"),
    ).toHaveTextContent(/Refusé \(3\) : 450\s000/);
  });

  it("says so when the period has no quote", async () => {
    const { user } = renderWithProviders(<QuotePipelineSummary quotes={[quote(3, "accepted", lastYear, 900000)]} />);
    await user.selectOptions(screen.getByLabelText("Période (date d'envoi)"), "month");
    expect(screen.getByText("Aucun devis sur la période.")).toBeVisible();
    expect(screen.getByTestId("quote-conversion")).toHaveTextContent("pas encore de devis accepté");
  });
});
