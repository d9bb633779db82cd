import { contentApi, type ContentApi } from "../../server/src/content/api";

export type FakeTables = Record<string, Record<string, unknown>[]>;

/** A PostgREST filter of the query string (`column=op.value`) as a test on one row; undefined for what it ignores. */
function filterOf(column: string, raw: string): ((row: Record<string, unknown>) => boolean) | undefined {
  const dot = raw.indexOf(".");
  const [op, value] = [raw.slice(0, dot), raw.slice(dot + 1)];
  const text = (row: Record<string, unknown>) => (row[column] === null ? null : String(row[column]));
  if (op === "eq") return (row) => text(row) === value;
  if (op === "neq") return (row) => text(row) !== value;
  if (op === "is") return (row) => (value === "null" ? row[column] == null : String(row[column]) === value);
  if (op === "gt") return (row) => text(row) !== null && text(row)! > value;
  if (op === "in") {
    const list = value
      .slice(1, -1)
      .split(",")
      .map((item) => item.replace(/^"|"$/g, ""));
    return (row) => list.includes(text(row) ?? "");
  }
  return undefined;
}

/**
 * The content pages' API client (server/src/content/api.ts) over rows held in memory: each table answers its rows,
 * filtered by the request's eq/neq/is/gt/in filters and cut by its limit, as Row Level Security would already have
 * let anon see them; embedded resources are whatever the rows hold under their names. `requests` lists the paths and
 * query strings asked for. Order is the rows' own.
 */
export function fakeContentApi(tables: () => FakeTables): { api: ContentApi; requests: URL[] } {
  const requests: URL[] = [];
  const api = contentApi("http://api.test", "anon-key", async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(url);
    const table = url.pathname.replace(/^\/rest\/v1\//, "");
    let rows = tables()[table] ?? [];
    for (const [name, raw] of url.searchParams) {
      const test = ["select", "order", "limit", "offset"].includes(name) ? undefined : filterOf(name, raw);
      if (test) rows = rows.filter(test);
    }
    const limit = url.searchParams.get("limit");
    if (limit) rows = rows.slice(0, Number(limit));
    return new Response(JSON.stringify(rows), { status: 200, headers: { "content-type": "application/json" } });
  });
  return { api, requests };
}
