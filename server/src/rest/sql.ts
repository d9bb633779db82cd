import { RestError } from "../http/errors";
import type { Condition, Filter, NodeOptions, OrderTerm, ReadRequest, SelectItem } from "./parse";
import type { ForeignKey, FunctionInfo, SchemaCache, TableInfo } from "./schema";

/** Positional parameters: every value from the request is bound, never spliced into SQL. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** What one request may cost: see docs/backend.md ("Limits"). */
export interface Limits {
  /** Most rows one level returns: the top-level read and every embedded to-many list (PostgREST's db-max-rows). */
  maxRows: number;
  /** Most nested embedding levels (`a(b(c))` is 2). */
  maxEmbedDepth: number;
  /** Largest response body; a bigger one is refused instead of sent. */
  maxResponseBytes: number;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export function tableOrThrow(schema: SchemaCache, name: string): TableInfo {
  const table = schema.tables.get(name);
  if (!table) {
    const suggestion = schema.suggestTable(name);
    throw new RestError(
      404,
      "PGRST205",
      `Could not find the table 'public.${name}' in the schema cache`,
      null,
      suggestion ? `Perhaps you meant the table 'public.${suggestion}'` : null,
    );
  }
  return table;
}

export function columnOrThrow(table: TableInfo, column: string): string {
  if (!table.columns.has(column)) {
    throw new RestError(400, "42703", `column ${table.name}.${column} does not exist`);
  }
  return quoteIdent(column);
}

/**
 * A column of `alias`, with an optional JSON path (`data->a->>b`): array indexes are inlined integers, keys are bound
 * parameters.
 */
export function columnExpr(table: TableInfo, alias: string, path: string, params: Params): string {
  const [name, ...rest] = path.split(/(->>?)/);
  let sql = !table.columns.has(name) && table.computedColumns?.has(name) ? `public.${quoteIdent(name)}(${alias})` : `${alias}.${columnOrThrow(table, name)}`;
  for (let i = 0; i < rest.length; i += 2) {
    const arrow = rest[i];
    const key = rest[i + 1];
    sql = `${sql}${arrow}${/^-?\d+$/.test(key) ? key : `${params.add(key)}::text`}`;
  }
  return rest.length === 0 ? sql : `(${sql})`;
}

/** The JSON key PostgREST gives a selected column: its name, or the last key of its JSON path. */
const outputKey = (path: string) => path.split(/->>?/).at(-1)!;

interface Relationship {
  target: TableInfo;
  /** The FROM item of the embedded rows (default: the target table); a computed relationship calls its function. */
  from?: (parent: string, child: string) => string;
  /** SQL joining the embedded alias to its parent alias. */
  join: (parent: string, child: string) => string;
  cardinality: "one" | "many";
}

function resolveRelationship(schema: SchemaCache, parent: TableInfo, name: string, hint?: string): Relationship {
  const computed = parent.computedRelations?.get(name);
  if (computed && !hint) {
    return {
      target: schemaTable(schema, computed.target),
      from: (parentAlias, child) => `public.${quoteIdent(name)}(${parentAlias}) ${child}`,
      join: () => "true",
      cardinality: computed.many ? "many" : "one",
    };
  }
  const candidates: { fk: ForeignKey; cardinality: "one" | "many" }[] = [];
  for (const fk of schema.foreignKeys) {
    // to-one: parent.fk_columns → name.ref_columns (name is a table, or the FK column/constraint name)
    if (fk.table === parent.name && (fk.refTable === name || fk.name === name || (fk.columns.length === 1 && fk.columns[0] === name))) {
      candidates.push({ fk, cardinality: "one" });
    }
    // to-many: name.fk_columns → parent.ref_columns
    if (fk.refTable === parent.name && (fk.table === name || fk.name === name)) candidates.push({ fk, cardinality: "many" });
  }
  const matching = hint ? candidates.filter((c) => c.fk.name === hint || c.fk.columns.includes(hint)) : candidates;
  if (matching.length === 0) {
    const manyToMany = junction(schema, parent, name, hint);
    if (manyToMany) return manyToMany;
    throw new RestError(
      400,
      "PGRST200",
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}' in the schema 'public', but no matches were found.`,
      null,
    );
  }
  if (matching.length > 1) {
    throw new RestError(
      300 as never,
      "PGRST201",
      `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
      matching.map((c) => c.fk.name).join(", "),
      `Try changing '${name}' to one of the constraint names with '!'`,
    );
  }
  const { fk, cardinality } = matching[0];
  const on = (left: string[], right: string[]) => (parentAlias: string, childAlias: string) =>
    left.map((col, i) => `${childAlias}.${quoteIdent(right[i])} = ${parentAlias}.${quoteIdent(col)}`).join(" and ");
  return cardinality === "one"
    ? { target: schemaTable(schema, fk.refTable), join: on(fk.columns, fk.refColumns), cardinality }
    : { target: schemaTable(schema, fk.table), join: on(fk.refColumns, fk.columns), cardinality };
}

const schemaTable = (schema: SchemaCache, name: string) => schema.tables.get(name)!;

/**
 * A many-to-many relationship through a junction table whose foreign keys to both sides are part of its primary key
 * (PostgREST's rule); `hint` may name the junction table.
 */
function junction(schema: SchemaCache, parent: TableInfo, name: string, hint?: string): Relationship | undefined {
  const target = schema.tables.get(name);
  if (!target) return undefined;
  const found: Relationship[] = [];
  for (const toParent of schema.foreignKeys) {
    if (toParent.refTable !== parent.name) continue;
    const middle = schema.tables.get(toParent.table);
    if (!middle || (hint && middle.name !== hint) || !toParent.columns.every((c) => middle.primaryKey.includes(c))) continue;
    for (const toTarget of schema.foreignKeys) {
      if (toTarget === toParent || toTarget.table !== middle.name || toTarget.refTable !== target.name) continue;
      if (!toTarget.columns.every((c) => middle.primaryKey.includes(c))) continue;
      found.push({
        target,
        cardinality: "many",
        join: (parentAlias, childAlias) => {
          const j = `${childAlias}_j`;
          const toTargetOn = toTarget.columns.map((c, i) => `${j}.${quoteIdent(c)} = ${childAlias}.${quoteIdent(toTarget.refColumns[i])}`);
          const toParentOn = toParent.columns.map((c, i) => `${j}.${quoteIdent(c)} = ${parentAlias}.${quoteIdent(toParent.refColumns[i])}`);
          return `exists (select 1 from public.${quoteIdent(middle.name)} ${j} where ${[...toTargetOn, ...toParentOn].join(" and ")})`;
        },
      });
    }
  }
  if (found.length > 1) {
    throw new RestError(300 as never, "PGRST201", `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`, null, `Try changing '${name}' to one of the junction tables with '!'`);
  }
  return found[0];
}

/** One output column: its SQL expression and its JSON key. */
interface Column {
  expr: string;
  key: string;
  aggregate?: boolean;
  embed?: boolean;
}

/** One level of a read, before it is assembled into a statement. */
interface Level {
  columns: Column[];
  where: string[];
  groupBy: string[];
  orderBy: string;
}

const EMPTY_NODE: NodeOptions = { filters: [], order: [] };

function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`).join(",")}}`;
}

const COMPARISON = { eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=" } as const;
const GEOMETRY = { cs: "@>", cd: "<@", ov: "&&", sl: "<<", sr: ">>", nxr: "&<", nxl: "&>", adj: "-|-" } as const;
const FULL_TEXT = { fts: "to_tsquery", plfts: "plainto_tsquery", phfts: "phraseto_tsquery", wfts: "websearch_to_tsquery" } as const;

function filterSql(table: TableInfo, alias: string, filter: Filter, params: Params): string {
  const column = columnExpr(table, alias, filter.column, params);
  const { operator, value, quantifier } = filter;
  const list = (values: string | string[], cast = "") => `${quantifier}(${params.add(arrayLiteral(values as string[]))}${cast})`;
  const pattern = (v: string) => v.replaceAll("*", "%");
  let sql: string;
  switch (operator) {
    case "eq": case "neq": case "gt": case "gte": case "lt": case "lte":
      sql = `${column} ${COMPARISON[operator]} ${quantifier ? list(value) : params.add(value)}`;
      break;
    case "like": case "ilike": {
      const op = operator === "like" ? "like" : "ilike";
      sql = quantifier
        ? `${column}::text ${op} ${list((value as string[]).map(pattern), "::text[]")}`
        : `${column}::text ${op} ${params.add(pattern(value as string))}`;
      break;
    }
    case "match": case "imatch": {
      const op = operator === "match" ? "~" : "~*";
      sql = `${column}::text ${op} ${quantifier ? list(value, "::text[]") : params.add(value)}`;
      break;
    }
    case "in": {
      const values = value as string[];
      sql = values.length === 0 ? "false" : `${column} in (${values.map((v) => params.add(v)).join(", ")})`;
      break;
    }
    case "is": {
      const word = String(value).toLowerCase();
      sql = `${column} is ${word === "not_null" ? "not null" : word}`;
      break;
    }
    case "isdistinct": sql = `${column} is distinct from ${params.add(value)}`; break;
    case "fts": case "plfts": case "phfts": case "wfts": {
      const config = filter.language === undefined ? "" : `${params.add(filter.language)}::regconfig, `;
      const isVector = table.columns.get(filter.column)?.type === "tsvector";
      const document = isVector ? column : `to_tsvector(${config}${column}::text)`;
      sql = `${document} @@ ${FULL_TEXT[operator]}(${config}${params.add(value)})`;
      break;
    }
    default:
      sql = `${column} ${GEOMETRY[operator]} ${params.add(value)}`;
  }
  return filter.negated ? `not (${sql})` : sql;
}

/**
 * A condition of one level. `embeds` holds, for each embedded resource of that level, the `exists (…)` test used by
 * PostgREST's null filter on a relation (`rel=not.is.null`, `rel=is.null`).
 */
function conditionSql(table: TableInfo, alias: string, condition: Condition, params: Params, embeds: Map<string, string>): string {
  if (condition.kind === "logic") {
    const parts = condition.conditions.map((c) => conditionSql(table, alias, c, params, embeds));
    const joined = parts.length === 0 ? "true" : `(${parts.join(` ${condition.operator} `)})`;
    return condition.negated ? `not ${joined}` : joined;
  }
  const exists = embeds.get(condition.column);
  if (exists && !table.columns.has(condition.column)) {
    const word = String(condition.value).toLowerCase();
    if (condition.operator !== "is" || (word !== "null" && word !== "not_null")) {
      throw new RestError(400, "PGRST100", `"failed to parse filter (${condition.column})"`, "An embedded resource can only be filtered with is.null or not.is.null");
    }
    const wantsRow = (word === "not_null") !== condition.negated;
    return wantsRow ? exists : `not ${exists}`;
  }
  return filterSql(table, alias, condition, params);
}

export function whereSql(table: TableInfo, alias: string, filters: Condition[], params: Params): string {
  const parts = filters.map((f) => conditionSql(table, alias, f, params, new Map()));
  return parts.length === 0 ? "" : ` where ${parts.join(" and ")}`;
}

/** How to read a column of an embedded to-one resource from its parent row (for `order=rel(col)`). */
type ToOneColumn = (column: string) => string;

function orderSql(table: TableInfo, alias: string, order: OrderTerm[], params: Params, toOne: Map<string, ToOneColumn> = new Map()): string {
  if (order.length === 0) return "";
  const terms = order.map((o) => {
    const nulls = o.nulls ? ` nulls ${o.nulls}` : "";
    let expr: string;
    if (o.relation) {
      const read = toOne.get(o.relation);
      if (!read) {
        throw new RestError(400, "PGRST118", `A related order on '${o.relation}' is not possible`, `'${o.relation}' is not an embedded to-one resource of '${table.name}'`, null);
      }
      expr = read(o.column);
    } else expr = columnExpr(table, alias, o.column, params);
    return `${expr} ${o.direction}${nulls}`;
  });
  return ` order by ${terms.join(", ")}`;
}

const cast = (expr: string, type?: string) => (type ? `(${expr})::${type}` : expr);

/** Builds the SQL of a read: the select list with embedded resources as correlated JSON subqueries. */
export class ReadBuilder {
  constructor(
    private readonly schema: SchemaCache,
    private readonly params: Params,
    private readonly limits: Limits,
    private readonly embedded: Map<string, NodeOptions> = new Map(),
  ) {}

  level(table: TableInfo, alias: string, items: SelectItem[], options: NodeOptions, path: string[], depth: number, correlation: string[] = []): Level {
    const columns: Column[] = [];
    const where = [...correlation];
    const embeds = new Map<string, string>();
    const toOne = new Map<string, ToOneColumn>();
    for (const item of items) {
      if (item.kind === "star") {
        for (const name of table.columns.keys()) columns.push({ expr: `${alias}.${quoteIdent(name)}`, key: name });
      } else if (item.kind === "column") {
        if (item.name === "count" && !table.columns.has("count")) {
          columns.push({ expr: cast("count(*)", item.cast), key: item.alias ?? "count", aggregate: true });
        } else {
          columns.push({ expr: cast(columnExpr(table, alias, item.name, this.params), item.cast), key: item.alias ?? outputKey(item.name) });
        }
      } else if (item.kind === "aggregate") {
        const argument = item.column === undefined ? "*" : columnExpr(table, alias, item.column, this.params);
        columns.push({ expr: cast(`${item.fn}(${argument})`, item.cast), key: item.alias ?? item.fn, aggregate: true });
      } else {
        this.embed(table, alias, item, path, depth, columns, where, embeds, toOne);
      }
    }
    for (const condition of options.filters) where.push(conditionSql(table, alias, condition, this.params, embeds));
    const grouped = columns.some((c) => c.aggregate);
    return {
      columns,
      where,
      groupBy: grouped ? columns.filter((c) => !c.aggregate && !c.embed).map((c) => c.expr) : [],
      orderBy: orderSql(table, alias, options.order, this.params, toOne),
    };
  }

  private embed(
    table: TableInfo,
    alias: string,
    item: Extract<SelectItem, { kind: "embed" }>,
    path: string[],
    depth: number,
    columns: Column[],
    where: string[],
    embeds: Map<string, string>,
    toOne: Map<string, ToOneColumn>,
  ) {
    if (depth + 1 > this.limits.maxEmbedDepth) {
      throw new RestError(400, "PGRST100", `Embedding is limited to ${this.limits.maxEmbedDepth} levels`, `"${item.relation}" is nested ${depth + 1} levels deep`, "Request fewer nested resources, or make several requests");
    }
    const rel = resolveRelationship(this.schema, table, item.relation, item.hint);
    const key = item.alias ?? item.relation;
    const childPath = [...path, key];
    const options = this.embedded.get(childPath.join(".")) ?? EMPTY_NODE;
    const child = `t${depth + 1}`;
    const fromOf = (childAlias: string) => rel.from?.(alias, childAlias) ?? `public.${quoteIdent(rel.target.name)} ${childAlias}`;
    const from = fromOf(child);
    const level = this.level(rel.target, child, item.items, options, childPath, depth + 1, [rel.join(alias, child)]);
    const exists = `exists (select 1 from ${from} where ${level.where.join(" and ")})`;
    embeds.set(key, exists);
    if (rel.cardinality === "one") {
      const o = `o${depth + 1}`;
      toOne.set(key, (column) => `(select ${columnExpr(rel.target, o, column, this.params)} from ${fromOf(o)} where ${rel.join(alias, o)} limit 1)`);
    }
    if (item.inner) where.push(exists);
    if (item.spread) {
      if (rel.cardinality === "many") {
        throw new RestError(400, "PGRST119", `A spread operation on '${item.relation}' is not possible`, `'${table.name}' and '${item.relation}' do not form a many-to-one or one-to-one relationship`, null);
      }
      for (const column of level.columns) {
        columns.push({ expr: `(select ${column.expr} from ${from} where ${level.where.join(" and ")} limit 1)`, key: column.key, embed: true });
      }
      return;
    }
    const e = `e${depth + 1}`;
    if (rel.cardinality === "one") {
      columns.push({ expr: `(select row_to_json(${e}) from (${this.assemble(level, from, 1)}) ${e})`, key, embed: true });
    } else {
      const limit = Math.min(options.limit ?? Infinity, this.limits.maxRows);
      columns.push({ expr: `(select coalesce(json_agg(${e}), '[]'::json) from (${this.assemble(level, from, limit, options.offset)}) ${e})`, key, embed: true });
    }
  }

  assemble(level: Level, from: string, limit?: number, offset?: number): string {
    const list = level.columns.length === 0 ? "" : level.columns.map((c) => `${c.expr} as ${quoteIdent(c.key)}`).join(", ");
    const where = level.where.length === 0 ? "" : ` where ${level.where.join(" and ")}`;
    const group = level.groupBy.length === 0 ? "" : ` group by ${level.groupBy.join(", ")}`;
    const limitSql = limit === undefined ? "" : ` limit ${this.params.add(limit)}`;
    const offsetSql = offset ? ` offset ${this.params.add(offset)}` : "";
    return `select ${list} from ${from}${where}${group}${level.orderBy}${limitSql}${offsetSql}`;
  }

}

/** The keys of the objects a read returns, in order (the CSV header). */
export const columnKeys = (level: Level) => level.columns.map((c) => c.key);

export type Format = "json" | "csv";

/**
 * Wraps a row source in the statement that returns PostgREST's body (a JSON array or CSV lines) and the row count.
 * A body larger than the limit is not returned: the caller refuses it.
 */
export function envelopeSql(rowsSql: string, format: Format, limits: Limits, ctes = "", extra = ""): string {
  const body =
    format === "csv"
      ? `coalesce(string_agg(substring(pgrst_t::text, 2, length(pgrst_t::text) - 2), E'\\n'), '')`
      : `coalesce(json_agg(pgrst_t), '[]'::json)::text`;
  const max = Math.floor(limits.maxResponseBytes);
  return `with ${ctes}pgrst_out as (select ${body} as b, count(*)::int as n from (${rowsSql}) pgrst_t)
    select case when octet_length(b) <= ${max} then b end as body, octet_length(b)::bigint as size, n as row_count${extra} from pgrst_out`;
}

export interface ReadPlan {
  sql: string;
  keys: string[];
}

export function readPlan(schema: SchemaCache, table: TableInfo, from: string, request: ReadRequest, params: Params, limits: Limits, format: Format): ReadPlan {
  const builder = new ReadBuilder(schema, params, limits, request.embedded);
  const level = builder.level(table, "t0", request.select, request, [], 0);
  const limit = Math.min(request.limit ?? Infinity, limits.maxRows);
  return { sql: envelopeSql(builder.assemble(level, `${from} t0`, limit, request.offset), format, limits), keys: columnKeys(level) };
}

/**
 * The statements counting the rows a read matches (Prefer: count=…), ignoring limit and offset: `count` counts them,
 * `rows` lists them for the planner's estimate (`count=planned`). Both use the same parameters, and keep the select list
 * so that every bound parameter is used; PostgreSQL drops the unused output columns of the subquery.
 */
export function countPlan(schema: SchemaCache, table: TableInfo, from: string, request: ReadRequest, params: Params, limits: Limits) {
  const builder = new ReadBuilder(schema, params, limits, request.embedded);
  const rows = builder.assemble(builder.level(table, "t0", request.select, request, [], 0), `${from} t0`);
  return { count: `select count(*)::int as total from (${rows}) pgrst_c`, rows };
}

/** A mutation's statement, returning only what the response needs (RETURNING * would need SELECT rights). */
export type Returning = "nothing" | "key" | "all";

function returningSql(table: TableInfo, returning: Returning): string {
  if (returning === "all") return " returning *";
  if (returning === "key" && table.primaryKey.length > 0) return ` returning ${table.primaryKey.map(quoteIdent).join(", ")}`;
  return " returning 1 as pgrst_one";
}

export interface Conflict {
  resolution: "merge" | "ignore";
  target: string[];
}

/** One INSERT … SELECT from the JSON body (a group of rows that all carry the same keys when `missing=default`). */
function insertOne(table: TableInfo, columns: string[], rows: unknown[], params: Params, conflict?: Conflict): string {
  const target = `public.${quoteIdent(table.name)}`;
  let sql: string;
  if (columns.length === 0) {
    sql = `insert into ${target} select from json_array_elements(${params.add(JSON.stringify(rows))}::json) pgrst_body`;
  } else {
    const cols = columns.map((c) => columnOrThrow(table, c)).join(", ");
    sql = `insert into ${target} (${cols}) select ${cols} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows))}::json)`;
  }
  if (conflict) {
    const on = `(${conflict.target.map((c) => columnOrThrow(table, c)).join(", ")})`;
    // The conflict target already equals the existing row's: setting it again would only need an UPDATE privilege.
    // A body of key columns only still returns the existing rows, through a no-op update of the key.
    const updated = columns.filter((c) => !conflict.target.includes(c));
    const set = (updated.length > 0 ? updated : conflict.target.slice(0, 1)).map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`);
    sql += conflict.resolution === "ignore" || columns.length === 0 ? ` on conflict ${on} do nothing` : ` on conflict ${on} do update set ${set.join(", ")}`;
  }
  return sql;
}

/**
 * The INSERT as data-modifying CTEs ending in `pgrst_rows`. With `missing=default`, rows are grouped by the keys they
 * carry so that absent keys take the column default; otherwise absent keys are NULL, as in PostgREST.
 */
export function insertCtes(
  table: TableInfo,
  rows: Record<string, unknown>[],
  columns: string[],
  missingDefault: boolean,
  params: Params,
  returning: Returning,
  conflict?: Conflict,
): string {
  const tail = returningSql(table, returning);
  // A merge that only updated rows answers 200: the keys that already existed are read in the statement's snapshot
  // (RETURNING xmax would need table-wide SELECT, which column privileges do not give).
  let existing = "";
  if (conflict?.resolution === "merge" && returning === "all") {
    const target = `public.${quoteIdent(table.name)}`;
    const keys = conflict.target.map((c) => columnOrThrow(table, c)).join(", ");
    existing = `pgrst_existing as (select ${keys} from ${target} where (${keys}) in (select ${keys} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows))}::json))), `;
  }
  if (!missingDefault) return `${existing}pgrst_rows as (${insertOne(table, columns, rows, params, conflict)}${tail}), `;
  const groups = new Map<string, { columns: string[]; rows: Record<string, unknown>[] }>();
  for (const row of rows) {
    const keys = columns.filter((c) => c in row);
    const id = keys.join(",");
    if (!groups.has(id)) groups.set(id, { columns: keys, rows: [] });
    groups.get(id)!.rows.push(row);
  }
  const parts = [...groups.values()].map((g, i) => `pgrst_i${i} as (${insertOne(table, g.columns, g.rows, params, conflict)}${tail}), `);
  const union = [...groups.keys()].map((_, i) => `select * from pgrst_i${i}`).join(" union all ");
  return `${existing}${parts.join("")}pgrst_rows as (${union}), `;
}

export function updateCte(table: TableInfo, columns: string[], filters: Condition[], params: Params, body: object, returning: Returning): string {
  const target = `public.${quoteIdent(table.name)}`;
  const cols = columns.map((c) => columnOrThrow(table, c)).join(", ");
  const source = `(select ${cols} from json_populate_record(null::${target}, ${params.add(JSON.stringify(body))}::json))`;
  return `pgrst_rows as (update ${target} t0 set (${cols}) = ${source}${whereSql(table, "t0", filters, params)}${returningSql(table, returning)}), `;
}

export function deleteCte(table: TableInfo, filters: Condition[], params: Params, returning: Returning): string {
  return `pgrst_rows as (delete from public.${quoteIdent(table.name)} t0${whereSql(table, "t0", filters, params)}${returningSql(table, returning)}), `;
}

/** The response of a mutation: the changed rows shaped by `select` (or only the key / a count), from `pgrst_rows`. */
export function mutationSql(
  schema: SchemaCache,
  table: TableInfo,
  ctes: string,
  select: SelectItem[] | undefined,
  returning: Returning,
  params: Params,
  limits: Limits,
  format: Format,
  /** For a merge upsert: its conflict target, to count the rows it inserted (see insertCtes). */
  conflictTarget?: string[],
): { sql: string; keys: string[] } {
  let rows: string;
  let keys: string[] = [];
  if (returning === "all" && select) {
    const builder = new ReadBuilder(schema, params, { ...limits, maxRows: Number.MAX_SAFE_INTEGER });
    const level = builder.level(table, "t0", select, EMPTY_NODE, [], 0);
    keys = columnKeys(level);
    rows = builder.assemble(level, "pgrst_rows t0");
  } else if (returning === "key" && table.primaryKey.length > 0) {
    rows = `select ${table.primaryKey.map(quoteIdent).join(", ")} from pgrst_rows`;
  } else {
    rows = "select from pgrst_rows";
  }
  // An upsert answers 200 rather than 201 when it only updated rows: it needs to know how many it inserted.
  const inserted = conflictTarget
    ? `, (select count(*) from pgrst_rows r where not exists (select 1 from pgrst_existing e where ${conflictTarget
        .map((c) => `e.${quoteIdent(c)} is not distinct from r.${quoteIdent(c)}`)
        .join(" and ")}))::int as inserted`
    : "";
  return { sql: envelopeSql(rows, format, limits, ctes, inserted), keys };
}

/**
 * The function `name` callable with these named arguments, chosen among its overloads by argument names as PostgREST
 * does: `404 PGRST202` when none fits, `300 PGRST203` when several do.
 */
export function functionOrThrow(schema: SchemaCache, name: string, args: Record<string, unknown>): FunctionInfo {
  const given = Object.keys(args);
  const fits = (fn: FunctionInfo) => {
    const required = fn.argNames.slice(0, fn.argNames.length - fn.optionalArgs);
    return given.every((arg) => fn.argNames.includes(arg)) && required.every((arg) => given.includes(arg)) && !fn.argNames.includes("");
  };
  const candidates = (schema.functions.get(name) ?? []).filter(fits);
  // An exact match of the argument list wins over overloads that only accept it through defaults.
  const exact = candidates.filter((fn) => fn.argNames.length === given.length);
  const chosen = exact.length === 1 ? exact : candidates;
  if (chosen.length === 1) return chosen[0];
  const sorted = [...given].sort();
  if (chosen.length > 1) {
    throw new RestError(
      300 as never,
      "PGRST203",
      `Could not choose the best candidate function between: ${chosen.map((fn) => `public.${name}(${fn.argNames.join(", ")})`).join(", ")}`,
      null,
      "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
    );
  }
  throw new RestError(
    404,
    "PGRST202",
    `Could not find the function public.${name}(${sorted.join(", ")}) in the schema cache`,
    `Searched for the function public.${name} with ${sorted.length === 0 ? "parameter " : `parameters ${sorted.join(", ")}`} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    null,
  );
}

/** A call with named arguments; every argument value is a bound parameter. */
export function callSql(fn: FunctionInfo, args: Record<string, unknown>, params: Params): string {
  return `public.${quoteIdent(fn.name)}(${Object.entries(args)
    .map(([name, value]) => `${quoteIdent(name)} := ${params.add(typeof value === "object" && value !== null ? JSON.stringify(value) : value)}`)
    .join(", ")})`;
}

/** The result of a function returning rows, seen as a table so that select, filters and order apply to it. */
export function functionTable(schema: SchemaCache, fn: FunctionInfo): TableInfo {
  const table = fn.returnTable ? schema.tables.get(fn.returnTable) : undefined;
  if (table) return table;
  return { name: fn.name, columns: new Map(fn.columns.map((c) => [c, { type: "unknown" }])), primaryKey: [] };
}

/** A function returning a scalar (or void): its JSON value, size-checked like any body. */
export function scalarCallSql(call: string, limits: Limits): string {
  return `with pgrst_out as (select to_json(pgrst_call.r)::text as b from (select ${call} as r) pgrst_call)
    select case when octet_length(b) <= ${Math.floor(limits.maxResponseBytes)} then b end as body, octet_length(b)::bigint as size, 1 as row_count from pgrst_out`;
}
