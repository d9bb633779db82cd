import { RestError } from "../http/errors";
import type { Filter, OrderTerm, ReadRequest, SelectItem } from "./parse";
import type { ForeignKey, FunctionInfo, SchemaCache, TableInfo } from "./schema";

/** Positional parameters: every value from the request is bound, never spliced into SQL. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
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

interface Relationship {
  target: TableInfo;
  /** SQL joining the embedded alias to its parent alias. */
  join: (parent: string, child: string) => string;
  cardinality: "one" | "many";
}

function resolveRelationship(schema: SchemaCache, parent: TableInfo, name: string, hint?: string): Relationship {
  const candidates: { fk: ForeignKey; cardinality: "one" | "many" }[] = [];
  for (const fk of schema.foreignKeys) {
    // to-one: parent.fk_columns → name.ref_columns (name is a table, or the FK column/constraint name)
    if (fk.table === parent.name && (fk.refTable === name || fk.name === name || (fk.columns.length === 1 && fk.columns[0] === name))) {
      candidates.push({ fk, cardinality: "one" });
    }
    // to-many: name.fk_columns → parent.ref_columns
    if (fk.refTable === parent.name && (fk.table === name || fk.name === name)) candidates.push({ fk, cardinality: "many" });
  }
  const matching = hint && hint !== "inner" && hint !== "left" ? candidates.filter((c) => c.fk.name === hint || c.fk.columns.includes(hint)) : candidates;
  if (matching.length === 0) {
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

/** The select list for one level; embedded resources become correlated JSON subqueries. */
function selectList(schema: SchemaCache, table: TableInfo, alias: string, items: SelectItem[], depth: number): string {
  if (depth > 4) throw new RestError(400, "PGRST100", "Embedding is limited to 4 levels");
  const parts: string[] = [];
  for (const item of items) {
    if (item.kind === "star") parts.push(`${alias}.*`);
    else if (item.kind === "column") {
      parts.push(`${alias}.${columnOrThrow(table, item.name)} as ${quoteIdent(item.alias ?? item.name)}`);
    } else {
      const rel = resolveRelationship(schema, table, item.relation, item.hint);
      const child = `t${depth + 1}`;
      const inner = `select ${selectList(schema, rel.target, child, item.items, depth + 1)} from public.${quoteIdent(rel.target.name)} ${child} where ${rel.join(alias, child)}`;
      const key = quoteIdent(item.alias ?? item.relation);
      parts.push(
        rel.cardinality === "one"
          ? `(select row_to_json(e${depth + 1}) from (${inner} limit 1) e${depth + 1}) as ${key}`
          : `(select coalesce(json_agg(e${depth + 1}), '[]'::json) from (${inner}) e${depth + 1}) as ${key}`,
      );
    }
  }
  return parts.join(", ");
}

function filterSql(table: TableInfo, alias: string, filter: Filter, params: Params): string {
  const column = `${alias}.${columnOrThrow(table, filter.column)}`;
  const value = filter.value;
  let sql: string;
  switch (filter.operator) {
    case "eq": sql = `${column} = ${params.add(value)}`; break;
    case "neq": sql = `${column} <> ${params.add(value)}`; break;
    case "gt": sql = `${column} > ${params.add(value)}`; break;
    case "gte": sql = `${column} >= ${params.add(value)}`; break;
    case "lt": sql = `${column} < ${params.add(value)}`; break;
    case "lte": sql = `${column} <= ${params.add(value)}`; break;
    case "like": sql = `${column}::text like ${params.add(String(value).replaceAll("*", "%"))}`; break;
    case "ilike": sql = `${column}::text ilike ${params.add(String(value).replaceAll("*", "%"))}`; break;
    case "cs": sql = `${column} @> ${params.add(value)}`; break;
    case "cd": sql = `${column} <@ ${params.add(value)}`; break;
    case "in": {
      const list = value as string[];
      sql = list.length === 0 ? "false" : `${column} in (${list.map((v) => params.add(v)).join(", ")})`;
      break;
    }
    case "is": sql = `${column} is ${String(value).toLowerCase()}`; break;
  }
  return filter.negated ? `not (${sql})` : sql;
}

export function whereSql(table: TableInfo, alias: string, filters: Filter[], params: Params): string {
  return filters.length === 0 ? "" : ` where ${filters.map((f) => filterSql(table, alias, f, params)).join(" and ")}`;
}

function orderSql(table: TableInfo, alias: string, order: OrderTerm[]): string {
  if (order.length === 0) return "";
  const terms = order.map((o) => {
    const nulls = o.nulls ? ` nulls ${o.nulls}` : "";
    return `${alias}.${columnOrThrow(table, o.column)} ${o.direction}${nulls}`;
  });
  return ` order by ${terms.join(", ")}`;
}

/**
 * Wraps a row source in the statement that returns PostgREST's body: the JSON array, the row count and,
 * for `Accept: application/vnd.pgrst.object+json`, the single object.
 */
function jsonEnvelope(rowsSql: string): string {
  return `select coalesce(json_agg(pgrst_t), '[]'::json)::text as body, count(*)::int as row_count,
    case when count(*) = 1 then (json_agg(pgrst_t) -> 0)::text end as single from (${rowsSql}) pgrst_t`;
}

export function readSql(schema: SchemaCache, table: TableInfo, request: ReadRequest, params: Params): string {
  const limit = request.limit === undefined ? "" : ` limit ${params.add(request.limit)}`;
  const offset = request.offset === undefined ? "" : ` offset ${params.add(request.offset)}`;
  const rows = `select ${selectList(schema, table, "t0", request.select, 0)} from public.${quoteIdent(table.name)} t0${whereSql(table, "t0", request.filters, params)}${orderSql(table, "t0", request.order)}${limit}${offset}`;
  return jsonEnvelope(rows);
}

export function countSql(table: TableInfo, request: ReadRequest, params: Params): string {
  return `select count(*)::int as total from public.${quoteIdent(table.name)} t0${whereSql(table, "t0", request.filters, params)}`;
}

/** Wraps a data-modifying statement (with RETURNING) so the changed rows can be selected and embedded. */
export function mutationSql(
  schema: SchemaCache,
  table: TableInfo,
  statement: string,
  select: SelectItem[] | undefined,
): string {
  if (!select) return statement;
  return `with pgrst_rows as (${statement} returning *) ${jsonEnvelope(`select ${selectList(schema, table, "t0", select, 0)} from pgrst_rows t0`)}`;
}

export function insertStatement(table: TableInfo, columns: string[], params: Params, rows: unknown[]): string {
  const target = `public.${quoteIdent(table.name)}`;
  if (columns.length === 0) {
    return `insert into ${target} select from json_array_elements(${params.add(JSON.stringify(rows))}::json) pgrst_body`;
  }
  const cols = columns.map((c) => columnOrThrow(table, c)).join(", ");
  return `insert into ${target} (${cols}) select ${cols} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows))}::json)`;
}

export function updateStatement(table: TableInfo, columns: string[], filters: Filter[], params: Params, body: object): string {
  const target = `public.${quoteIdent(table.name)}`;
  const cols = columns.map((c) => columnOrThrow(table, c)).join(", ");
  const source = `(select ${cols} from json_populate_record(null::${target}, ${params.add(JSON.stringify(body))}::json))`;
  return `update ${target} t0 set (${cols}) = ${source}${whereSql(table, "t0", filters, params)}`;
}

export function deleteStatement(table: TableInfo, filters: Filter[], params: Params): string {
  return `delete from public.${quoteIdent(table.name)} t0${whereSql(table, "t0", filters, params)}`;
}

export function functionOrThrow(schema: SchemaCache, name: string, args: Record<string, unknown>): FunctionInfo {
  const fn = schema.functions.get(name);
  const given = Object.keys(args);
  const required = fn ? fn.argNames.slice(0, fn.argNames.length - fn.optionalArgs) : [];
  if (!fn || !given.every((arg) => fn.argNames.includes(arg)) || !required.every((arg) => given.includes(arg))) {
    throw new RestError(
      404,
      "PGRST202",
      `Could not find the function public.${name}(${given.join(", ")}) in the schema cache`,
      "Searched for the function with the given argument names, but no matches were found in the schema cache.",
      null,
    );
  }
  return fn;
}

/** A call with named arguments; every argument value is a bound parameter. */
export function rpcSql(fn: FunctionInfo, args: Record<string, unknown>, params: Params): string {
  const call = `public.${quoteIdent(fn.name)}(${Object.entries(args)
    .map(([name, value]) => `${quoteIdent(name)} := ${params.add(typeof value === "object" && value !== null ? JSON.stringify(value) : value)}`)
    .join(", ")})`;
  if (fn.returnsVoid) return `select ${call}`;
  if (fn.returnsSet || fn.returnsRows) return jsonEnvelope(`select * from ${call} pgrst_r`);
  return `select to_json(pgrst_call.r)::text as body from (select ${call} as r) pgrst_call`;
}
