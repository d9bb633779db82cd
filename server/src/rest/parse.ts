import { RestError } from "../http/errors";

/** One item of `select`: a column, `*`, or an embedded resource with its own item list. */
export type SelectItem =
  | { kind: "star" }
  | { kind: "column"; name: string; alias?: string }
  | { kind: "embed"; relation: string; alias?: string; hint?: string; items: SelectItem[] };

export const FILTER_OPERATORS = ["eq", "neq", "gt", "gte", "lt", "lte", "like", "ilike", "in", "is", "cs", "cd"] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface Filter {
  column: string;
  operator: FilterOperator;
  negated: boolean;
  value: string | string[];
}

export interface OrderTerm {
  column: string;
  direction: "asc" | "desc";
  nulls?: "first" | "last";
}

export interface ReadRequest {
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const RESERVED_PARAMS = new Set(["select", "order", "limit", "offset", "columns", "on_conflict", "apikey"]);

const parseError = (message: string, details: string | null = null) => new RestError(400, "PGRST100", message, details);

function identifier(name: string, what: string): string {
  if (!IDENTIFIER.test(name)) throw parseError(`"failed to parse ${what}" (${name})`, `unexpected "${name}"`);
  return name;
}

/** Splits on commas that are outside parentheses and double quotes. */
function splitTopLevel(input: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (const char of input) {
    if (char === '"') quoted = !quoted;
    if (!quoted && char === "(") depth++;
    if (!quoted && char === ")") depth--;
    if (depth < 0) throw parseError("\"failed to parse select parameter\"", "unbalanced parentheses");
    if (!quoted && depth === 0 && char === ",") {
      parts.push(current);
      current = "";
    } else current += char;
  }
  if (depth !== 0 || quoted) throw parseError("\"failed to parse select parameter\"", "unbalanced parentheses or quotes");
  parts.push(current);
  return parts;
}

export function parseSelect(raw: string | undefined): SelectItem[] {
  if (raw === undefined || raw.trim() === "") return [{ kind: "star" }];
  // Whitespace outside double quotes is not significant (supabase-js strips it too).
  const compact = raw.replace(/\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/g, "");
  return splitTopLevel(compact).map(parseSelectItem);
}

function parseSelectItem(item: string): SelectItem {
  if (item === "*") return { kind: "star" };
  const open = item.indexOf("(");
  let head = open === -1 ? item : item.slice(0, open);
  let alias: string | undefined;
  const colon = head.indexOf(":");
  if (colon !== -1 && head[colon + 1] !== ":") {
    alias = identifier(head.slice(0, colon), "select parameter");
    head = head.slice(colon + 1);
  }
  if (open !== -1) {
    if (!item.endsWith(")")) throw parseError("\"failed to parse select parameter\"", `unexpected "${item}"`);
    const [relation, hint] = head.split("!");
    return {
      kind: "embed",
      relation: identifier(relation, "select parameter"),
      alias,
      hint: hint === undefined ? undefined : identifier(hint, "select parameter"),
      items: parseSelect(item.slice(open + 1, -1)),
    };
  }
  if (head.includes("::") || head.includes("->")) {
    throw parseError("\"failed to parse select parameter\"", `casts and JSON paths are not supported: "${head}"`);
  }
  return { kind: "column", name: identifier(head, "select parameter"), alias };
}

/** `(a,b,"c,d")` → ['a', 'b', 'c,d'] */
function parseList(raw: string): string[] {
  if (!raw.startsWith("(") || !raw.endsWith(")")) throw parseError(`"failed to parse filter (in.${raw})"`);
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
  if (quoted) throw parseError(`"failed to parse filter (in.${raw})"`, "unterminated quote");
  values.push(current);
  return values;
}

export function parseFilter(column: string, raw: string): Filter {
  identifier(column, "filter");
  let rest = raw;
  let negated = false;
  if (rest.startsWith("not.")) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf(".");
  const operator = (dot === -1 ? rest : rest.slice(0, dot)) as FilterOperator;
  if (dot === -1 || !FILTER_OPERATORS.includes(operator)) {
    throw parseError(`"failed to parse filter (${raw})" (line 1, column 1)`, `unexpected "${rest.slice(0, 12)}" expecting "not" or operator (eq, gt, ...)`);
  }
  const value = rest.slice(dot + 1);
  if (operator === "in") return { column, operator, negated, value: parseList(value) };
  if (operator === "is" && !["null", "true", "false", "unknown"].includes(value.toLowerCase())) {
    throw parseError(`"failed to parse filter (${raw})" (line 1, column 4)`, `unexpected "${value}" expecting null, true, false or unknown`);
  }
  return { column, operator, negated, value };
}

export function parseOrder(raw: string): OrderTerm[] {
  return raw.split(",").map((term) => {
    const [column, ...modifiers] = term.split(".");
    identifier(column, "order");
    const order: OrderTerm = { column, direction: "asc" };
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

/** Reads PostgREST's query grammar from the (form-decoded) query parameters. */
export function parseQuery(params: URLSearchParams): ReadRequest {
  const request: ReadRequest = { select: parseSelect(params.get("select") ?? undefined), filters: [], order: [] };
  for (const [key, value] of params) {
    if (key === "order") request.order.push(...parseOrder(value));
    else if (key === "limit") request.limit = nonNegativeInteger("limit", value);
    else if (key === "offset") request.offset = nonNegativeInteger("offset", value);
    else if (key === "or" || key === "and" || key === "not") {
      throw parseError(`"failed to parse logic tree (${value})"`, "logical operators are not supported by this server");
    } else if (!RESERVED_PARAMS.has(key)) request.filters.push(parseFilter(key, value));
  }
  return request;
}
