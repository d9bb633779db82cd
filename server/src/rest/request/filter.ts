import {
  columnPath,
  FILTER_OPERATORS,
  parseError,
  splitTopLevel,
  type Condition,
  type Filter,
  type FilterOperator,
  type Logic,
  QUANTIFIABLE_OPERATORS,
} from "./query-terms";

const QUANTIFIABLE = new Set<FilterOperator>(QUANTIFIABLE_OPERATORS);
const FULL_TEXT = new Set<FilterOperator>(["fts", "plfts", "phfts", "wfts"]);

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
