import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Limits } from "../limits";
import { functionOrThrow } from "../plan/targets";
import { SchemaCache } from "../schema";
import { insertRequestOf, mutationPlanOf, readPlanOf, readRequestOf } from "../../../../tests/support/rest-plans";
import { plan } from "../plan/plan";
import { mutationSql } from "./mutation";
import { callSql } from "./call";
import { countSql, readSql } from "./read";

/**
 * The SQL builder's statements run on a real (in-memory) PostgreSQL, on tables with the types the product's schema
 * lacks: what the SQL means (builder.test.ts checks what it says, without a database).
 */
const limits: Limits = { maxRows: 100, maxEmbedDepth: 3, maxResponseBytes: 1_000_000 };

describe("SQL builder", () => {
  let pg: PGlite;
  let schema: SchemaCache;

  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec(`
      create table public.slots (id int primary key, during int4range, tags text[], doc jsonb);
      insert into public.slots values
        (1, '[1,5)', '{a,b}', '{"k": 1}'), (2, '[5,10)', '{b}', '{"k": 2}'), (3, '[20,30)', '{c}', null);
      create table public.products (id int primary key, name text);
      create table public.categories (id int primary key, name text);
      create table public.product_categories (
        product_id int references public.products, category_id int references public.categories, primary key (product_id, category_id));
      insert into public.products values (1, 'pen'), (2, 'ink');
      insert into public.categories values (1, 'office'), (2, 'art'), (3, 'empty');
      insert into public.product_categories values (1, 1), (1, 2), (2, 2);
      create function public.shout(public.products) returns text language sql stable as $$ select upper($1.name) $$;
      create function public.siblings(public.products) returns setof public.products language sql stable
        as $$ select * from public.products p where p.id <> $1.id $$;
      create function public.pick() returns int language sql as 'select 0';
      create function public.pick(a int) returns int language sql as 'select 1';
      create function public.pick(b text, c text default '') returns int language sql as 'select 2';
      create function public.amb(x int) returns int language sql as 'select 1';
      create function public.amb(x text) returns int language sql as 'select 2';
      create function public.unnamed(int) returns int language sql as 'select 1';
      create function public.label(p public.products, tags text[]) returns text language sql
        as $$ select p.name || ':' || array_to_string(tags, '+') $$;
      create table public.brands (id int primary key, name text);
      create table public.pens (id int primary key, brand_id int references public.brands, color text);
      insert into public.brands values (1, 'bic'), (2, 'pilot');
      insert into public.pens values (1, 1, 'blue'), (2, 1, 'red'), (3, 2, 'blue');
      create function public.whole(json) returns json language sql as 'select $1';
      create function public.whole_text(text) returns text language sql as 'select $1';
      create function public.nothing(x int) returns jsonb language sql as 'select null::jsonb';
      create function public.docs() returns setof jsonb language sql stable
        as $$ select doc from public.slots order by id $$;
      create function public.slot_tags(slot int) returns setof text language sql stable
        as $$ select unnest(tags) from public.slots where id = slot $$;`);
    schema = await SchemaCache.load({
      query: (sql, params) => pg.query(sql, params) as never,
      exec: async (sql) => void (await pg.exec(sql)),
    });
  }, 60_000);
  afterAll(() => pg.close());

  /** The body of a read of `table` with this query string. */
  const read = async <T>(table: string, query: string, lim = limits) => {
    const { sql, values } = readSql(readPlanOf(schema, table, query, lim), lim);
    const { rows } = await pg.query<{ body: string | null; size: number; row_count: number }>(sql, values);
    return { ...rows[0], rows: (rows[0].body === null ? null : JSON.parse(rows[0].body)) as T };
  };
  const ids = async (query: string) =>
    (await read<{ id: number }[]>("slots", `select=id&order=id&${query}`)).rows.map((r) => r.id);

  it.each([
    ["sl (strictly left of)", "during=sl.[10,20)", [1, 2]],
    ["sr (strictly right of)", "during=sr.[10,20)", [3]],
    ["nxr (does not extend to the right of)", "during=nxr.[0,5)", [1]],
    ["nxl (does not extend to the left of)", "during=nxl.[5,100)", [2, 3]],
    ["adj (adjacent to)", "during=adj.[10,20)", [2, 3]],
    ["ov on a range", "during=ov.[4,6)", [1, 2]],
    ["cs on a range (contains an element)", "during=cs.[7,8)", [2]],
    ["cd on a range", "during=cd.[0,12)", [1, 2]],
    ["cs on an array", "tags=cs.{b}", [1, 2]],
    ["cs on jsonb", `doc=cs.{"k":2}`, [2]],
    ["not.ov", "tags=not.ov.{a,c}", [2]],
  ])("filters with %s", async (_label, query, expected) => {
    expect(await ids(query)).toEqual(expected);
  });

  it("reads, filters and orders through JSON paths", async () => {
    expect(await ids("doc->>k=eq.2")).toEqual([2]);
    expect(await ids("doc->k=gt.1")).toEqual([2]);
    expect((await read("slots", "select=id,doc->k,value:doc->>k&order=doc->k.desc.nullslast")).rows).toEqual([
      { id: 2, k: 2, value: "2" },
      { id: 1, k: 1, value: "1" },
      { id: 3, k: null, value: null },
    ]);
  });

  it("embeds many-to-many through a junction table whose keys form its primary key", async () => {
    expect((await read("categories", "select=name,products(name)&order=id&products.order=id")).rows).toEqual([
      { name: "office", products: [{ name: "pen" }] },
      { name: "art", products: [{ name: "pen" }, { name: "ink" }] },
      { name: "empty", products: [] },
    ]);
  });

  it("orders by a column of an embedded to-one resource", async () => {
    const { rows } = await read<{ products: { name: string }; categories: { name: string } }[]>(
      "product_categories",
      "select=products(name),categories(name)&order=categories(name).desc,products(name).asc",
    );
    expect(rows.map((r) => `${r.categories.name}/${r.products.name}`)).toEqual(["office/pen", "art/ink", "art/pen"]);
  });

  it("selects and filters computed columns, and embeds computed relationships", async () => {
    expect((await read("products", "select=id,shout,siblings(name)&shout=like.P*&order=id")).rows).toEqual([
      { id: 1, shout: "PEN", siblings: [{ name: "ink" }] },
    ]);
  });

  it("upserts with only column privileges, counting the rows it inserted without reading system columns", async () => {
    await pg.exec(`
      create role column_writer;
      grant usage on schema public to column_writer;
      grant select (id, name), insert (id, name), update (name) on public.categories to column_writer;`);
    const upsert = async (rows: { id: number; name: string }[]) => {
      const request = insertRequestOf("categories", rows, "return=representation,resolution=merge-duplicates");
      const { sql, values } = mutationSql(mutationPlanOf(schema, request, limits), limits);
      return pg.transaction(async (tx) => {
        await tx.exec("set local role column_writer");
        const { rows: result } = await tx.query<{ body: string; inserted: number }>(sql, values);
        await tx.rollback();
        return result[0];
      });
    };
    expect(await upsert([{ id: 1, name: "bureau" }])).toMatchObject({ inserted: 0 });
    expect(
      await upsert([
        { id: 1, name: "bureau" },
        { id: 9, name: "new" },
      ]),
    ).toMatchObject({ inserted: 1 });
  });

  it("leaves an embed selecting nothing out of the rows, and only filters with it (!inner)", async () => {
    const { rows } = await read<Record<string, unknown>[]>("products", "select=id,categories!inner()&order=id");
    expect(rows).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("groups the parent rows by a spread to-one column when the level aggregates", async () => {
    const { rows } = await read<{ name: string }[]>("pens", "select=count(),...brands(name)");
    expect(rows.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { count: 2, name: "bic" },
      { count: 1, name: "pilot" },
    ]);
  });

  it("strips null values from the objects when Accept asks nulls=stripped", async () => {
    const plan = { ...readPlanOf(schema, "slots", "select=id,doc&id=eq.3", limits), stripNulls: true };
    const { sql, values } = readSql(plan, limits);
    expect(JSON.parse((await pg.query<{ body: string }>(sql, values)).rows[0].body)).toEqual([{ id: 3 }]);
  });

  it("counts what a read matches, and lets the planner estimate the rows themselves", async () => {
    const counting = countSql(readPlanOf(schema, "slots", "select=id,doc->k&tags=cs.{b}&limit=1", limits), limits);
    expect((await pg.query<{ total: number }>(counting.count, counting.values)).rows[0].total).toBe(2);
    const plan = (
      await pg.query<{ "QUERY PLAN": { Plan: { "Plan Rows": number; "Node Type": string } }[] }>(
        `explain (format json) ${counting.rows}`,
        counting.values,
      )
    ).rows[0]["QUERY PLAN"];
    expect(plan[0].Plan["Node Type"]).not.toBe("Aggregate");
    expect(plan[0].Plan["Plan Rows"]).toBeGreaterThan(0);
  });

  it("chooses among overloaded functions by argument names, as PostgREST does", () => {
    expect(functionOrThrow(schema, "pick", {}).argNames).toEqual([]);
    expect(functionOrThrow(schema, "pick", { a: 1 }).argNames).toEqual(["a"]);
    expect(functionOrThrow(schema, "pick", { b: "x" }).argNames).toEqual(["b", "c"]);
    expect(() => functionOrThrow(schema, "pick", { z: 1 })).toThrow(
      expect.objectContaining({ code: "PGRST202", status: 404 }),
    );
    expect(() => functionOrThrow(schema, "amb", { x: 1 })).toThrow(
      expect.objectContaining({ code: "PGRST203", status: 300 }),
    );
    expect(() => functionOrThrow(schema, "unnamed", {})).toThrow(expect.objectContaining({ code: "PGRST202" }));
  });

  it("follows PostgREST's overloading rules: only-unnamed functions other than json/text-like are not callable", () => {
    expect(() => functionOrThrow(schema, "amb", { x: 1 })).toThrow(
      expect.objectContaining({
        message:
          "Could not choose the best candidate function between: public.amb(x => integer), public.amb(x => text)",
      }),
    );
    expect(() => functionOrThrow(schema, "unnamed", { "": 1 }, true)).toThrow(
      expect.objectContaining({
        message: "Could not find the function public.unnamed() in the schema cache",
        details:
          "Searched for the function public.unnamed with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.",
      }),
    );
    expect(() => functionOrThrow(schema, "label", {})).toThrow(
      expect.objectContaining({
        message: "Could not find the function public.label without parameters in the schema cache",
        details:
          "Searched for the function public.label without parameters, but no matches were found in the schema cache.",
      }),
    );
    // A POST whose keys match nothing falls back on the function taking the whole JSON body.
    expect(functionOrThrow(schema, "whole", { any: "key" }, true).argTypes).toEqual(["json"]);
    expect(() => functionOrThrow(schema, "whole", { any: "key" }, false)).toThrow(
      expect.objectContaining({ code: "PGRST202" }),
    );
  });

  /** The JSON value a call of the scalar function `name` with these arguments returns. */
  const call = async (name: string, args: Record<string, unknown>) => {
    const fn = functionOrThrow(schema, name, args, true);
    const { sql, values } = callSql({ kind: "call", fn, args }, limits);
    return JSON.parse((await pg.query<{ body: string }>(sql, values)).rows[0].body) as unknown;
  };

  it("reads arguments from JSON in their types: an object is a row, an array a PostgreSQL array", async () => {
    expect(await call("label", { p: { id: 9, name: "pen" }, tags: ["a", "b"] })).toBe("pen:a+b");
    // The strings of a GET are read in the argument's type too.
    expect(await call("pick", { a: "7" })).toBe(1);
  });

  it("answers null for a scalar function returning SQL's NULL (not a body too large to send)", async () => {
    expect(await call("nothing", { x: 1 })).toBeNull();
  });

  it("passes the whole body to a function whose only argument is unnamed json or text", async () => {
    expect(await call("whole", { "": { nested: [1] } })).toEqual({ "": { nested: [1] } });
    expect(await call("whole_text", { "": "x" })).toBe('{"":"x"}');
  });

  /** The body of a call of the set-returning function `name`, as GET /rpc/<name>?<query> reads it. */
  const callRows = async (name: string, args: Record<string, unknown>, query = "") => {
    const planned = plan(
      schema,
      {
        ...readRequestOf(name, ""),
        action: "call",
        fn: name,
        args,
        query: new URLSearchParams(query),
        readOnly: true,
      },
      limits,
    );
    if (planned.kind !== "read") throw new Error(`expected a read plan, got ${planned.kind}`);
    const { sql, values } = readSql(planned, limits);
    return JSON.parse((await pg.query<{ body: string }>(sql, values)).rows[0].body) as unknown;
  };

  it("answers a function returning a set of scalars with their values, as PostgREST does (not empty objects)", async () => {
    expect(await callRows("docs", {})).toEqual([{ k: 1 }, { k: 2 }, null]);
    expect(await callRows("slot_tags", { slot: 1 })).toEqual(["a", "b"]);
    // Its values are read, filtered and ordered under the function's name.
    expect(await callRows("slot_tags", { slot: 1 }, "slot=1&slot_tags=neq.a")).toEqual(["b"]);
    expect(await callRows("slot_tags", { slot: 1 }, "slot=1&order=slot_tags.desc")).toEqual(["b", "a"]);
  });

  it("binds every value: a quote in a filter is data", async () => {
    expect(await ids(`tags=cs.{"x'); drop table slots; --"}`)).toEqual([]);
    expect(await ids("")).toEqual([1, 2, 3]);
  });

  it("caps the rows at maxRows whatever limit is asked", async () => {
    expect((await read("slots", "limit=50", { ...limits, maxRows: 2 })).row_count).toBe(2);
  });

  it("returns no body past maxResponseBytes, only its size", async () => {
    const result = await read("slots", "", { ...limits, maxResponseBytes: 10 });
    expect(result.body).toBeNull();
    expect(Number(result.size)).toBeGreaterThan(10);
  });
});
