import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { backend, renderWithProviders, restGet, setupFakeBackend, testUser } from "~/test";

const downloadCsv = vi.hoisted(() => vi.fn());
vi.mock("~/features/enquiries/lib/csv", async (original) => ({
  ...(await original<typeof import("~/features/enquiries/lib/csv")>()),
  downloadCsv,
}));

import SubscribersRoute from "./subscribers";

setupFakeBackend();

const subscribers = [
  {
    id: "s1",
    email: "awa@example.com",
    status: "confirmed",
    source_path: "/",
    consent_text: "…",
    created_at: "2027-03-01T08:00:00Z",
    confirmed_at: "2027-03-01T08:10:00Z",
    unsubscribed_at: null,
  },
  {
    id: "s2",
    email: "=evil@example.com",
    status: "pending",
    source_path: "/formations/1",
    consent_text: "…",
    created_at: "2027-03-02T08:00:00Z",
    confirmed_at: null,
    unsubscribed_at: null,
  },
  {
    id: "s3",
    email: "yao@example.com",
    status: "unsubscribed",
    source_path: "/",
    consent_text: "…",
    created_at: "2027-02-01T08:00:00Z",
    confirmed_at: "2027-02-01T08:10:00Z",
    unsubscribed_at: "2027-03-03T08:00:00Z",
  },
];

function renderScreen(role: "admin" | "client" = "admin") {
  return renderWithProviders(<SubscribersRoute />, {
    path: "/abonnes-newsletter",
    signedIn: testUser(),
    profile: { role },
  }).user;
}

const emails = () =>
  screen.getAllByTestId("subscriber-row").map((row) => within(row).getByRole("rowheader").textContent);

describe("newsletter subscribers (admins)", () => {
  beforeEach(() => {
    backend.use(restGet("newsletter_subscriptions", subscribers));
    downloadCsv.mockReset();
  });

  it("is refused to anyone but an admin, and reads nothing", async () => {
    renderScreen("client");
    expect(await screen.findByRole("heading", { name: "Accès réservé aux administrateurs" })).toBeInTheDocument();
    expect(backend.requestsTo("/rest/v1/newsletter_subscriptions")).toEqual([]);
  });

  it("shows the confirmed addresses by default, the others on request", async () => {
    const user = renderScreen();
    await screen.findAllByTestId("subscriber-row");
    expect(emails()).toEqual(["awa@example.com"]);
    await user.selectOptions(screen.getByLabelText("Statut"), "");
    // Newest first, as the screen asks the database.
    expect(emails()).toEqual(["=evil@example.com", "awa@example.com", "yao@example.com"]);
  });

  it("exports the listed addresses as CSV, formulas neutralised", async () => {
    const user = renderScreen();
    await screen.findAllByTestId("subscriber-row");
    await user.selectOptions(screen.getByLabelText("Statut"), "pending");
    await user.click(screen.getByRole("button", { name: "Exporter en CSV" }));
    const [fileName, csv] = downloadCsv.mock.calls[0];
    expect(fileName).toMatch(/^abonnes-infolettre-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv).toContain("'=evil@example.com;En attente de confirmation");
    expect(csv).not.toContain("awa@example.com");
  });
});
