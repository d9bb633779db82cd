import { describe, expect, it } from "vitest";
import { fixtureSchema } from "../../../../tests/support/rest-fixture-schema";
import type { Limits } from "../limits";
import { preferencesOf } from "../request/prefer";
import { parseQuery } from "../request/query";
import type { RestRequest } from "../request/request";
import { insertRequestOf, mutationPlanOf, readPlanOf, readRequestOf } from "../../../../tests/support/rest-plans";
import { plan } from "./plan";

/** The planner: a typed request checked against the schema cache and resolved into a plan, no database. */
const limits: Limits = { maxRows: 1000, maxEmbedDepth: 2, maxResponseBytes: 1_000_000 };
const schema = fixtureSchema();
const prefs = (prefer = "") =>
  preferencesOf(prefer, ["return", "count", "tx", "resolution", "missing", "max-affected"]);
const planOf = (request: RestRequest) => plan(schema, request, limits);
const refusal = (code: string, status: number) => expect.objectContaining({ code, status });
const filtersOf = (query: string) => parseQuery(new URLSearchParams(query)).filters;

describe("planner: reads", () => {
  it("resolves each embed to its relationship, as data, with the embed's own filters and paging", () => {
    const { root, source } = readPlanOf(
      schema,
      "formations",
      "select=id,enrollments(id,formations(title)),tags(label)&enrollments.limit=2",
      limits,
    );
    expect(source).toEqual({ kind: "table", name: "formations" });
    const [, enrollments, tags] = root.items;
    expect(enrollments).toMatchObject({
      kind: "embed",
      key: "enrollments",
      relationship: { kind: "foreign-key", cardinality: "many", on: [{ child: "formation_id", parent: "id" }] },
      node: { limit: 2, table: { name: "enrollments" } },
    });
    if (enrollments.kind !== "embed") throw new Error("expected an embed");
    expect(enrollments.node.items[1]).toMatchObject({
      relationship: { kind: "foreign-key", cardinality: "one", on: [{ child: "id", parent: "formation_id" }] },
    });
    expect(tags).toMatchObject({
      relationship: {
        kind: "junction",
        junction: "formation_tags",
        toTarget: [{ junction: "tag_id", target: "id" }],
        toParent: [{ junction: "formation_id", parent: "id" }],
      },
    });
  });

  it.each([
    ["an unknown table, with a suggestion", "formation", "select=id", "PGRST205", 404],
    ["an unknown column in select", "formations", "select=id,titel", "42703", 400],
    ["a relationship that does not exist", "formations", "select=id,audit_log(message)", "PGRST200", 400],
    [
      "embedding deeper than maxEmbedDepth",
      "formations",
      "select=enrollments(formations(enrollments(id)))",
      "PGRST100",
      400,
    ],
    ["an order on a to-many embed", "formations", "select=id,enrollments(id)&order=enrollments(id)", "PGRST118", 400],
    ["a spread of a to-many embed", "formations", "select=id,...enrollments(id)", "PGRST119", 400],
  ])("refuses %s", (_label, table, query, code, status) => {
    expect(() => planOf(readRequestOf(table, query))).toThrow(refusal(code, status));
  });

  it("suggests the table meant", () => {
    expect(() => planOf(readRequestOf("formation", ""))).toThrow(
      expect.objectContaining({ hint: "Perhaps you meant the table 'public.formations'" }),
    );
  });
});

describe("planner: functions", () => {
  const call = (
    fn: string,
    args: Record<string, unknown>,
    query = "",
    media: "json" | "csv" = "json",
  ): RestRequest => ({
    method: "POST",
    prefs: prefs(),
    media,
    action: "call",
    fn,
    args,
    query: new URLSearchParams(query),
    readOnly: false,
  });

  it("plans a scalar function as a call, and a set-returning one as a read of its rows", () => {
    expect(planOf(call("seats_left", { formation: 1 }))).toMatchObject({
      kind: "call",
      fn: { name: "seats_left" },
      args: { formation: 1 },
    });
    const rows = planOf(call("upcoming", { days: 7 }, "days=7&price=lt.100&order=starts_on"));
    expect(rows).toMatchObject({ kind: "read", source: { kind: "call", fn: { name: "upcoming" } }, media: "json" });
    // `days` is the argument, not a filter.
    if (rows.kind === "read") expect(rows.root.filters).toEqual(filtersOf("price=lt.100"));
  });

  it("answers one object (or null) for a function returning one row, unless another format is asked", () => {
    expect(planOf(call("cheapest", {}))).toMatchObject({ kind: "read", media: "single" });
    expect(planOf(call("cheapest", {}, "", "csv"))).toMatchObject({ kind: "read", media: "csv" });
  });

  it("refuses a function that no overload fits", () => {
    expect(() => planOf(call("seats_left", { nope: 1 }))).toThrow(refusal("PGRST202", 404));
  });
});

describe("planner: writes", () => {
  it("takes the body's keys as columns and returns only what the response needs", () => {
    const minimal = mutationPlanOf(schema, insertRequestOf("formations", [{ id: 1 }, { title: "B" }]), limits);
    expect(minimal).toMatchObject({
      action: "insert",
      returning: "nothing",
      write: { kind: "insert", columns: ["id", "title"], missingDefault: false },
    });
    expect(minimal.select).toBeUndefined();
    expect(
      mutationPlanOf(schema, insertRequestOf("formations", [{ id: 1 }], "return=headers-only"), limits).returning,
    ).toBe("key");
    const representation = mutationPlanOf(
      schema,
      insertRequestOf("formations", [{ id: 1 }], "return=representation", { select: "id,enrollments(id)" }),
      limits,
    );
    expect(representation.returning).toBe("all");
    expect(representation.select?.items[1]).toMatchObject({ kind: "embed", key: "enrollments" });
  });

  it("plans an upsert on the primary key, or on on_conflict", () => {
    expect(
      mutationPlanOf(schema, insertRequestOf("formations", [{ id: 1 }], "resolution=merge-duplicates"), limits).write,
    ).toMatchObject({
      conflict: { resolution: "merge", target: ["id"] },
    });
    expect(
      mutationPlanOf(
        schema,
        insertRequestOf("formations", [{ id: 1 }], "resolution=ignore-duplicates", { onConflict: ["title"] }),
        limits,
      ).write,
    ).toMatchObject({
      conflict: { resolution: "ignore", target: ["title"] },
    });
    expect(() => planOf(insertRequestOf("audit_log", [{ message: "x" }], "resolution=merge-duplicates"))).toThrow(
      refusal("PGRST100", 400),
    );
    expect(() =>
      planOf(insertRequestOf("formations", [{ id: 1 }], "resolution=merge-duplicates", { onConflict: ["nope"] })),
    ).toThrow(refusal("PGRST204", 400));
  });

  it("refuses a body column the table lacks", () => {
    expect(() => planOf(insertRequestOf("formations", [{ id: 1, colour: "red" }]))).toThrow(refusal("PGRST204", 400));
  });

  it("plans a PUT as an upsert of the row its whole primary key names", () => {
    const put = (query: string, row: Record<string, unknown>): RestRequest => ({
      method: "PUT",
      prefs: prefs(),
      media: "json",
      action: "put",
      table: "formations",
      row,
      filters: filtersOf(query),
    });
    expect(planOf(put("id=eq.4", { id: 4, title: "T" }))).toMatchObject({
      kind: "mutation",
      action: "put",
      write: { kind: "insert", rows: [{ id: 4, title: "T" }], conflict: { resolution: "merge", target: ["id"] } },
    });
    expect(() => planOf(put("id=gt.4", { id: 4 }))).toThrow(refusal("PGRST105", 405));
    expect(() => planOf(put("id=eq.4&title=eq.T", { id: 4 }))).toThrow(refusal("PGRST105", 405));
    expect(() => planOf(put("id=eq.4", { id: 5 }))).toThrow(refusal("PGRST115", 400));
  });

  it("plans nothing for a PATCH of an empty object, and an update otherwise", () => {
    const patch = (body: Record<string, unknown>): RestRequest => ({
      method: "PATCH",
      prefs: prefs(),
      media: "json",
      action: "update",
      table: "formations",
      body,
      filters: filtersOf("id=eq.1"),
    });
    expect(planOf(patch({}))).toEqual({ kind: "nothing" });
    expect(planOf(patch({ title: "T" }))).toMatchObject({
      kind: "mutation",
      write: { kind: "update", columns: ["title"], filters: filtersOf("id=eq.1") },
    });
  });
});
