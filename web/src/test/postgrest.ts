/** How the fake backend answers a PostgREST read: the request's filters, order and paging applied to a test's rows. */
import { json, type RecordedRequest, type Reply } from "./http";

export type Row = Record<string, unknown>;

// The PostgREST operators the app uses, applied to top-level columns so that a test's rows are filtered as the
// database would filter them (a screen that forgot its filter shows rows it should not).
const operators: Record<string, (actual: unknown, operand: string) => boolean> = {
  eq: (actual, operand) => String(actual) === operand,
  neq: (actual, operand) => String(actual) !== operand,
  gt: (actual, operand) => compare(actual, operand) > 0,
  gte: (actual, operand) => compare(actual, operand) >= 0,
  lt: (actual, operand) => compare(actual, operand) < 0,
  lte: (actual, operand) => compare(actual, operand) <= 0,
  in: (actual, operand) =>
    operand
      .replace(/^\(|\)$/g, "")
      .split(",")
      .map(unquote)
      .includes(String(actual)),
  is: (actual, operand) => (operand === "null" ? actual === null || actual === undefined : String(actual) === operand),
};
const RESERVED_PARAMS = new Set(["select", "order", "limit", "offset", "on_conflict", "columns"]);

function unquote(value: string): string {
  return value.replace(/^"|"$/g, "");
}

function compare(actual: unknown, operand: string): number {
  if (typeof actual === "number") return actual - Number(operand);
  return String(actual).localeCompare(operand);
}

/** Applies the request's filters, order, offset and limit to `rows`, as PostgREST would. */
export function applyQuery(rows: readonly Row[], search: URLSearchParams): Row[] {
  let result = [...rows];
  for (const [column, expression] of search) {
    if (RESERVED_PARAMS.has(column)) continue;
    const [, negated, operator, operand] = /^(not\.)?(\w+)\.(.*)$/.exec(expression) ?? [];
    const test = operator ? operators[operator] : undefined;
    if (!test || column.includes(".") || column === "or" || column === "and") {
      throw new Error(`Fake backend: filter ${column}=${expression} is not supported; answer with http() instead.`);
    }
    result = result.filter((row) => test(row[column], operand) !== Boolean(negated));
  }
  const order = search.get("order");
  if (order) {
    const keys = order.split(",").map((part) => part.split("."));
    result.sort((a, b) => {
      for (const [column, direction] of keys) {
        const sign = direction === "desc" ? -1 : 1;
        const left = a[column];
        const right = b[column];
        if (left === right) continue;
        return (
          (typeof left === "number" && typeof right === "number"
            ? left - right
            : String(left).localeCompare(String(right))) * sign
        );
      }
      return 0;
    });
  }
  const offset = Number(search.get("offset") ?? 0);
  const limit = search.has("limit") ? Number(search.get("limit")) : undefined;
  return result.slice(offset, limit === undefined ? undefined : offset + limit);
}

export function withoutPaging(search: URLSearchParams): URLSearchParams {
  const copy = new URLSearchParams(search);
  copy.delete("limit");
  copy.delete("offset");
  return copy;
}

/** Answers a read the way PostgREST does: an array, or one object (406 otherwise) when `.single()` asked for it. */
export function rowsReply(rows: Row[], request: RecordedRequest, total = rows.length): Reply {
  const headers: Record<string, string> = {};
  if (request.headers.get("prefer")?.includes("count=exact")) {
    headers["content-range"] = rows.length === 0 ? `*/${total}` : `0-${rows.length - 1}/${total}`;
  }
  if (request.method === "HEAD") return new Response(null, { status: 200, headers });
  const wantsObject = request.headers.get("accept")?.includes("vnd.pgrst.object") ?? false;
  if (!wantsObject) return json(rows, 200, headers);
  if (rows.length === 1) return json(rows[0]);
  return json(
    {
      code: "PGRST116",
      message: "JSON object requested, multiple (or no) rows returned",
      details: `The result contains ${rows.length} rows`,
      hint: null,
    },
    406,
  );
}
