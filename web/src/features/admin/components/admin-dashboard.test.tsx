import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { backend, renderWithProviders, rpc, setupFakeBackend, testUser } from "~/test";
import { AdminDashboard } from "./admin-dashboard";

setupFakeBackend();

// What admin_enrollment_figures() answers for four enrollments (one per status; two this month, two the month before;
// the cancelled one left out of the amounts and the ranking). The database's own counting is proved by the
// integration test tests/integration/admin-lists.test.ts.
const figures = {
  total: 4,
  by_status: { pending: 1, confirmed: 1, completed: 1, cancelled: 1 },
  this_month: 2,
  last_month: 2,
  amounts: { XOF: { amount: 1900000, count: 2 }, CAD: { amount: 1950, count: 1 } },
  top: [
    { formation_id: 6, title: "Finance de projet", count: 2 },
    { formation_id: 3, title: "Leadership féminin et influence", count: 1 },
  ],
};

function renderDashboard() {
  renderWithProviders(<AdminDashboard now={new Date("2027-03-20T12:00:00Z")} />, {
    path: "/tableau-de-bord",
    signedIn: testUser(),
    profile: { role: "admin" },
  });
}

describe("AdminDashboard", () => {
  beforeEach(() => {
    backend.use(rpc("admin_enrollment_figures", figures));
  });

  it("asks the database for the figures of this month, and reads no enrollment row", async () => {
    renderDashboard();
    await screen.findByTestId("figure-this-month");
    expect(backend.requestsTo("/rest/v1/rpc/admin_enrollment_figures", "POST")[0]?.body).toEqual({
      p_now: "2027-03-20T12:00:00.000Z",
    });
    expect(backend.requestsTo("/rest/v1/enrollments", "GET")).toHaveLength(0);
  });

  it("shows each status count linking to the filtered payments list", async () => {
    renderDashboard();
    expect(await screen.findByRole("link", { name: "1 En attente" })).toHaveAttribute(
      "href",
      "/paiements?statut=pending",
    );
    expect(screen.getByRole("link", { name: "1 Confirmée" })).toHaveAttribute("href", "/paiements?statut=confirmed");
    expect(screen.getByRole("link", { name: "1 Terminée" })).toHaveAttribute("href", "/paiements?statut=completed");
    expect(screen.getByRole("link", { name: "1 Annulée" })).toHaveAttribute("href", "/paiements?statut=cancelled");
  });

  it("compares this month with the last and gives the amounts per currency, cancelled left out", async () => {
    renderDashboard();
    expect(await screen.findByTestId("figure-this-month")).toHaveTextContent("2");
    expect(screen.getByTestId("figure-last-month")).toHaveTextContent("2");
    expect(screen.getByText("Stable")).toBeInTheDocument();
    expect(screen.getByTestId("figure-amount-XOF").textContent).toMatch(/^1\s900\s000\sF\sCFA$/);
    expect(screen.getByTestId("figure-amount-CAD").textContent).toMatch(/^1\s950,00\s\$\sCA$/);
    expect(screen.getByTestId("figure-amount-CAD").closest("a")).toHaveAttribute("href", "/paiements?devise=CAD");
  });

  it("ranks the most requested formations and links to formation management", async () => {
    renderDashboard();
    const card = (await screen.findByText("Formations les plus demandées")).closest("[data-slot=card]") as HTMLElement;
    await within(card).findByText("1. Finance de projet", { exact: false });
    const items = within(card)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual(["1. Finance de projet2 inscriptions", "2. Leadership féminin et influence1 inscription"]);
    expect(within(card).getByRole("link", { name: /Gérer les formations/ })).toHaveAttribute(
      "href",
      "/gestion-formations",
    );
  });
});
