import { parseLogic, parseFilter } from "./filter";
import { columnPath, identifier, parseError, type NodeOptions, type OrderTerm, type ReadRequest } from "./query-terms";
import { parseSelect } from "./select";

export const RESERVED_PARAMS = new Set(["select", "order", "limit", "offset", "columns", "on_conflict", "apikey"]);

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
