import { checkColumn } from "../plan/targets";
import type { TableInfo } from "../schema";
import { qualified, quoteIdent, type Params } from "./params";

/** A column of the table, quoted; one it lacks is 400 42703 (filters and order are only checked here). */
export function columnOrThrow(table: TableInfo, column: string): string {
  checkColumn(table, column);
  return quoteIdent(column);
}

/**
 * A column of `alias`, with an optional JSON path (`data->a->>b`): array indexes are inlined integers, keys are bound
 * parameters. A computed column is a call of its function on the row.
 */
export function columnExpr(table: TableInfo, alias: string, path: string, params: Params): string {
  const [name, ...rest] = path.split(/(->>?)/);
  let sql =
    !table.columns.has(name) && table.computedColumns?.has(name)
      ? `${qualified(table.schema, name)}(${alias})`
      : `${alias}.${columnOrThrow(table, name)}`;
  for (let i = 0; i < rest.length; i += 2) {
    const arrow = rest[i];
    const key = rest[i + 1];
    sql = `${sql}${arrow}${/^-?\d+$/.test(key) ? key : `${params.add(key)}::text`}`;
  }
  return rest.length === 0 ? sql : `(${sql})`;
}

/** The JSON key PostgREST gives a selected column: its name, or the last key of its JSON path. */
export const outputKey = (path: string) => path.split(/->>?/).at(-1)!;
