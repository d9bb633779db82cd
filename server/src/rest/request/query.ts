import { restError } from "../errors/catalogue";

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
const QUANTIFIABLE_OPERATORS = ["eq", "neq", "gt", "gte", "lt", "lte", "like", "ilike", "match", "imatch"] as const;

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
const QUANTIFIABLE = new Set<FilterOperator>(QUANTIFIABLE_OPERATORS);
const FULL_TEXT = new Set<FilterOperator>(["fts", "plfts", "phfts", "wfts"]);

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
const COLUMN_PATH_SOURCE = "[A-Za-z_][A-Za-z0-9_]*(?:->>?(?:-?\\d+|[A-Za-z_$][A-Za-z0-9_$]*))*";
const COLUMN_PATH = new RegExp(`^${COLUMN_PATH_SOURCE}$`);

function columnPath(name: string, what: string): string {
  if (!COLUMN_PATH.test(name)) throw parseError(`"failed to parse ${what}" (${name})`, `unexpected "${name}"`);
  return name;
}
const TYPE_NAME = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/;
export const RESERVED_PARAMS = new Set(["select", "order", "limit", "offset", "columns", "on_conflict", "apikey"]);

const parseError = (message: string, details: string | null = null) => restError("PGRST100", { message, details });

function identifier(name: string, what: string): string {
  if (!IDENTIFIER.test(name)) throw parseError(`"failed to parse ${what}" (${name})`, `unexpected "${name}"`);
  return name;
}

/** Splits on commas that are outside parentheses and double quotes. */
function splitTopLevel(input: string, what: string): string[] {
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

/**
 * Deepest nesting the parser reads in `select`; the SQL builder then applies the (smaller) embedding limit. This one
 * only keeps absurd input (thousands of `a(`) from exhausting the parser's stack.
 */
const MAX_SELECT_NESTING = 16;

export function parseSelect(raw: string | undefined, depth = 0): SelectItem[] {
  if (raw === undefined || raw.trim() === "") return [{ kind: "star" }];
  if (depth > MAX_SELECT_NESTING) {
    throw parseError(
      `"failed to parse select parameter"`,
      `embedded resources are nested more than ${MAX_SELECT_NESTING} levels deep`,
    );
  }
  // Whitespace outside double quotes is not significant (supabase-js strips it too).
  const compact = raw.replace(/\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/g, "");
  return splitTopLevel(compact, "select parameter").map((item) => parseSelectItem(item, depth));
}

const COLUMN_ITEM = new RegExp(
  `^(?:([A-Za-z_][A-Za-z0-9_]*):)?(${COLUMN_PATH_SOURCE})(?:\\.(count|sum|avg|min|max)\\(\\))?(?:::([A-Za-z_][A-Za-z0-9_]*(?:\\[\\])?))?$`,
);
const COUNT_ITEM = /^(?:([A-Za-z_][A-Za-z0-9_]*):)?count\(\)(?:::([A-Za-z_][A-Za-z0-9_]*))?$/;
/** `"column with spaces"`, a double-quoted column name (PostgREST's grammar), with an optional alias and cast. */
const QUOTED_ITEM = /^(?:([A-Za-z_][A-Za-z0-9_]*):)?"([^"]+)"(?:::([A-Za-z_][A-Za-z0-9_]*(?:\[\])?))?$/;

function parseSelectItem(item: string, depth: number): SelectItem {
  if (item === "*") return { kind: "star" };
  const count = COUNT_ITEM.exec(item);
  if (count) return { kind: "aggregate", fn: "count", alias: count[1], cast: count[2] };
  const quoted = QUOTED_ITEM.exec(item);
  if (quoted) {
    if (quoted[3] !== undefined && !TYPE_NAME.test(quoted[3]))
      throw parseError(`"failed to parse select parameter (${item})"`);
    return { kind: "column", name: quoted[2], alias: quoted[1], cast: quoted[3] };
  }
  const open = item.indexOf("(");
  const column = COLUMN_ITEM.exec(item);
  // `rel(…)` embeds; `rel()` embeds nothing (it only filters, with !inner), unlike `col.sum()`.
  if (!column && open !== -1 && item.endsWith(")")) return parseEmbed(item, open, depth);
  if (!column) {
    throw parseError(`"failed to parse select parameter (${item})"`, `unexpected "${item}"`);
  }
  const [, alias, name, fn, cast] = column;
  if (cast !== undefined && !TYPE_NAME.test(cast)) throw parseError(`"failed to parse select parameter (${item})"`);
  if (fn) return { kind: "aggregate", fn: fn as AggregateFunction, column: name, alias, cast };
  return { kind: "column", name, alias, cast };
}

/** `alias:relation!hint!inner(items)` or `...relation(items)`. */
function parseEmbed(item: string, open: number, depth: number): SelectItem {
  let head = item.slice(0, open);
  const spread = head.startsWith("...");
  if (spread) head = head.slice(3);
  let alias: string | undefined;
  const colon = head.indexOf(":");
  if (colon !== -1) {
    alias = identifier(head.slice(0, colon), "select parameter");
    head = head.slice(colon + 1);
  }
  const [relation, ...marks] = head.split("!");
  let hint: string | undefined;
  let inner = false;
  for (const mark of marks) {
    if (mark === "inner") inner = true;
    else if (mark === "left") inner = false;
    else hint = identifier(mark, "select parameter");
  }
  return {
    kind: "embed",
    relation: identifier(relation, "select parameter"),
    alias: spread ? undefined : alias,
    hint,
    inner,
    spread,
    items: open + 2 === item.length ? [] : parseSelect(item.slice(open + 1, -1), depth + 1),
  };
}

/** `(a,b,"c,d")` or `{a,b}` → ['a', 'b', 'c,d'] */
function parseList(raw: string, open: string, close: string): string[] {
  if (!raw.startsWith(open) || !raw.endsWith(close))
    throw parseError(`"failed to parse filter (${raw})"`, `expecting a list in ${open}${close}`);
  const inner = raw.slice(1, -1);
  if (inner === "") return [];
  const values: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < inner.length; i++) {
    const char = inner[i];
    if (char === "\\" && quoted && i + 1 < inner.length) current += inner[++i];
    else if (char === '"') quoted = !quoted;
    else if (char === "," && !quoted) {
      values.push(current);
      current = "";
    } else current += char;
  }
  if (quoted) throw parseError(`"failed to parse filter (${raw})"`, "unterminated quote");
  values.push(current);
  return values;
}

const OPERATOR_HEAD = /^([a-z]+)(?:\((any|all|[A-Za-z_][A-Za-z0-9_]*)\))?$/;

/** Parses `[not.]operator[(any|all|language)].value` for `column`. */
export function parseFilter(column: string, raw: string): Filter {
  columnPath(column, "filter");
  let rest = raw;
  let negated = false;
  if (rest.startsWith("not.")) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf(".");
  const head = OPERATOR_HEAD.exec(dot === -1 ? rest : rest.slice(0, dot));
  const operator = head?.[1] as FilterOperator | undefined;
  if (dot === -1 || !head || !operator || !FILTER_OPERATORS.includes(operator)) {
    throw parseError(
      `"failed to parse filter (${raw})" (line 1, column 1)`,
      `unexpected "${rest.slice(0, 12)}" expecting "not" or operator (eq, gt, ...)`,
    );
  }
  const modifier = head[2];
  const value = rest.slice(dot + 1);
  if (modifier === "any" || modifier === "all") {
    if (!QUANTIFIABLE.has(operator))
      throw parseError(`"failed to parse filter (${raw})"`, `${operator} takes no (${modifier}) modifier`);
    return { kind: "filter", column, operator, negated, value: parseList(value, "{", "}"), quantifier: modifier };
  }
  if (modifier !== undefined) {
    if (!FULL_TEXT.has(operator))
      throw parseError(`"failed to parse filter (${raw})"`, `only full-text operators take a language`);
    return { kind: "filter", column, operator, negated, value, language: modifier };
  }
  if (operator === "in") return { kind: "filter", column, operator, negated, value: parseList(value, "(", ")") };
  if (operator === "is" && !["null", "not_null", "true", "false", "unknown"].includes(value.toLowerCase())) {
    throw parseError(
      `"failed to parse filter (${raw})" (line 1, column 4)`,
      `unexpected "${value}" expecting null, not_null, true, false or unknown`,
    );
  }
  return { kind: "filter", column, operator, negated, value };
}

/** A double-quoted value inside a logic tree (`a.eq."x,y"`) loses its quotes. */
function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
    return value.slice(1, -1).replace(/\\(.)/g, "$1");
  return value;
}

const LOGIC_ITEM = /^(not\.)?(and|or)\((.*)\)$/s;

/** Deepest nesting of `and(…)`/`or(…)` accepted: deeper trees would only exhaust PostgreSQL's stack. */
export const MAX_LOGIC_DEPTH = 32;

/** `(a.eq.1,or(b.gt.2,not.and(c.is.null,d.lt.3)))` */
export function parseLogic(operator: "and" | "or", negated: boolean, raw: string, depth = 1): Logic {
  if (depth > MAX_LOGIC_DEPTH) {
    throw parseError(`"failed to parse logic tree"`, `logic trees are limited to ${MAX_LOGIC_DEPTH} levels of nesting`);
  }
  if (!raw.startsWith("(") || !raw.endsWith(")")) {
    throw parseError(
      `"failed to parse logic tree (${raw})" (line 1, column 1)`,
      `unexpected "${raw.slice(0, 1)}" expecting "("`,
    );
  }
  const conditions = splitTopLevel(raw.slice(1, -1), `logic tree (${raw})`).map((item): Condition => {
    const nested = LOGIC_ITEM.exec(item);
    if (nested) return parseLogic(nested[2] as "and" | "or", nested[1] !== undefined, `(${nested[3]})`, depth + 1);
    const dot = item.indexOf(".");
    if (dot === -1) throw parseError(`"failed to parse logic tree (${raw})"`, `unexpected "${item}"`);
    const filter = parseFilter(item.slice(0, dot), item.slice(dot + 1));
    if (typeof filter.value === "string") filter.value = unquote(filter.value);
    return filter;
  });
  return { kind: "logic", operator, negated, conditions };
}

export function parseOrder(raw: string): OrderTerm[] {
  return raw.split(",").map((term) => {
    const [head, ...modifiers] = term.split(".");
    const embedded = /^([A-Za-z_][A-Za-z0-9_]*)\((.+)\)$/.exec(head);
    const column = columnPath(embedded ? embedded[2] : head, "order");
    const order: OrderTerm = embedded
      ? { column, relation: embedded[1], direction: "asc" }
      : { column, direction: "asc" };
    for (const modifier of modifiers) {
      if (modifier === "asc" || modifier === "desc") order.direction = modifier;
      else if (modifier === "nullsfirst") order.nulls = "first";
      else if (modifier === "nullslast") order.nulls = "last";
      else throw parseError(`"failed to parse order (${raw})"`, `unexpected "${modifier}"`);
    }
    return order;
  });
}

function nonNegativeInteger(name: string, raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw parseError(`"failed to parse ${name} parameter (${raw})"`);
  return Number(raw);
}

const emptyNode = (): NodeOptions => ({ filters: [], order: [] });

/** Reads PostgREST's query grammar from the (form-decoded) query parameters. */
export function parseQuery(params: URLSearchParams, ignore: ReadonlySet<string> = new Set()): ReadRequest {
  const request: ReadRequest = {
    select: parseSelect(params.get("select") ?? undefined),
    ...emptyNode(),
    embedded: new Map(),
  };
  const nodeAt = (path: string[]): NodeOptions => {
    if (path.length === 0) return request;
    const key = path.map((p) => identifier(p, "embedded resource path")).join(".");
    let node = request.embedded.get(key);
    if (!node) request.embedded.set(key, (node = emptyNode()));
    return node;
  };
  for (const [key, value] of params) {
    if (RESERVED_PARAMS.has(key) && key !== "order" && key !== "limit" && key !== "offset") continue;
    if (ignore.has(key)) continue;
    const segments = key.split(".");
    const last = segments.pop()!;
    let negated = false;
    if ((last === "or" || last === "and") && segments.at(-1) === "not") {
      segments.pop();
      negated = true;
    }
    const node = nodeAt(segments);
    if (last === "order") node.order.push(...parseOrder(value));
    else if (last === "limit") node.limit = nonNegativeInteger("limit", value);
    else if (last === "offset") node.offset = nonNegativeInteger("offset", value);
    else if (last === "or" || last === "and") node.filters.push(parseLogic(last, negated, value));
    else node.filters.push(parseFilter(last, value));
  }
  return request;
}
