import { restError } from "../errors/catalogue";
import { returnsScalars, type FunctionInfo, type SchemaCache, type TableInfo } from "../schema";
import { ARGUMENTS_SCORE, NAME_SCORE, closestName } from "./suggest";

export function tableOrThrow(schema: SchemaCache, name: string): TableInfo {
  const table = schema.tables.get(name);
  if (!table) {
    const suggestion = closestName(schema.tables.keys(), name, NAME_SCORE);
    throw restError("PGRST205", {
      message: `Could not find the table '${schema.name}.${name}' in the schema cache`,
      hint: suggestion ? `Perhaps you meant the table '${schema.name}.${suggestion}'` : null,
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

/** Whether a function accepts exactly these argument names, by PostgREST's rule (required ones all, optional ones any). */
function acceptsArguments(fn: FunctionInfo, given: ReadonlySet<string>): boolean {
  if (fn.argNames.length === 0) return given.size === 0;
  const requiredCount = fn.argNames.length - fn.optionalArgs;
  const required = new Set(fn.argNames.slice(0, requiredCount));
  const optional = new Set(fn.argNames.slice(requiredCount));
  const rest = [...given].filter((name) => !optional.has(name));
  return rest.length === required.size && rest.every((name) => required.has(name));
}

/** `a => integer, b => text`: a candidate of an ambiguous call, as PostgREST lists them (here in sorted order). */
const argumentList = (fn: FunctionInfo) =>
  fn.argNames.map((name, i) => `${name} => ${fn.argTypes?.[i] ?? ""}`).join(", ");

/**
 * The function `name` callable with these named arguments, chosen among its overloads as PostgREST 12 does
 * (Plan.hs, findProc): the overloads whose arguments match the names given, else — for a POST with a JSON body — the
 * one whose single argument is json or jsonb (it receives the whole body); `404 PGRST202` when none fits, `300 PGRST203`
 * when several do.
 */
export function functionOrThrow(
  schema: SchemaCache,
  name: string,
  args: Record<string, unknown>,
  post = false,
): FunctionInfo {
  const given = new Set(Object.keys(args));
  const overloads = schema.functions.get(name) ?? [];
  const matching = overloads.filter((fn) => acceptsArguments(fn, given));
  const wholeBody = post
    ? overloads.filter(
        (fn) => !matching.includes(fn) && fn.argNames.length === 1 && /^jsonb?$/.test(fn.argTypes?.[0] ?? ""),
      )
    : [];
  const chosen = matching.length > 0 ? matching : wholeBody;
  if (chosen.length === 1) return chosen[0];
  if (chosen.length > 1) {
    throw restError("PGRST203", {
      message: `Could not choose the best candidate function between: ${chosen
        .map(argumentList)
        .sort()
        .map((list) => `${schema.name}.${name}(${list})`)
        .join(", ")}`,
      hint: "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
    });
  }
  const keys = [...given].sort();
  const withKeys = (text: string) => (keys.length === 0 ? " without parameters" : text);
  const parameters = withKeys(` with parameter${keys.length > 1 ? "s" : ""} ${keys.join(", ")}`);
  throw restError("PGRST202", {
    message: `Could not find the function ${schema.name}.${name}${withKeys(`(${keys.join(", ")})`)} in the schema cache`,
    details: `Searched for the function ${schema.name}.${name}${parameters}${post ? " or with a single unnamed json/jsonb parameter" : ""}, but no matches were found in the schema cache.`,
    hint: functionHint(schema, name, keys, overloads),
  });
}

/**
 * PGRST202's hint, as PostgREST's `noRpcHint`: with no function of that name, the closest function name; with
 * overloads whose arguments did not match, the closest of their argument lists (`public.f(a, b)`, names sorted).
 */
function functionHint(schema: SchemaCache, name: string, given: string[], overloads: FunctionInfo[]): string | null {
  const prefix = `Perhaps you meant to call the function ${schema.name}.`;
  if (overloads.length === 0) {
    const closest = closestName(schema.functions.keys(), name, NAME_SCORE);
    return closest ? prefix + closest : null;
  }
  const listed = (names: string[]) => `(${[...names].sort().join(", ")})`;
  const closest = closestName(
    overloads.map((fn) => listed(fn.argNames)),
    listed(given),
    ARGUMENTS_SCORE,
  );
  return closest ? prefix + name + closest : null;
}

/** The result of a function returning rows, seen as a table so that select, filters and order apply to it. */
export function functionTable(schema: SchemaCache, fn: FunctionInfo): TableInfo {
  const table = fn.returnTable ? schema.tables.get(fn.returnTable) : undefined;
  if (table) return table;
  const columns = returnsScalars(fn) ? [fn.name] : fn.columns;
  return { name: fn.name, columns: new Map(columns.map((c) => [c, { type: "unknown" }])), primaryKey: [] };
}
