import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { seedCaseStudies } from "../lib/template-case-study";
import { CaseStudyTabs } from "./case-study-tabs";

function renderTabs() {
  render(
    <MemoryRouter>
      <CaseStudyTabs studies={seedCaseStudies()} />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const visibleTitles = () =>
  within(screen.getByRole("tabpanel"))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

describe("CaseStudyTabs", () => {
  it("starts on 'Toutes' with the six studies, the mining one included", () => {
    renderTabs();
    expect(screen.getByRole("tab", { name: "Toutes" })).toHaveAttribute("aria-selected", "true");
    expect(visibleTitles()).toHaveLength(6);
    expect(visibleTitles()).toContain("Structurer le pilotage d'un programme d'expansion minière");
  });

  it("filters by sector and never shows the mining study under a sector tab", async () => {
    const user = renderTabs();
    await user.click(screen.getByRole("tab", { name: "Finance" }));
    expect(screen.getByRole("tab", { name: "Finance" })).toHaveAttribute("aria-selected", "true");
    expect(visibleTitles()).toEqual([
      "Gouvernance du portefeuille de projets d'une institution financière régionale",
      "Pilotage du programme de banque numérique d'un groupe bancaire panafricain",
    ]);

    for (const sector of ["Énergie", "Télécoms", "Secteur public"]) {
      await user.click(screen.getByRole("tab", { name: sector }));
      expect(visibleTitles()).toHaveLength(1);
      expect(visibleTitles()).not.toContain("Structurer le pilotage d'un programme d'expansion minière");
    }
  });

  it("shows sector, year, client, summary, result and a link on each card", async () => {
    const user = renderTabs();
    await user.click(screen.getByRole("tab", { name: "Énergie" }));
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByText("Énergie", { selector: "[data-slot=badge]" })).toBeInTheDocument();
    expect(within(panel).getByText("2024")).toBeInTheDocument();
    expect(within(panel).getByText("Société nationale d'électricité du Burkina Faso")).toBeInTheDocument();
    expect(within(panel).getByText(/Délai de livraison des évolutions réduit de 45\s%/)).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: /Lire l'étude de cas/ })).toHaveAttribute(
      "href",
      "/etudes-de-cas/transformation-agile-dsi-electricite",
    );
  });

  it("is keyboard operable with the arrow keys", async () => {
    const user = renderTabs();
    await user.click(screen.getByRole("tab", { name: "Toutes" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Énergie" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Énergie" })).toHaveAttribute("aria-selected", "true");
  });
});
