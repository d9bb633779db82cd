import type { Context } from "hono";
import { restError } from "../errors/catalogue";
import { bodyArguments, bodyObject, bodyRow, bodyRows, jsonBody, listedColumns } from "./body";
import { mediaOf, profileOf, stripsNulls, type Media } from "./media";
import { preferencesOf, type PreferenceName, type Preferences } from "./prefer";
import { parseQuery } from "./query";
import type { Condition, ReadRequest, SelectItem } from "./query-terms";
import { parseSelect } from "./select";
import { applyRangeHeader } from "./range";

/**
 * Layer 1 of /rest/v1 (see docs/backend.md, "The REST layers"): everything the HTTP request says — path, query string,
 * Prefer, Range, Accept, body — read into one typed request, before any schema is looked at.
 */
interface Common {
  method: string;
  prefs: Preferences;
  media: Media;
  /** `nulls=stripped` in Accept: null values are left out of the returned objects. */
  stripNulls?: boolean;
  /** The schema named by Accept-Profile / Content-Profile; the first exposed one when undefined. */
  profile?: string;
}

export type RestRequest =
  | (Common & { action: "read"; table: string; query: ReadRequest })
  /** `query` still holds the arguments: which parameters are filters depends on the overload the planner picks. */
  | (Common & { action: "call"; fn: string; args: Record<string, unknown>; query: URLSearchParams; readOnly: boolean })
  | (Common & {
      action: "insert";
      table: string;
      rows: Record<string, unknown>[];
      columns?: string[];
      onConflict?: string[];
      select?: SelectItem[];
    })
  | (Common & {
      action: "put";
      table: string;
      row: Record<string, unknown>;
      columns?: string[];
      filters: Condition[];
      select?: SelectItem[];
    })
  | (Common & {
      action: "update";
      table: string;
      body: Record<string, unknown>;
      filters: Condition[];
      select?: SelectItem[];
    })
  | (Common & { action: "delete"; table: string; filters: Condition[]; select?: SelectItem[] });

export type MutationRequest = Extract<RestRequest, { action: "insert" | "put" | "update" | "delete" }>;

const searchParams = (c: Context) => new URL(c.req.url).searchParams;

function common(c: Context, honoured: PreferenceName[]): Common {
  return {
    method: c.req.method,
    profile: profileOf(c.req.method, (name) => c.req.header(name)),
    prefs: preferencesOf(c.req.header("prefer"), honoured),
    media: mediaOf(c.req.header("accept")),
    stripNulls: stripsNulls(c.req.header("accept")),
  };
}

/** GET/HEAD /:table */
export function readRequest(c: Context): RestRequest {
  const base = common(c, ["count", "tx"]);
  const query = applyRangeHeader(parseQuery(searchParams(c)), c.req.header("range"), c.req.header("range-unit"));
  return { ...base, action: "read", table: c.req.param("table")!, query };
}

/** GET/HEAD /rpc/:fn: query parameters named like an argument of any overload (`argNames`) are arguments. */
export function callGetRequest(c: Context, argNames: ReadonlySet<string>): RestRequest {
  const args: Record<string, string> = {};
  for (const [key, value] of searchParams(c)) if (argNames.has(key)) args[key] = value;
  return {
    ...common(c, ["count", "tx"]),
    action: "call",
    fn: c.req.param("fn")!,
    args,
    query: searchParams(c),
    readOnly: true,
  };
}

/** POST /rpc/:fn with its arguments as a JSON object. */
export async function callPostRequest(c: Context): Promise<RestRequest> {
  const args = bodyArguments(jsonBody(await c.req.text(), false));
  return {
    ...common(c, ["count", "tx", "max-affected"]),
    action: "call",
    fn: c.req.param("fn")!,
    args,
    query: searchParams(c),
    readOnly: false,
  };
}

/** The returned rows' `select`, read only when they are returned (`Prefer: return=representation`). */
function returnedSelect(c: Context, prefs: Preferences): SelectItem[] | undefined {
  return prefs.return === "representation" ? parseSelect(searchParams(c).get("select") ?? undefined) : undefined;
}

/** POST /:table: insert, or upsert with `Prefer: resolution=…` and `on_conflict`. */
export async function insertRequest(c: Context): Promise<RestRequest> {
  const base = common(c, ["return", "count", "tx", "resolution", "missing", "max-affected"]);
  const rows = bodyRows(jsonBody(await c.req.text()));
  const onConflict = c.req.query("on_conflict");
  return {
    ...base,
    action: "insert",
    table: c.req.param("table")!,
    rows,
    columns: listedColumns(c.req.query("columns")),
    onConflict: onConflict ? onConflict.split(",").map((s) => s.trim()) : undefined,
    select: returnedSelect(c, base.prefs),
  };
}

/** PUT /:table?pk=eq.… */
export async function putRequest(c: Context): Promise<RestRequest> {
  const base = common(c, ["return", "count", "tx"]);
  const filters = mutationFilters(c);
  const row = bodyRow(jsonBody(await c.req.text()));
  return {
    ...base,
    action: "put",
    table: c.req.param("table")!,
    row,
    columns: listedColumns(c.req.query("columns")),
    filters,
    select: returnedSelect(c, base.prefs),
  };
}

/** PATCH /:table?filters */
export async function updateRequest(c: Context): Promise<RestRequest> {
  const base = common(c, ["return", "count", "tx", "max-affected"]);
  const body = bodyObject(jsonBody(await c.req.text()));
  return {
    ...base,
    action: "update",
    table: c.req.param("table")!,
    body,
    filters: mutationFilters(c),
    select: returnedSelect(c, base.prefs),
  };
}

/** DELETE /:table?filters */
export function deleteRequest(c: Context): RestRequest {
  const base = common(c, ["return", "count", "tx", "max-affected"]);
  return {
    ...base,
    action: "delete",
    table: c.req.param("table")!,
    filters: mutationFilters(c),
    select: returnedSelect(c, base.prefs),
  };
}

/** The filters of a PATCH, PUT or DELETE; `limit`, `offset`, `order` and embedded filters are not supported there. */
function mutationFilters(c: Context): Condition[] {
  const params = new URLSearchParams(searchParams(c));
  // `select` there only shapes the returned rows; `columns` and `on_conflict` are read above.
  for (const name of ["select", "columns", "on_conflict"]) params.delete(name);
  const request = parseQuery(params);
  if (
    request.limit !== undefined ||
    request.offset !== undefined ||
    request.order.length > 0 ||
    request.embedded.size > 0
  ) {
    throw restError("PGRST100", {
      message: `"failed to parse query" (${c.req.method})`,
      details: "limit, offset, order and embedded filters are not supported on writes by this server",
    });
  }
  return request.filters;
}
