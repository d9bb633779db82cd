import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { backend, renderWithProviders, restGet, setupFakeBackend, testUser } from "~/test";
import { AdminDashboard } from "./admin-dashboard";

setupFakeBackend();

const rows = [
  {
    id: 1,
    formation_id: 6,
    status: "pending",
    created_at: "2027-03-02T10:00:00Z",
    payment_amount: 950000,
    payment_currency: "XOF",
    formations: { title: "Finance de projet" },
  },
  {
    id: 2,
    formation_id: 6,
    status: "confirmed",
    created_at: "2027-03-05T10:00:00Z",
    payment_amount: 950000,
    payment_currency: "XOF",
    formations: { title: "Finance de projet" },
  },
  {
    id: 3,
    formation_id: 3,
    status: "completed",
    created_at: "2027-02-10T10:00:00Z",
    payment_amount: 1950,
    payment_currency: "CAD",
    formations: { title: "Leadership féminin et influence" },
  },
  {
    id: 4,
    formation_id: 3,
    status: "cancelled",
    created_at: "2027-02-11T10:00:00Z",
    payment_amount: 1950,
    payment_currency: "CAD",
    formations: { title: "Leadership féminin et influence" },
  },
];

function renderDashboard() {
  renderWithProviders(<AdminDashboard now={new Date("2027-03-20T12:00:00Z")} />, {
    path: "/tableau-de-bord",
    signedIn: testUser(),
    profile: { role: "admin" },
  });
}

describe("AdminDashboard", () => {
  beforeEach(() => {
    backend.use(restGet("enrollments", rows));
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
