import {
  COLUMN_PATH_SOURCE,
  identifier,
  parseError,
  splitTopLevel,
  TYPE_NAME,
  type AggregateFunction,
  type SelectItem,
} from "./query-terms";

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
