import { restError } from "../errors/catalogue";

// PostgREST's query grammar: what a read asks for (select items, filters, order, paging), and the lexical rules its
// parsers share (identifiers, column paths, top-level lists). select.ts, filter.ts and query.ts read it.

export const AGGREGATES = ["count", "sum", "avg", "min", "max"] as const;
export type AggregateFunction = (typeof AGGREGATES)[number];

/** One item of `select`: a column, `*`, an aggregate, or an embedded resource with its own item list. */
export type SelectItem =
  | { kind: "star" }
  | { kind: "column"; name: string; alias?: string; cast?: string }
  | { kind: "aggregate"; fn: AggregateFunction; column?: string; alias?: string; cast?: string }
  | {
      kind: "embed";
      relation: string;
      alias?: string;
      hint?: string;
      inner: boolean;
      spread: boolean;
      items: SelectItem[];
    };

/** Operators that accept PostgREST's `(any)` / `(all)` quantifier with a `{a,b}` list: comparisons and patterns. */
export const QUANTIFIABLE_OPERATORS = [
  "eq",
  "neq",
  "gt",
  "gte",
  "lt",
  "lte",
  "like",
  "ilike",
  "match",
  "imatch",
] as const;

export const FILTER_OPERATORS = [
  ...QUANTIFIABLE_OPERATORS,
  "in",
  "is",
  "isdistinct",
  "fts",
  "plfts",
  "phfts",
  "wfts",
  "cs",
  "cd",
  "ov",
  "sl",
  "sr",
  "nxr",
  "nxl",
  "adj",
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface Filter {
  kind: "filter";
  column: string;
  operator: FilterOperator;
  negated: boolean;
  value: string | string[];
  quantifier?: "any" | "all";
  /** Text-search configuration of `fts(french).…`. */
  language?: string;
}

/** `or=(…)` / `and=(…)` trees, possibly negated with `not.`. */
export interface Logic {
  kind: "logic";
  operator: "and" | "or";
  negated: boolean;
  conditions: Condition[];
}

export type Condition = Filter | Logic;

export interface OrderTerm {
  column: string;
  /** `order=rel(col)`: a column of the embedded to-one resource `rel`. */
  relation?: string;
  direction: "asc" | "desc";
  nulls?: "first" | "last";
}

/** Filters, order and paging of one level: the top-level table, or an embedded resource (`rel.limit=…`). */
export interface NodeOptions {
  filters: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface ReadRequest extends NodeOptions {
  select: SelectItem[];
  /** Options of embedded resources, keyed by their path of aliases or relation names (`formations`, `a.b`). */
  embedded: Map<string, NodeOptions>;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A column, optionally followed by a JSON path: `data->a->>b`, `tags->0`. */
export const COLUMN_PATH_SOURCE = "[A-Za-z_][A-Za-z0-9_]*(?:->>?(?:-?\\d+|[A-Za-z_$][A-Za-z0-9_$]*))*";
const COLUMN_PATH = new RegExp(`^${COLUMN_PATH_SOURCE}$`);

export function columnPath(name: string, what: string): string {
  if (!COLUMN_PATH.test(name)) throw parseError(`"failed to parse ${what}" (${name})`, `unexpected "${name}"`);
  return name;
}
export const TYPE_NAME = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/;
export const parseError = (message: string, details: string | null = null) =>
  restError("PGRST100", { message, details });

export function identifier(name: string, what: string): string {
  if (!IDENTIFIER.test(name)) throw parseError(`"failed to parse ${what}" (${name})`, `unexpected "${name}"`);
  return name;
}

/** Splits on commas that are outside parentheses and double quotes. */
export function splitTopLevel(input: string, what: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    if (char === "\\" && quoted && i + 1 < input.length) {
      current += char + input[++i];
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (!quoted && char === "(") depth++;
    if (!quoted && char === ")") depth--;
    if (depth < 0) throw parseError(`"failed to parse ${what}"`, "unbalanced parentheses");
    if (!quoted && depth === 0 && char === ",") {
      parts.push(current);
      current = "";
    } else current += char;
  }
  if (depth !== 0 || quoted) throw parseError(`"failed to parse ${what}"`, "unbalanced parentheses or quotes");
  parts.push(current);
  return parts;
}
