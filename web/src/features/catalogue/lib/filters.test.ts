import { describe, expect, it } from "vitest";
import { demoFormationRows } from "~/lib/formations";
import { ALL_TAB, distinctThemes, filterByTheme, selectedTab, themeFromParam, toggleTheme } from "./filters";

describe("catalogue filters", () => {
  it("list the distinct themes of the loaded formations in order", () => {
    expect(distinctThemes(demoFormationRows)).toEqual([
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

  it("keep the formations of the selected theme, or all of them", () => {
    expect(filterByTheme(demoFormationRows, "Finance").map((f) => f.id)).toEqual([28, 29, 30]);
    expect(filterByTheme(demoFormationRows, null)).toHaveLength(30);
    expect(filterByTheme(demoFormationRows, "Inconnu")).toEqual([]);
  });

  it("toggle a theme card", () => {
    expect(toggleTheme(null, "Gestion")).toBe("Gestion");
    expect(toggleTheme("Gestion", "Gestion")).toBeNull();
    expect(toggleTheme("Gestion", "Finance")).toBe("Finance");
  });

  it("select the matching tab, 'Tous' without filter, none for a theme without tab", () => {
    const tabs = distinctThemes(demoFormationRows);
    expect(selectedTab(null, tabs)).toBe(ALL_TAB);
    expect(selectedTab("Gestion", tabs)).toBe("Gestion");
    expect(selectedTab("Inconnu", tabs)).toBe("");
  });

  it("read the theme parameter", () => {
    expect(themeFromParam("Leadership")).toBe("Leadership");
    expect(themeFromParam("  ")).toBeNull();
    expect(themeFromParam(null)).toBeNull();
  });
});
