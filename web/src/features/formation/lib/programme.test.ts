import { describe, expect, it } from "vitest";
import { themeContentFor, themeContents } from "../content/theme-content";
import { buildProgramme } from "./programme";

describe("buildProgramme", () => {
  it("gives one day per day of duration with the spec's schedule, the last day ending at 16h30", () => {
    const days = buildProgramme("3 jours", themeContents.Gestion.modules);
    expect(days.map((d) => d.day)).toEqual([1, 2, 3]);
    expect(days[0]!.slots.map((s) => s.time)).toEqual(["9h00-10h30", "11h00-12h30", "14h00-17h30"]);
    expect(days[1]!.slots.map((s) => s.time)).toEqual(["9h00-10h30", "11h00-12h30", "14h00-17h30"]);
    expect(days[2]!.slots.map((s) => s.time)).toEqual(["9h00-10h30", "11h00-12h30", "14h00-16h30"]);
  });

  it("follows the theme's modules and closes with the plan d'action", () => {
    const days = buildProgramme("5 jours", themeContents.Innovation.modules);
    expect(days.map((d) => d.title)).toEqual([
      "Comprendre les usagers",
      "Idéer et prototyper",
      "Tester et décider",
      "Comprendre les usagers",
      "Plan d'action et évaluation",
    ]);
  });

  it("makes a one-day formation end at 16h30", () => {
    const [only] = buildProgramme("1 jour", themeContents.Finance.modules);
    expect(only!.title).toBe("Les bases de l'analyse financière");
    expect(only!.slots[2]!.time).toBe("14h00-16h30");
  });
});

describe("themeContentFor", () => {
  it("has its own texts for the five named themes and the generic ones otherwise", () => {
    expect(themeContentFor("Leadership")).toBe(themeContents.Leadership);
    expect(themeContentFor("Finance")).toBe(themeContents.Finance);
    expect(themeContentFor("Communication")).toBe(themeContents.Communication);
    expect(themeContentFor("Gestion")).toBe(themeContents.Gestion);
    expect(themeContentFor("Innovation")).toBe(themeContents.Innovation);
    expect(themeContentFor("Conformité")).toBe(themeContents.generic);
    expect(themeContentFor("generic")).toBe(themeContents.generic);
  });
});
