import { describe, expect, it } from "vitest";
import { RestError } from "../../http/errors";
import { parseFilter, parseLogic } from "./filter";
import { parseOrder, parseQuery } from "./query";
import { parseSelect } from "./select";

describe("PostgREST query grammar", () => {
  it("parses columns, aliases, stars and nested embeds", () => {
    expect(parseSelect("*, formation:formations(id,title), enrollments(*)")).toEqual([
      { kind: "star" },
      {
        kind: "embed",
        relation: "formations",
        alias: "formation",
        hint: undefined,
        inner: false,
        spread: false,
        items: [
          { kind: "column", name: "id", alias: undefined, cast: undefined },
          { kind: "column", name: "title", alias: undefined, cast: undefined },
        ],
      },
      {
        kind: "embed",
        relation: "enrollments",
        alias: undefined,
        hint: undefined,
        inner: false,
        spread: false,
        items: [{ kind: "star" }],
      },
    ]);
    expect(parseSelect(undefined)).toEqual([{ kind: "star" }]);
  });

  it("parses double-quoted column names and embeds that select nothing", () => {
    expect(parseSelect('"column whitespace", n:"a b"::text, id')).toEqual([
      { kind: "column", name: "column whitespace", alias: undefined, cast: undefined },
      { kind: "column", name: "a b", alias: "n", cast: "text" },
      { kind: "column", name: "id", alias: undefined, cast: undefined },
    ]);
    expect(parseSelect("message, users!inner()")).toEqual([
      { kind: "column", name: "message", alias: undefined, cast: undefined },
      expect.objectContaining({ kind: "embed", relation: "users", inner: true, items: [] }),
    ]);
    expect(parseSelect("id.sum()")).toEqual([expect.objectContaining({ kind: "aggregate", fn: "sum", column: "id" })]);
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

  it("parses spread and inner embeds, casts and aggregates", () => {
    expect(parseSelect("...formations!inner(title),total:price.sum()::int,count(),n:id::text")).toEqual([
      {
        kind: "embed",
        relation: "formations",
        alias: undefined,
        hint: undefined,
        inner: true,
        spread: true,
        items: [{ kind: "column", name: "title", alias: undefined, cast: undefined }],
      },
      { kind: "aggregate", fn: "sum", column: "price", alias: "total", cast: "int" },
      { kind: "aggregate", fn: "count", alias: undefined, cast: undefined },
      { kind: "column", name: "id", alias: "n", cast: "text" },
    ]);
  });

  it("parses quantified, full-text and range operators", () => {
    expect(parseFilter("title", 'ilike(any).{*a*,"b,c"}')).toMatchObject({
      operator: "ilike",
      quantifier: "any",
      value: ["*a*", "b,c"],
    });
    expect(parseFilter("body", "not.wfts(french).chat")).toMatchObject({
      operator: "wfts",
      language: "french",
      negated: true,
      value: "chat",
    });
    expect(parseFilter("during", "adj.[1,5)")).toMatchObject({ operator: "adj", value: "[1,5)" });
  });

  it("parses nested logic trees with quoted values", () => {
    expect(parseLogic("or", false, '(a.eq.1,not.and(b.gt.2,c.eq."x,y"))')).toEqual({
      kind: "logic",
      operator: "or",
      negated: false,
      conditions: [
        { kind: "filter", column: "a", operator: "eq", negated: false, value: "1" },
        {
          kind: "logic",
          operator: "and",
          negated: true,
          conditions: [
            { kind: "filter", column: "b", operator: "gt", negated: false, value: "2" },
            { kind: "filter", column: "c", operator: "eq", negated: false, value: "x,y" },
          ],
        },
      ],
    });
  });

  it("routes dotted keys to embedded resources", () => {
    const request = parseQuery(
      new URLSearchParams(
        "select=*,formations(*)&formations.status=eq.x&formations.order=id.desc&formations.limit=2&formations.not.or=(a.eq.1)&a.b.offset=3",
      ),
    );
    expect(request.filters).toEqual([]);
    expect(request.embedded.get("formations")).toMatchObject({
      order: [{ column: "id", direction: "desc" }],
      limit: 2,
      filters: [{ column: "status" }, { kind: "logic", negated: true }],
    });
    expect(request.embedded.get("a.b")).toMatchObject({ offset: 3 });
  });

  it.each([
    ["select", () => parseSelect("id;drop")],
    ["select", () => parseSelect("id::int;drop")],
    ["select", () => parseSelect(`${"a(".repeat(5000)}id${")".repeat(5000)}`)],
    ["filter", () => parseFilter("id", "eq(any).1")],
    ["filter", () => parseFilter("id", "gt(english).1")],
    ["logic tree", () => parseLogic("or", false, "a.eq.1")],
    ["logic tree", () => parseLogic("or", false, "(a)")],
    ["logic tree", () => parseLogic("or", false, `(${"and(".repeat(40)}a.eq.1${")".repeat(40)})`)],
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
