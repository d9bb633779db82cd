import type { Limits } from "../limits";
import type { PlanItem, PlanNode, ReadPlan, Source } from "../plan/plan";
import type { Relationship } from "../plan/relationships";
import { returnsScalars } from "../schema";
import { callExpr } from "./call";
import { columnExpr, outputKey } from "./columns";
import { conditionSql, orderSql, type ToOneColumn } from "./filters";
import { Params, qualified, quoteIdent, type Statement } from "./params";

/** One output column: its SQL expression and its JSON key. */
interface Column {
  expr: string;
  key: string;
  aggregate?: boolean;
  embed?: boolean;
}

/** One level of a read, before it is assembled into a statement. */
export interface Level {
  columns: Column[];
  where: string[];
  groupBy: string[];
  orderBy: string;
}

const cast = (expr: string, type?: string) => (type ? `(${expr})::${type}` : expr);

/** The join condition of an embedded alias `child` to its parent alias. */
function joinSql(rel: Relationship, parent: string, child: string): string {
  if (rel.kind === "computed") return "true";
  if (rel.kind === "foreign-key")
    return rel.on.map((p) => `${child}.${quoteIdent(p.child)} = ${parent}.${quoteIdent(p.parent)}`).join(" and ");
  const j = `${child}_j`;
  const toTarget = rel.toTarget.map((p) => `${j}.${quoteIdent(p.junction)} = ${child}.${quoteIdent(p.target)}`);
  const toParent = rel.toParent.map((p) => `${j}.${quoteIdent(p.junction)} = ${parent}.${quoteIdent(p.parent)}`);
  return `exists (select 1 from ${qualified(rel.target.schema, rel.junction)} ${j} where ${[...toTarget, ...toParent].join(" and ")})`;
}

/** The FROM item of embedded rows: the target table, or the call of a computed relationship's function. */
function fromSql(rel: Relationship, parent: string, child: string): string {
  return rel.kind === "computed"
    ? `${qualified(rel.target.schema, rel.fn)}(${parent}) ${child}`
    : `${qualified(rel.target.schema, rel.target.name)} ${child}`;
}

/** Builds the SQL of a read plan: the select list with embedded resources as correlated JSON subqueries. */
export class ReadBuilder {
  constructor(
    private readonly params: Params,
    private readonly limits: Limits,
  ) {}

  level(node: PlanNode, alias: string, depth = 0, correlation: string[] = []): Level {
    const { table } = node;
    const columns: Column[] = [];
    const where = [...correlation];
    const embeds = new Map<string, string>();
    const toOne = new Map<string, ToOneColumn>();
    for (const item of node.items) {
      if (item.kind === "star") {
        for (const name of table.columns.keys()) columns.push({ expr: `${alias}.${quoteIdent(name)}`, key: name });
      } else if (item.kind === "column") {
        if (item.name === "count" && !table.columns.has("count")) {
          columns.push({ expr: cast("count(*)", item.cast), key: item.alias ?? "count", aggregate: true });
        } else {
          columns.push({
            expr: cast(columnExpr(table, alias, item.name, this.params), item.cast),
            key: item.alias ?? outputKey(item.name),
          });
        }
      } else if (item.kind === "aggregate") {
        const argument = item.column === undefined ? "*" : columnExpr(table, alias, item.column, this.params);
        columns.push({ expr: cast(`${item.fn}(${argument})`, item.cast), key: item.alias ?? item.fn, aggregate: true });
      } else {
        this.embed(alias, item, depth, columns, where, embeds, toOne);
      }
    }
    for (const condition of node.filters) where.push(conditionSql(table, alias, condition, this.params, embeds));
    const grouped = columns.some((c) => c.aggregate);
    return {
      columns,
      where,
      groupBy: grouped ? columns.filter((c) => !c.aggregate && !c.embed).map((c) => c.expr) : [],
      orderBy: orderSql(table, alias, node.order, this.params, toOne),
    };
  }

  private embed(
    alias: string,
    item: Extract<PlanItem, { kind: "embed" }>,
    depth: number,
    columns: Column[],
    where: string[],
    embeds: Map<string, string>,
    toOne: Map<string, ToOneColumn>,
  ) {
    const rel = item.relationship;
    const { key, node } = item;
    const child = `t${depth + 1}`;
    const from = fromSql(rel, alias, child);
    const level = this.level(node, child, depth + 1, [joinSql(rel, alias, child)]);
    const exists = `exists (select 1 from ${from} where ${level.where.join(" and ")})`;
    embeds.set(key, exists);
    if (rel.cardinality === "one") {
      const o = `o${depth + 1}`;
      toOne.set(
        key,
        (column) =>
          `(select ${columnExpr(rel.target, o, column, this.params)} from ${fromSql(rel, alias, o)} where ${joinSql(rel, alias, o)} limit 1)`,
      );
    }
    if (item.inner) where.push(exists);
    // `rel()`: the embed only filters the parent rows, and is not in the output.
    if (node.items.length === 0) return;
    if (item.spread) {
      // A spread column is a value of the parent row: with aggregates, the parent's rows are grouped by it too.
      for (const column of level.columns) {
        columns.push({
          expr: `(select ${column.expr} from ${from} where ${level.where.join(" and ")} limit 1)`,
          key: column.key,
        });
      }
      return;
    }
    const e = `e${depth + 1}`;
    if (rel.cardinality === "one") {
      columns.push({
        expr: `(select row_to_json(${e}) from (${this.assemble(level, from, 1)}) ${e})`,
        key,
        embed: true,
      });
    } else {
      const limit = Math.min(node.limit ?? Infinity, this.limits.maxRows);
      columns.push({
        expr: `(select coalesce(json_agg(${e}), '[]'::json) from (${this.assemble(level, from, limit, node.offset)}) ${e})`,
        key,
        embed: true,
      });
    }
  }

  assemble(level: Level, from: string, limit?: number, offset?: number): string {
    const list =
      level.columns.length === 0 ? "" : level.columns.map((c) => `${c.expr} as ${quoteIdent(c.key)}`).join(", ");
    const where = level.where.length === 0 ? "" : ` where ${level.where.join(" and ")}`;
    const group = level.groupBy.length === 0 ? "" : ` group by ${level.groupBy.join(", ")}`;
    const limitSql = limit === undefined ? "" : ` limit ${this.params.add(limit)}`;
    const offsetSql = offset ? ` offset ${this.params.add(offset)}` : "";
    return `select ${list} from ${from}${where}${group}${level.orderBy}${limitSql}${offsetSql}`;
  }
}

/** The keys of the objects a read returns, in order (the CSV header). */
export const columnKeys = (level: Level) => level.columns.map((c) => c.key);

/**
 * CSV lines, a JSON array of objects (`json-stripped`: without their null values), or of the values of the rows' one
 * column `pgrst_scalar` (a function returning a set of scalars).
 */
export type Format = "json" | "json-stripped" | "csv" | "scalars";

/**
 * Wraps a row source in the statement that returns PostgREST's body (a JSON array or CSV lines) and the row count.
 * A body larger than the limit is not returned: the caller refuses it.
 */
export function envelopeSql(rowsSql: string, format: Format, limits: Limits, ctes = "", extra = ""): string {
  const body =
    format === "csv"
      ? `coalesce(string_agg(substring(pgrst_t::text, 2, length(pgrst_t::text) - 2), E'\\n'), '')`
      : format === "json-stripped"
        ? `coalesce(json_agg(json_strip_nulls(to_json(pgrst_t))), '[]'::json)::text`
        : format === "scalars"
          ? `coalesce(json_agg(pgrst_t.pgrst_scalar), '[]'::json)::text`
          : `coalesce(json_agg(pgrst_t), '[]'::json)::text`;
  const max = Math.floor(limits.maxResponseBytes);
  return `with ${ctes}pgrst_out as (select ${body} as b, count(*)::int as n from (${rowsSql}) pgrst_t)
    select case when octet_length(b) <= ${max} then b end as body, octet_length(b)::bigint as size, n as row_count${extra} from pgrst_out`;
}

/**
 * The top level's FROM item: the table, or the call of the function whose rows are read (arguments bound first); a
 * set of scalars is one column named after the function.
 */
function sourceSql(source: Source, params: Params): string {
  if (source.kind === "table") return `${qualified(source.schema, source.name)} t0`;
  const call = `${callExpr(source.fn, source.args, params)} t0`;
  return returnsScalars(source.fn) ? `${call}(${quoteIdent(source.fn.name)})` : call;
}

export const formatOf = (plan: { media: string; stripNulls?: boolean }): Format =>
  plan.media === "csv" ? "csv" : plan.stripNulls ? "json-stripped" : "json";

/** The statement of a read: its body, size and row count; `keys` are the output keys (the CSV header). */
export function readSql(plan: ReadPlan, limits: Limits): Statement & { keys: string[] } {
  const params = new Params();
  const from = sourceSql(plan.source, params);
  const builder = new ReadBuilder(params, limits);
  const level = builder.level(plan.root, "t0");
  const limit = Math.min(plan.root.limit ?? Infinity, limits.maxRows);
  const rows = builder.assemble(level, from, limit, plan.root.offset);
  // A set of scalars answers its values (JSON), not rows of one column: the column selected is the value.
  const [only] = level.columns;
  if (
    plan.source.kind === "call" &&
    returnsScalars(plan.source.fn) &&
    formatOf(plan) !== "csv" &&
    level.columns.length === 1
  )
    return {
      sql: envelopeSql(
        `select pgrst_v.${quoteIdent(only.key)} as pgrst_scalar from (${rows}) pgrst_v`,
        "scalars",
        limits,
      ),
      values: params.values,
      keys: columnKeys(level),
    };
  return {
    sql: envelopeSql(rows, formatOf(plan), limits),
    values: params.values,
    keys: columnKeys(level),
  };
}

/**
 * The statements counting the rows a read matches (Prefer: count=…), ignoring limit and offset: `count` counts them,
 * `rows` lists them for the planner's estimate (`count=planned`). Both use the same parameters, and keep the select list
 * so that every bound parameter is used; PostgreSQL drops the unused output columns of the subquery.
 */
export function countSql(plan: ReadPlan, limits: Limits): { count: string; rows: string; values: unknown[] } {
  const params = new Params();
  const from = sourceSql(plan.source, params);
  const builder = new ReadBuilder(params, limits);
  const rows = builder.assemble(builder.level(plan.root, "t0"), from);
  return { count: `select count(*)::int as total from (${rows}) pgrst_c`, rows, values: params.values };
}
