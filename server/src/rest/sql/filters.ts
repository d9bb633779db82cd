import { restError } from "../errors/catalogue";
import type { Condition, Filter, OrderTerm } from "../request/query-terms";
import type { TableInfo } from "../schema";
import { columnExpr } from "./columns";
import type { Params } from "./params";

/** SQL of PostgREST's filters (`col=op.value`, `or=(…)`, `not.`), order and WHERE clauses; every value is bound. */

function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`).join(",")}}`;
}

const COMPARISON = { eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=" } as const;
const GEOMETRY = { cs: "@>", cd: "<@", ov: "&&", sl: "<<", sr: ">>", nxr: "&<", nxl: "&>", adj: "-|-" } as const;
const FULL_TEXT = {
  fts: "to_tsquery",
  plfts: "plainto_tsquery",
  phfts: "phraseto_tsquery",
  wfts: "websearch_to_tsquery",
} as const;

export function filterSql(table: TableInfo, alias: string, filter: Filter, params: Params): string {
  const column = columnExpr(table, alias, filter.column, params);
  const { operator, value, quantifier } = filter;
  const list = (values: string | string[], cast = "") =>
    `${quantifier}(${params.add(arrayLiteral(values as string[]))}${cast})`;
  const pattern = (v: string) => v.replaceAll("*", "%");
  let sql: string;
  switch (operator) {
    case "eq":
    case "neq":
    case "gt":
    case "gte":
    case "lt":
    case "lte":
      sql = `${column} ${COMPARISON[operator]} ${quantifier ? list(value) : params.add(value)}`;
      break;
    case "like":
    case "ilike": {
      const op = operator === "like" ? "like" : "ilike";
      sql = quantifier
        ? `${column}::text ${op} ${list((value as string[]).map(pattern), "::text[]")}`
        : `${column}::text ${op} ${params.add(pattern(value as string))}`;
      break;
    }
    case "match":
    case "imatch": {
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
    case "isdistinct":
      sql = `${column} is distinct from ${params.add(value)}`;
      break;
    case "fts":
    case "plfts":
    case "phfts":
    case "wfts": {
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
export function conditionSql(
  table: TableInfo,
  alias: string,
  condition: Condition,
  params: Params,
  embeds: Map<string, string>,
): string {
  if (condition.kind === "logic") {
    const parts = condition.conditions.map((c) => conditionSql(table, alias, c, params, embeds));
    const joined = parts.length === 0 ? "true" : `(${parts.join(` ${condition.operator} `)})`;
    return condition.negated ? `not ${joined}` : joined;
  }
  const exists = embeds.get(condition.column);
  if (exists && !table.columns.has(condition.column)) {
    const word = String(condition.value).toLowerCase();
    if (condition.operator !== "is" || (word !== "null" && word !== "not_null")) {
      throw restError("PGRST100", {
        message: `"failed to parse filter (${condition.column})"`,
        details: "An embedded resource can only be filtered with is.null or not.is.null",
      });
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
export type ToOneColumn = (column: string) => string;

export function orderSql(
  table: TableInfo,
  alias: string,
  order: OrderTerm[],
  params: Params,
  toOne: Map<string, ToOneColumn> = new Map(),
): string {
  if (order.length === 0) return "";
  const terms = order.map((o) => {
    const nulls = o.nulls ? ` nulls ${o.nulls}` : "";
    let expr: string;
    if (o.relation) {
      // The planner has checked that the relation is an embedded to-one resource of this level (PGRST118).
      const read = toOne.get(o.relation);
      if (!read) throw new Error(`order on '${o.relation}' reached the SQL builder without a to-one embed`);
      expr = read(o.column);
    } else expr = columnExpr(table, alias, o.column, params);
    return `${expr} ${o.direction}${nulls}`;
  });
  return ` order by ${terms.join(", ")}`;
}
