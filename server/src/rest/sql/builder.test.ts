import { describe, expect, it } from "vitest";
import { fixtureSchema } from "../../../../tests/support/rest-fixture-schema";
import type { Limits } from "../limits";
import { plan, type CallPlan } from "../plan/plan";
import { preferencesOf } from "../request/prefer";
import { insertRequestOf, mutationPlanOf, readPlanOf } from "../../../../tests/support/rest-plans";
import { callSql } from "./call";
import { mutationSql } from "./mutation";
import { countSql, readSql } from "./read";

/** The SQL builder alone: plan in, parameterised SQL out, no database (sql.test.ts runs such statements). */
const limits: Limits = { maxRows: 1000, maxEmbedDepth: 3, maxResponseBytes: 1_000_000 };
const schema = fixtureSchema();
const read = (table: string, query: string, lim = limits) => readSql(readPlanOf(schema, table, query, lim), lim);
const prefs = (prefer = "") =>
  preferencesOf(prefer, ["return", "count", "tx", "resolution", "missing", "max-affected"]);
const write = (request: Parameters<typeof mutationPlanOf>[1]) =>
  mutationSql(mutationPlanOf(schema, request, limits), limits);

describe("SQL builder: filters", () => {
  it("binds every filter value as a parameter, never in the SQL text", () => {
    const { sql, values } = read("formations", "select=id&title=eq.x'); drop table formations; --");
    expect(sql).toContain(`where t0."title" = $1`);
    expect(sql).not.toContain("drop table");
    expect(values[0]).toBe("x'); drop table formations; --");
  });

  it("renders or/and/not trees with their nesting", () => {
    const { sql, values } = read("formations", "select=id&or=(price.gt.10,and(title.like.A*,starts_on.not.is.null))");
    expect(sql).toContain(`where (t0."price" > $1 or (t0."title"::text like $2 and not (t0."starts_on" is null)))`);
    expect(values.slice(0, 2)).toEqual(["10", "A%"]);
    expect(read("formations", "select=id&not.and=(id.eq.1,id.eq.2)").sql).toContain(
      `where not (t0."id" = $1 and t0."id" = $2)`,
    );
  });

  it("ands top-level filters, and renders in, is, quantifiers and full-text search", () => {
    const { sql, values } = read(
      "formations",
      "select=id&id=in.(1,2)&starts_on=is.not_null&title=ilike(any).{a*,b*}&search=fts(french).agile",
    );
    expect(sql).toContain(
      `where t0."id" in ($1, $2) and t0."starts_on" is not null and t0."title"::text ilike any($3::text[]) and t0."search" @@ to_tsquery($4::regconfig, $5)`,
    );
    expect(values.slice(0, 5)).toEqual(["1", "2", '{"a%","b%"}', "french", "agile"]);
  });
});

describe("SQL builder: order and paging", () => {
  it("orders with direction and nulls first/last", () => {
    expect(read("formations", "select=id&order=price.desc.nullsfirst,title").sql).toContain(
      ` order by t0."price" desc nulls first, t0."title" asc limit $1`,
    );
  });

  it("binds limit and offset, and caps the limit at maxRows", () => {
    const paged = read("formations", "select=id&limit=10&offset=20");
    expect(paged.sql).toContain(" limit $1 offset $2");
    expect(paged.values).toEqual([10, 20]);
    expect(read("formations", "select=id&limit=5000", { ...limits, maxRows: 50 }).values).toEqual([50]);
    expect(read("formations", "select=id", { ...limits, maxRows: 50 }).values).toEqual([50]);
  });

  it("counts what a read matches without its limit or offset", () => {
    const counting = countSql(
      readPlanOf(schema, "formations", "select=id&price=gt.5&limit=1&offset=3", limits),
      limits,
    );
    expect(counting.count).toBe(
      `select count(*)::int as total from (select t0."id" as "id" from "public"."formations" t0 where t0."price" > $1) pgrst_c`,
    );
    expect(counting.values).toEqual(["5"]);
  });

  it("wraps the rows in the size-checked envelope, JSON or CSV", () => {
    expect(read("formations", "select=id").sql).toContain("coalesce(json_agg(pgrst_t), '[]'::json)::text");
    expect(read("formations", "select=id").sql).toContain("when octet_length(b) <= 1000000 then b end as body");
    expect(readSql(readPlanOf(schema, "formations", "select=id", limits, "csv"), limits).sql).toContain("string_agg(");
  });
});

describe("SQL builder: embedded resources", () => {
  it("embeds a to-one resource as one JSON object joined on the foreign key", () => {
    const { sql, keys } = read("enrollments", "select=id,formation:formations(title)");
    expect(sql).toContain(
      `(select row_to_json(e1) from (select t1."title" as "title" from "public"."formations" t1 where t1."id" = t0."formation_id" limit $1) e1) as "formation"`,
    );
    expect(keys).toEqual(["id", "formation"]);
  });

  it("embeds a to-many list with its own filters, order and paging, capped at maxRows", () => {
    const { sql, values } = read(
      "formations",
      "select=id,enrollments(id)&enrollments.status=eq.pending&enrollments.order=id.desc&enrollments.limit=5000",
      {
        ...limits,
        maxRows: 100,
      },
    );
    expect(sql).toContain(
      `(select coalesce(json_agg(e1), '[]'::json) from (select t1."id" as "id" from "public"."enrollments" t1 where t1."formation_id" = t0."id" and t1."status" = $1 order by t1."id" desc limit $2) e1) as "enrollments"`,
    );
    expect(values.slice(0, 2)).toEqual(["pending", 100]);
  });

  it("keeps only parents with a row for !inner, and filters on a relation's presence", () => {
    expect(read("enrollments", "select=id,formations!inner(id)").sql).toContain(
      `where exists (select 1 from "public"."formations" t1 where t1."id" = t0."formation_id")`,
    );
    expect(read("formations", "select=id,enrollments(id)&enrollments=is.null").sql).toContain(
      `where not exists (select 1 from "public"."enrollments" t1 where t1."formation_id" = t0."id")`,
    );
  });

  it("embeds many-to-many through the junction table", () => {
    expect(read("formations", "select=id,tags(label)").sql).toContain(
      `from "public"."tags" t1 where exists (select 1 from "public"."formation_tags" t1_j where t1_j."tag_id" = t1."id" and t1_j."formation_id" = t0."id")`,
    );
  });

  it("orders by a column of an embedded to-one resource", () => {
    expect(read("enrollments", "select=id,formations(title)&order=formations(title).desc").sql).toContain(
      ` order by (select o1."title" from "public"."formations" o1 where o1."id" = t0."formation_id" limit 1) desc`,
    );
  });
});

describe("SQL builder: writes", () => {
  const rows = [{ id: 1, title: "Agile" }];

  it("inserts from the JSON body, returning only what the response needs", () => {
    const minimal = write(insertRequestOf("formations", rows));
    expect(minimal.sql).toContain(
      `pgrst_rows as (insert into "public"."formations" ("id", "title") select "id", "title" from json_populate_recordset(null::"public"."formations", $1::json) returning 1 as pgrst_one)`,
    );
    expect(minimal.values).toEqual([JSON.stringify(rows)]);
    expect(write(insertRequestOf("formations", rows, "return=headers-only")).sql).toContain(`returning "id")`);
    const representation = write(insertRequestOf("formations", rows, "return=representation", { select: "title" }));
    // Only the columns the answer reads, as PostgREST: a role granted some columns reads back what it may read.
    expect(representation.sql).toContain(`returning "id", "title")`);
    const star = write(insertRequestOf("formations", rows, "return=representation", { select: "*" }));
    expect(star.sql).toContain("returning *)");
    expect(representation.sql).toContain(`select t0."title" as "title" from pgrst_rows t0`);
    expect(representation.keys).toEqual(["title"]);
  });

  it("upserts on the primary key or on_conflict, merging or ignoring duplicates", () => {
    expect(write(insertRequestOf("formations", rows, "resolution=merge-duplicates")).sql).toContain(
      `on conflict ("id") do update set "title" = excluded."title"`,
    );
    expect(
      write(insertRequestOf("formations", rows, "resolution=ignore-duplicates", { onConflict: ["title"] })).sql,
    ).toContain(`on conflict ("title") do nothing`);
  });

  it("counts the rows a merge upsert inserted, from the keys that existed before", () => {
    const { sql } = write(insertRequestOf("formations", rows, "return=representation,resolution=merge-duplicates"));
    expect(sql).toContain(`pgrst_existing as (select "id" from "public"."formations" where ("id") in`);
    expect(sql).toContain(`as inserted from pgrst_out`);
  });

  it("groups rows by their keys with missing=default so absent keys take the column default", () => {
    const { sql } = write(insertRequestOf("formations", [{ id: 1 }, { id: 2, title: "B" }], "missing=default"));
    expect(sql).toContain(`pgrst_i0 as (insert into "public"."formations" ("id") select "id"`);
    expect(sql).toContain(`pgrst_i1 as (insert into "public"."formations" ("id", "title") select "id", "title"`);
    expect(sql).toContain("pgrst_rows as (select * from pgrst_i0 union all select * from pgrst_i1)");
  });

  it("updates and deletes the filtered rows", () => {
    const filters = readPlanOf(schema, "formations", "id=eq.7", limits).root.filters;
    const update = write({
      method: "PATCH",
      prefs: prefs(),
      media: "json",
      action: "update",
      table: "formations",
      body: { title: "New" },
      filters,
    });
    expect(update.sql).toContain(
      `pgrst_rows as (update "public"."formations" t0 set ("title") = (select "title" from json_populate_record(null::"public"."formations", $1::json)) where t0."id" = $2 returning 1 as pgrst_one)`,
    );
    expect(update.values).toEqual(['{"title":"New"}', "7"]);
    const remove = write({
      method: "DELETE",
      prefs: prefs("return=representation"),
      media: "json",
      action: "delete",
      table: "formations",
      filters,
      select: [{ kind: "star" }],
    });
    expect(remove.sql).toContain(`pgrst_rows as (delete from "public"."formations" t0 where t0."id" = $1 returning *)`);
  });
});

describe("SQL builder: functions", () => {
  const callOf = (fn: string, args: Record<string, unknown>) =>
    plan(
      schema,
      {
        method: "POST",
        prefs: prefs(),
        media: "json",
        action: "call",
        fn,
        args,
        query: new URLSearchParams(),
        readOnly: false,
      },
      limits,
    );

  it("calls with named, bound arguments and size-checks a scalar result", () => {
    const { sql, values } = callSql(callOf("seats_left", { formation: 3 }) as CallPlan, limits);
    expect(sql).toContain(`select "public"."seats_left"("formation" := $1) as r`);
    expect(values).toEqual([3]);
    expect(callSql(callOf("touch", {}) as CallPlan, limits).sql).toBe(`select "public"."touch"()`);
  });

  it("reads a set-returning function like a table", () => {
    const planned = callOf("upcoming", { days: 30 });
    expect(planned.kind).toBe("read");
    if (planned.kind !== "read") return;
    const { sql, values } = readSql(planned, limits);
    expect(sql).toContain(`from "public"."upcoming"("days" := $1) t0`);
    expect(values[0]).toBe(30);
  });
});
