import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Formation } from "~/lib/database";
import { demoFormationRows } from "~/lib/formations";
import type { CatalogueFilters } from "../lib/filters-query";

const state: { data: Formation[] | undefined } = { data: undefined };
vi.mock("../api/get-formations", async () => {
  const { pageFromRows } = await import("../lib/filters-query");
  return {
    useCatalogue: (filters: CatalogueFilters) => ({ data: state.data && pageFromRows(state.data, filters, false) }),
  };
});
const toast = vi.fn();
vi.mock("~/components/ui/toast", () => ({ toast: (options: unknown) => toast(options) }));

const { default: CatalogueRoute } = await import("./catalogue");

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderCatalogue(url = "/formations") {
  const Stub = createRoutesStub([
    {
      path: "/formations",
      Component: () => (
        <>
          <CatalogueRoute />
          <LocationProbe />
        </>
      ),
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

const cards = () => screen.queryAllByTestId("course-card");
/** A theme card is named by its visible text: the theme, then its summary (WCAG 2.5.3 Label in Name). */
const themeCard = (theme: string) =>
  within(screen.getByRole("list", { name: "Thèmes de formation" })).getByRole("button", {
    name: new RegExp(`^${theme} `),
  });

beforeEach(() => {
  state.data = [...demoFormationRows];
  toast.mockClear();
});

// The whole page with its 30 cards, driven by user-event: several seconds a test on a loaded 2-core machine.
describe("catalogue filters", { timeout: 20_000 }, () => {
  it("shows every course with the 'Tous' tab selected", () => {
    renderCatalogue();
    expect(cards()).toHaveLength(30);
    expect(screen.getByRole("tab", { name: "Tous" })).toHaveAttribute("aria-selected", "true");
    const tabNames = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabNames).toEqual([
      "Tous",
      "Leadership",
      "Gouvernance",
      "IA Stratégique",
      "IA Appliquée",
      "Éthique Numérique",
      "Transformation Digitale",
      "Conformité",
      "Gestion",
      "Communication",
      "Finance",
    ]);
  });

  it("selects a theme card on click and clears it on a second click, keeping the URL in sync", async () => {
    const user = userEvent.setup();
    renderCatalogue();
    await user.click(themeCard("Leadership"));
    expect(themeCard("Leadership")).toHaveAttribute("aria-pressed", "true");
    expect(cards()).toHaveLength(3);
    expect(cards().every((card) => within(card).getByText("Leadership"))).toBe(true);
    expect(screen.getByRole("tab", { name: "Leadership" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByTestId("location")).toHaveTextContent("/formations?theme=Leadership");

    await user.click(themeCard("Leadership"));
    expect(themeCard("Leadership")).toHaveAttribute("aria-pressed", "false");
    expect(cards()).toHaveLength(30);
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/formations$/);
  });

  it("preselects the theme given in ?theme=", () => {
    renderCatalogue("/formations?theme=Finance");
    expect(themeCard("Finance")).toHaveAttribute("aria-pressed", "true");
    expect(cards().map((card) => within(card).getByRole("heading").textContent)).toEqual(
      demoFormationRows.filter((f) => f.theme === "Finance").map((f) => f.title),
    );
  });

  it("filters with the tabs, and 'Tous' shows everything again", async () => {
    const user = userEvent.setup();
    renderCatalogue();
    await user.click(screen.getByRole("tab", { name: "IA Appliquée" }));
    expect(cards()).toHaveLength(3);
    expect(screen.getByTestId("location")).toHaveTextContent("theme=IA+Appliqu%C3%A9e");
    await user.click(screen.getByRole("tab", { name: "Tous" }));
    expect(cards()).toHaveLength(30);
  });

  it("shows the empty state for a theme without course and clears it with 'Voir toutes les formations'", async () => {
    const user = userEvent.setup();
    renderCatalogue();
    await user.click(themeCard("Innovation"));
    expect(screen.getByText("Aucune formation trouvée pour cette catégorie")).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    expect(screen.getAllByRole("tab").some((tab) => tab.getAttribute("aria-selected") === "true")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Voir toutes les formations" }));
    expect(cards()).toHaveLength(30);
    expect(themeCard("Innovation")).toHaveAttribute("aria-pressed", "false");
  });

  it("shows three skeleton cards while the courses load", () => {
    state.data = undefined;
    renderCatalogue();
    expect(screen.getAllByTestId("course-card-skeleton")).toHaveLength(3);
    expect(screen.getByText("Chargement des formations…").closest("[role=status]")).not.toBeNull();
  });

  it("shows each course's price, duration, expert, first format and a 'Découvrir' link", () => {
    renderCatalogue("/formations?theme=Gestion");
    const pmp = cards()[0]!;
    expect(within(pmp).getByTestId("course-price").textContent?.replace(/\s/g, " ")).toBe("950 000 XOF");
    expect(within(pmp).getByText("5 jours")).toBeInTheDocument();
    expect(within(pmp).getByText("Jean-François Gagnon")).toBeInTheDocument();
    expect(within(pmp).getByText("Présentiel")).toBeInTheDocument();
    expect(within(pmp).getByRole("link", { name: "Découvrir" })).toHaveAttribute("href", "/formations/22");
  });

  it("announces the PDF catalogue with a toast", async () => {
    const user = userEvent.setup();
    renderCatalogue();
    await user.click(screen.getByRole("button", { name: "Catalogue PDF" }));
    expect(toast).toHaveBeenCalledWith({
      title: "Téléchargement du catalogue",
      description: "Le catalogue de formations sera bientôt disponible",
    });
  });

  it("lists the four sessions with seat levels in words and enrolment links", () => {
    renderCatalogue();
    const rows = screen.getAllByTestId("session-row");
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText("8 / 20 places restantes")).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/Places limitées/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Places disponibles/)).toBeInTheDocument();
    expect(within(rows[0]!).getByRole("link", { name: "S'inscrire" })).toHaveAttribute(
      "href",
      "/formations/22/inscription",
    );
  });
});
