import { describe, expect, it } from "vitest";
import type { Formation } from "@common/database";
import { demoFormationRows } from "~/lib/formations";
import { catalogueOrDemo } from "./catalogue-fallback";

const backendRow: Formation = { ...demoFormationRows[0]!, id: 101, title: "Formation du backend" };

describe("catalogueOrDemo", () => {
  it("keeps the backend's formations", () => {
    expect(catalogueOrDemo({ data: [backendRow], error: null })).toEqual({ formations: [backendRow], fromDemo: false });
  });

  it("gives the 30 demo formations when the backend errors", () => {
    const result = catalogueOrDemo({ data: null, error: new Error("réseau") });
    expect(result.fromDemo).toBe(true);
    expect(result.formations.map((f) => f.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it("gives the demo formations when the backend returns no row", () => {
    expect(catalogueOrDemo({ data: [], error: null }).formations).toHaveLength(30);
  });
});
