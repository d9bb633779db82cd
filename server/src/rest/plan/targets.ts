import { restError } from "../errors/catalogue";
import type { FunctionInfo, SchemaCache, TableInfo } from "../schema";

export function tableOrThrow(schema: SchemaCache, name: string): TableInfo {
  const table = schema.tables.get(name);
  if (!table) {
    const suggestion = schema.suggestTable(name);
    throw restError("PGRST205", {
      message: `Could not find the table 'public.${name}' in the schema cache`,
      hint: suggestion ? `Perhaps you meant the table 'public.${suggestion}'` : null,
    });
  }
  return table;
}

/** A column of `table` in select, a filter or order: 400 42703 when it does not exist, as PostgreSQL would say. */
export function checkColumn(table: TableInfo, column: string) {
  if (!table.columns.has(column))
    throw restError("42703", { message: `column ${table.name}.${column} does not exist` });
}

/** Columns a body (or `?columns=`, `on_conflict`) names: 400 PGRST204 for one the table lacks. */
export function checkBodyColumns(table: TableInfo, columns: string[]) {
  for (const column of columns) {
    if (!table.columns.has(column)) {
      throw restError("PGRST204", {
        message: `Could not find the '${column}' column of '${table.name}' in the schema cache`,
      });
    }
  }
}

/**
 * The function `name` callable with these named arguments, chosen among its overloads by argument names as PostgREST
 * does: `404 PGRST202` when none fits, `300 PGRST203` when several do.
 */
export function functionOrThrow(schema: SchemaCache, name: string, args: Record<string, unknown>): FunctionInfo {
  const given = Object.keys(args);
  const fits = (fn: FunctionInfo) => {
    const required = fn.argNames.slice(0, fn.argNames.length - fn.optionalArgs);
    return (
      given.every((arg) => fn.argNames.includes(arg)) &&
      required.every((arg) => given.includes(arg)) &&
      !fn.argNames.includes("")
    );
  };
  const candidates = (schema.functions.get(name) ?? []).filter(fits);
  // An exact match of the argument list wins over overloads that only accept it through defaults.
  const exact = candidates.filter((fn) => fn.argNames.length === given.length);
  const chosen = exact.length === 1 ? exact : candidates;
  if (chosen.length === 1) return chosen[0];
  const sorted = [...given].sort();
  if (chosen.length > 1) {
    throw restError("PGRST203", {
      message: `Could not choose the best candidate function between: ${chosen.map((fn) => `public.${name}(${fn.argNames.join(", ")})`).join(", ")}`,
      hint: "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
    });
  }
  throw restError("PGRST202", {
    message: `Could not find the function public.${name}(${sorted.join(", ")}) in the schema cache`,
    details: `Searched for the function public.${name} with ${sorted.length === 0 ? "parameter " : `parameters ${sorted.join(", ")}`} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  });
}

/** The result of a function returning rows, seen as a table so that select, filters and order apply to it. */
export function functionTable(schema: SchemaCache, fn: FunctionInfo): TableInfo {
  const table = fn.returnTable ? schema.tables.get(fn.returnTable) : undefined;
  if (table) return table;
  return { name: fn.name, columns: new Map(fn.columns.map((c) => [c, { type: "unknown" }])), primaryKey: [] };
}
