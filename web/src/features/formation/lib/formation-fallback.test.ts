import { describe, expect, it } from "vitest";
import type { Formation } from "@common/database";
import { findDemoFormation } from "~/lib/formations";
import { formationOrDemo, initialRelated, relatedOrDemo } from "./formation-fallback";

const backendFormation: Formation = { ...findDemoFormation(5)!, title: "Titre venu du backend" };

describe("formationOrDemo", () => {
  it("keeps the backend's formation", () => {
    expect(formationOrDemo({ data: backendFormation, error: null }, 5)).toBe(backendFormation);
  });
  it("falls back to the demo formation with that id on error", () => {
    expect(formationOrDemo({ data: null, error: new Error("réseau") }, 5)?.title).toBe(findDemoFormation(5)!.title);
  });
  it("gives nothing for an id without demo formation (the page redirects)", () => {
    expect(formationOrDemo({ data: null, error: { code: "PGRST116" } }, 9999)).toBeNull();
  });
});

describe("relatedOrDemo", () => {
  const formation = findDemoFormation(22)!; // Gestion

  it("keeps at most 3 rows from the query, never the formation itself", () => {
    const rows = [
      findDemoFormation(23)!,
      findDemoFormation(24)!,
      formation,
      findDemoFormation(1)!,
      findDemoFormation(2)!,
    ];
    expect(relatedOrDemo({ data: rows, error: null }, formation).map((f) => f.id)).toEqual([23, 24, 1]);
  });

  it("uses the demo formations of the same theme on error", () => {
    expect(relatedOrDemo({ data: null, error: new Error("x") }, formation).map((f) => f.id)).toEqual([23, 24]);
  });

  it("uses the first 3 other demo formations when the query returns nothing", () => {
    expect(relatedOrDemo({ data: [], error: null }, formation).map((f) => f.id)).toEqual([1, 2, 3]);
    expect(relatedOrDemo({ data: [], error: null }, findDemoFormation(2)!).map((f) => f.id)).toEqual([1, 3, 4]);
  });

  it("starts from the same-theme demo formations, or the first others for a theme without demo", () => {
    expect(initialRelated(formation).map((f) => f.id)).toEqual([23, 24]);
    // A theme a later migration may allow before the demo catalogue has formations in it.
    const newTheme = "Innovation" as Formation["theme"];
    expect(initialRelated({ id: 99, theme: newTheme }).map((f) => f.id)).toEqual([1, 2, 3]);
  });
});
