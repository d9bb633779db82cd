import { describe, expect, it } from "vitest";
import { RestError } from "../http/errors";
import { parseFilter, parseOrder, parseQuery, parseSelect } from "./parse";

describe("PostgREST query grammar", () => {
  it("parses columns, aliases, stars and nested embeds", () => {
    expect(parseSelect("*, formation:formations(id,title), enrollments(*)")).toEqual([
      { kind: "star" },
      { kind: "embed", relation: "formations", alias: "formation", hint: undefined, inner: false, spread: false, items: [{ kind: "column", name: "id", alias: undefined, cast: undefined }, { kind: "column", name: "title", alias: undefined, cast: undefined }] },
      { kind: "embed", relation: "enrollments", alias: undefined, hint: undefined, inner: false, spread: false, items: [{ kind: "star" }] },
    ]);
    expect(parseSelect(undefined)).toEqual([{ kind: "star" }]);
  });

  it("parses in-lists with quoted values, as supabase-js writes them", () => {
    expect(parseFilter("theme", 'in.(IA Appliquée,"Leadership, avancé")')).toMatchObject({
      operator: "in",
      value: ["IA Appliquée", "Leadership, avancé"],
    });
    expect(parseFilter("id", "in.()").value).toEqual([]);
  });

  it("parses negation, is and order modifiers", () => {
    expect(parseFilter("price", "not.is.null")).toMatchObject({ operator: "is", negated: true, value: "null" });
    expect(parseOrder("price.asc.nullsfirst,id")).toEqual([
      { column: "price", direction: "asc", nulls: "first" },
      { column: "id", direction: "asc" },
    ]);
  });

  it("keeps repeated filters on one column (combined with AND)", () => {
    const request = parseQuery(new URLSearchParams("id=gte.1&id=lte.30&limit=10&offset=0"));
    expect(request.filters.map((f) => f.operator)).toEqual(["gte", "lte"]);
    expect(request).toMatchObject({ limit: 10, offset: 0 });
  });

  it.each([
    ["select", () => parseSelect("id;drop")],
    ["select", () => parseSelect("formations(id")],
    ["filter", () => parseFilter("id", "xx.5")],
    ["filter", () => parseFilter("id", "eq")],
    ["filter", () => parseFilter("price", "is.maybe")],
    ["filter", () => parseFilter('id"--', "eq.1")],
    ["order", () => parseOrder("id.sideways")],
    ["limit", () => parseQuery(new URLSearchParams("limit=1e9"))],
  ])("refuses a malformed %s with PGRST100", (_what, parse) => {
    try {
      parse();
      expect.unreachable("should have thrown");
    } catch (error) {
      expect(error).toBeInstanceOf(RestError);
      expect((error as RestError).code).toBe("PGRST100");
      expect((error as RestError).status).toBe(400);
    }
  });
});
