import { Hono, type Context } from "hono";
import type { Claims } from "../auth/jwt";
import type { Database, Queryable } from "../db/database";
import { isPlainObject, parseJsonText } from "../http/body";
import { RestError } from "../http/errors";
import { requestClaims } from "../http/api-key";
import type { JwtKeys } from "../auth/jwt";
import { toRestError } from "./errors";
import { limitsFromEnv } from "./limits";
import { applyRangeHeader } from "./range";
import { parseQuery, parseSelect, type Filter, type ReadRequest, type SelectItem } from "./parse";
import { preferencesOf, type Preferences } from "./prefer";
import type { SchemaCache, TableInfo } from "./schema";
import {
  Params,
  callSql,
  countPlan,
  deleteCte,
  functionOrThrow,
  functionTable,
  insertCtes,
  mutationSql,
  quoteIdent,
  readPlan,
  scalarCallSql,
  tableOrThrow,
  updateCte,
  type Conflict,
  type Format,
  type Limits,
  type Returning,
} from "./sql";

const OBJECT_MEDIA_TYPE = "application/vnd.pgrst.object+json";

type Env = { Variables: { claims: Claims } };

/** What the response will be, decided inside the transaction so that a failure (e.g. 406) rolls the work back. */
interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

/** Thrown out of the transaction to roll it back (`Prefer: tx=rollback`) while still answering `reply`. */
class RollbackWith {
  constructor(readonly reply: Reply) {}
}

interface Envelope {
  body: string | null;
  size: string | number;
  row_count: number;
  inserted?: number;
}

type Media = "json" | "object" | "csv";

/** The response format from `Accept`, as PostgREST negotiates it (unknown types only: 406 PGRST107). */
function mediaOf(c: Context): Media {
  const accept = c.req.header("accept");
  if (!accept) return "json";
  const types = accept.split(",").map((part) => part.split(";")[0].trim().toLowerCase());
  for (const type of types) {
    if (type === OBJECT_MEDIA_TYPE) return "object";
    if (type === "text/csv") return "csv";
    if (["application/json", "application/*", "*/*", "application/vnd.pgrst.array+json"].includes(type)) return "json";
  }
  throw new RestError(406, "PGRST107", `None of these media types are available: ${accept}`, null, null);
}

function checkProfile(c: Context) {
  const profile = c.req.header("accept-profile") ?? c.req.header("content-profile");
  if (profile && profile !== "public") {
    throw new RestError(406, "PGRST106", "Invalid schema: " + profile, null, "Only the following schemas are exposed: public");
  }
}

/**
 * Runs `work` in one transaction as the caller's role with its claims, so Row Level Security decides. Each
 * statement stops at the role's timeout (57014), and the query is cancelled when the client disconnects.
 */
function asCaller<T>(c: Context<{ Variables: { claims: Claims } }>, db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const claims = c.get("claims");
  return db.transaction(
    async (tx) => {
      await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
        claims.role,
        JSON.stringify(claims),
      ]);
      return work(tx);
    },
    { signal: c.req.raw.signal, timeoutMs: db.timeoutFor(claims.role), role: claims.role },
  );
}

/** A body the limit refused to send. */
function tooLarge(envelope: Envelope, limits: Limits): RestError {
  return new RestError(
    400,
    "54000",
    "Response too large",
    `The response would be ${envelope.size} bytes; this server sends at most ${limits.maxResponseBytes}.`,
    "Select fewer columns, or fewer rows with filters and limit.",
  );
}

/** `Accept: application/vnd.pgrst.object+json` needs exactly one row: 406 PGRST116 otherwise. */
function checkSingular(envelope: Envelope, media: Media) {
  if (media === "object" && envelope.row_count !== 1) {
    throw new RestError(406, "PGRST116", "JSON object requested, multiple (or no) rows returned", `The result contains ${envelope.row_count} rows`, null);
  }
}

/** Turns an envelope into the body for the negotiated media type. */
function shapeBody(envelope: Envelope, media: Media, keys: string[], limits: Limits): { body: string; contentType: string } {
  if (envelope.body === null) throw tooLarge(envelope, limits);
  checkSingular(envelope, media);
  if (media === "object") {
    return { body: envelope.body.slice(1, -1).trim(), contentType: `${OBJECT_MEDIA_TYPE}; charset=utf-8` };
  }
  if (media === "csv") {
    const header = keys.join(",");
    return { body: envelope.row_count === 0 ? header : `${header}\n${envelope.body}`, contentType: "text/csv; charset=utf-8" };
  }
  return { body: envelope.body, contentType: "application/json; charset=utf-8" };
}

function contentRange(offset: number, rows: number, total: number | undefined): string {
  const range = rows === 0 ? "*" : `${offset}-${offset + rows - 1}`;
  return `${range}/${total ?? "*"}`;
}

/** The request body as JSON, or PostgREST's 400 PGRST102 (also for JSON nested deeper than the server accepts). */
async function jsonBody(c: Context, required = true): Promise<unknown> {
  const parsed = parseJsonText(await c.req.text());
  if (parsed.ok) return parsed.value;
  if (parsed.reason === "empty" && !required) return undefined;
  if (parsed.reason === "too_deep") {
    throw new RestError(400, "PGRST102", "Empty or invalid json", "The JSON body is nested too deeply", null);
  }
  throw new RestError(400, "PGRST102", "Empty or invalid json", null, null);
}

function checkColumns(table: TableInfo, columns: string[]) {
  for (const column of columns) {
    if (!table.columns.has(column)) {
      throw new RestError(400, "PGRST204", `Could not find the '${column}' column of '${table.name}' in the schema cache`, null, null);
    }
  }
}

/** Body columns: `?columns=a,b` when given (other keys ignored), else every key of every row. */
function bodyColumns(c: Context, table: TableInfo, rows: Record<string, unknown>[]): string[] {
  const listed = c.req.query("columns");
  if (listed !== undefined) {
    const columns = listed.split(",").map((s) => s.trim().replace(/^"(.*)"$/, "$1")).filter(Boolean);
    checkColumns(table, columns);
    return columns;
  }
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  checkColumns(table, [...columns]);
  return [...columns];
}

const searchParams = (c: Context) => new URL(c.req.url).searchParams;

export function restRoutes(deps: { db: Database; keys: JwtKeys; schema: () => SchemaCache; limits?: Partial<Limits> }) {
  const app = new Hono<Env>();
  const { db } = deps;
  const limits: Limits = { ...limitsFromEnv(), ...deps.limits };

  app.use("*", async (c, next) => {
    const claims = await requestClaims(c, deps.keys, "rest");
    if (claims instanceof Response) return claims;
    c.set("claims", claims);
    await next();
  });

  app.onError((error, c) => {
    const role = c.get("claims")?.role ?? "anon";
    const rest = toRestError(error, role);
    if (!rest) throw error;
    return c.json(rest.body(), rest.status);
  });

  /**
   * Runs the request's work in one transaction as the caller, then answers. Everything is decided inside the
   * transaction, so an error (a 406, a row limit…) rolls back what the request did; `Prefer: tx=rollback` rolls back a
   * successful one too.
   */
  async function transact(c: Context<Env>, prefs: Preferences, readOnly: boolean, work: (tx: Queryable) => Promise<Reply>) {
    let reply: Reply;
    try {
      reply = await asCaller(c, db, async (tx) => {
        if (readOnly) await tx.query("set transaction read only");
        const result = await work(tx);
        if (prefs.tx === "rollback") throw new RollbackWith(result);
        return result;
      });
    } catch (error) {
      if (!(error instanceof RollbackWith)) throw error;
      reply = error.reply;
    }
    const applied = prefs.applied();
    if (applied) reply.headers["Preference-Applied"] = applied;
    const body = c.req.method === "HEAD" ? null : reply.body;
    return new Response(body, { status: reply.status, headers: reply.headers });
  }

  async function countRows(tx: Queryable, prefs: Preferences, countSql: string, params: Params, planSql: string): Promise<number | undefined> {
    if (!prefs.count) return undefined;
    if (prefs.count === "exact") return (await tx.query<{ total: number }>(countSql, params.values)).rows[0].total;
    const planned = await plannedRows(tx, planSql, params);
    if (prefs.count === "planned") return planned;
    // estimated: exact while small, the planner's estimate past the row limit (PostgREST's rule).
    if (planned > limits.maxRows) return planned;
    return (await tx.query<{ total: number }>(countSql, params.values)).rows[0].total;
  }

  async function plannedRows(tx: Queryable, sql: string, params: Params): Promise<number> {
    const { rows } = await tx.query<{ "QUERY PLAN": unknown }>(`explain (format json) ${sql}`, params.values);
    const plan = rows[0]["QUERY PLAN"];
    const parsed = (typeof plan === "string" ? JSON.parse(plan) : plan) as { Plan: { "Plan Rows": number } }[];
    return Math.round(parsed[0].Plan["Plan Rows"]);
  }

  /** GET/HEAD on a table, or on the rows a function returns (`fromOf` binds the call's arguments first). */
  async function readRows(c: Context<Env>, table: TableInfo, fromOf: (params: Params) => string, request: ReadRequest, prefs: Preferences, readOnly: boolean, singleRow = false) {
    const media = singleRow && mediaOf(c) === "json" ? "object" : mediaOf(c);
    const params = new Params();
    const plan = readPlan(deps.schema(), table, fromOf(params), request, params, limits, media === "csv" ? "csv" : "json");
    const countParams = new Params();
    const counting = countPlan(deps.schema(), table, fromOf(countParams), request, countParams, limits);
    return transact(c, prefs, readOnly, async (tx) => {
      const envelope = (await tx.query<Envelope>(plan.sql, params.values)).rows[0];
      const total = await countRows(tx, prefs, counting.count, countParams, counting.rows);
      const { body, contentType } = shapeBody(envelope, media, plan.keys, limits);
      const status = total !== undefined && envelope.row_count === 0 && (request.offset ?? 0) > total ? 416 : 200;
      if (status === 416) {
        throw new RestError(416, "PGRST103", "Requested range not satisfiable", `An offset of ${request.offset} was requested, but there are only ${total} rows.`, null);
      }
      return {
        status,
        headers: { "Content-Type": contentType, "Content-Range": contentRange(request.offset ?? 0, envelope.row_count, total) },
        body,
      };
    });
  }

  // ─── Functions ─────────────────────────────────────────────────────────────────────────────────────────────
  async function callFunction(c: Context<Env>, args: Record<string, unknown>, query: URLSearchParams, readOnly: boolean) {
    checkProfile(c);
    const prefs = preferencesOf(c, ["count", "tx"]);
    const schema = deps.schema();
    const fn = functionOrThrow(schema, c.req.param("fn")!, args);
    const request = parseQuery(query, new Set(fn.argNames));
    if (fn.returnsSet || fn.returnsRows) {
      return readRows(c, functionTable(schema, fn), (params) => callSql(fn, args, params), request, prefs, readOnly, !fn.returnsSet);
    }
    const callParams = new Params();
    const call = callSql(fn, args, callParams);
    return transact(c, prefs, readOnly, async (tx) => {
      if (fn.returnsVoid) {
        await tx.query(`select ${call}`, callParams.values);
        return { status: 204, headers: {}, body: null } as Reply;
      }
      const envelope = (await tx.query<Envelope>(scalarCallSql(call, limits), callParams.values)).rows[0];
      if (envelope.body === null) throw tooLarge(envelope, limits);
      return { status: 200, headers: { "Content-Type": "application/json; charset=utf-8" }, body: envelope.body };
    });
  }

  app.post("/rpc/:fn", async (c) => {
    const raw = (await jsonBody(c, false)) ?? {};
    if (!isPlainObject(raw)) throw new RestError(400, "PGRST102", "Empty or invalid json", "RPC arguments must be a JSON object", null);
    return callFunction(c, raw, searchParams(c), false);
  });

  const rpcGet = async (c: Context<Env>) => {
    // Query parameters named like an argument of any overload are arguments; the others are filters.
    const argNames = new Set((deps.schema().functions.get(c.req.param("fn")!) ?? []).flatMap((fn) => fn.argNames));
    const args: Record<string, string> = {};
    for (const [key, value] of searchParams(c)) if (argNames.has(key)) args[key] = value;
    return callFunction(c, args, searchParams(c), true);
  };
  app.get("/rpc/:fn", rpcGet);
  app.on("HEAD", "/rpc/:fn", rpcGet);

  // ─── Tables ────────────────────────────────────────────────────────────────────────────────────────────────
  const read = async (c: Context<Env>) => {
    checkProfile(c);
    const table = tableOrThrow(deps.schema(), c.req.param("table")!);
    const request = applyRangeHeader(parseQuery(searchParams(c)), c.req.header("range"), c.req.header("range-unit"));
    return readRows(c, table, () => `public.${quoteIdent(table.name)}`, request, preferencesOf(c, ["count", "tx"]), true);
  };
  app.get("/:table", read);
  app.on("HEAD", "/:table", read);

  /** The rows changed by a mutation, shaped as the client asked (`Prefer: return=…`, `select`, `Accept`). */
  async function mutate(
    c: Context<Env>,
    prefs: Preferences,
    table: TableInfo,
    buildCtes: (params: Params, returning: Returning) => string,
    statusOf: (envelope: Envelope, representation: boolean) => number,
    options: { mergeTarget?: string[]; location?: boolean } = {},
  ) {
    const media = mediaOf(c);
    const representation = prefs.return === "representation";
    const returning: Returning = representation ? "all" : prefs.return === "headers-only" && options.location ? "key" : "nothing";
    const select: SelectItem[] | undefined = representation ? parseSelect(searchParams(c).get("select") ?? undefined) : undefined;
    const params = new Params();
    const ctes = buildCtes(params, returning);
    const format: Format = media === "csv" ? "csv" : "json";
    const { sql, keys } = mutationSql(deps.schema(), table, ctes, select, returning, params, limits, format, representation ? options.mergeTarget : undefined);
    return transact(c, prefs, false, async (tx) => {
      const envelope = (await tx.query<Envelope>(sql, params.values)).rows[0];
      if (prefs.maxAffected !== undefined && prefs.handling === "strict" && envelope.row_count > prefs.maxAffected) {
        throw new RestError(400, "PGRST124", "Query result exceeds max-affected preference constraint", `The query affects ${envelope.row_count} rows`, null);
      }
      const total = prefs.count ? envelope.row_count : undefined;
      const headers: Record<string, string> = {
        "Content-Range": c.req.method === "POST" ? `*/${total ?? "*"}` : contentRange(0, envelope.row_count, total),
      };
      if (returning === "key") {
        const location = locationOf(table, envelope);
        if (location) headers.Location = location;
      }
      const status = statusOf(envelope, representation);
      if (!representation) {
        checkSingular(envelope, media);
        return { status, headers, body: null };
      }
      const { body, contentType } = shapeBody(envelope, media, keys, limits);
      headers["Content-Type"] = contentType;
      return { status, headers, body };
    });
  }

  /** `Location: /table?pk=eq.value` for the single row a POST created (`Prefer: return=headers-only`). */
  function locationOf(table: TableInfo, envelope: Envelope): string | undefined {
    if (envelope.row_count !== 1 || !envelope.body || table.primaryKey.length === 0) return undefined;
    const row = (JSON.parse(envelope.body) as Record<string, unknown>[])[0];
    const query = table.primaryKey.map((k) => `${k}=eq.${encodeURIComponent(String(row[k]))}`).join("&");
    return `/${table.name}?${query}`;
  }

  app.post("/:table", async (c) => {
    checkProfile(c);
    const prefs = preferencesOf(c, ["return", "count", "tx", "resolution", "missing", "max-affected"]);
    const table = tableOrThrow(deps.schema(), c.req.param("table"));
    const body = await jsonBody(c);
    const rows = Array.isArray(body) ? body : [body];
    if (!rows.every(isPlainObject)) throw new RestError(400, "PGRST102", "All object keys must match", null, null);
    const columns = bodyColumns(c, table, rows);
    const conflict = conflictOf(c, table, prefs);
    return mutate(
      c,
      prefs,
      table,
      (params, returning) => insertCtes(table, rows, columns, prefs.missing === "default", params, returning, conflict),
      // An upsert that only updated existing rows answers 200, as PostgREST does.
      (envelope, representation) => (conflict?.resolution === "merge" && representation && envelope.row_count > 0 && envelope.inserted === 0 ? 200 : 201),
      { mergeTarget: conflict?.resolution === "merge" ? conflict.target : undefined, location: true },
    );
  });

  /** PUT: an upsert of the one row the URL names by its whole primary key. */
  app.put("/:table", async (c) => {
    checkProfile(c);
    const prefs = preferencesOf(c, ["return", "count", "tx"]);
    const table = tableOrThrow(deps.schema(), c.req.param("table"));
    const filters = mutationFilters(c);
    const eqs = filters.filter((f): f is Filter => f.kind === "filter" && f.operator === "eq" && !f.negated);
    const keyFilters = new Map(eqs.map((f) => [f.column, f.value as string]));
    if (table.primaryKey.length === 0 || eqs.length !== filters.length || keyFilters.size !== eqs.length
      || table.primaryKey.length !== keyFilters.size || !table.primaryKey.every((k) => keyFilters.has(k))) {
      throw new RestError(405, "PGRST105", "Filters must include all and only primary key columns with 'eq' operators", null, null);
    }
    const body = await jsonBody(c);
    const rows = Array.isArray(body) ? body : [body];
    if (rows.length !== 1 || !isPlainObject(rows[0])) {
      throw new RestError(400, "PGRST102", "Empty or invalid json", "PUT expects a single JSON object", null);
    }
    const row = rows[0];
    if (!table.primaryKey.every((k) => k in row && String(row[k]) === keyFilters.get(k))) {
      throw new RestError(400, "PGRST115", "Payload values do not match URL in primary key column(s)", null, null);
    }
    const columns = bodyColumns(c, table, [row]);
    return mutate(
      c,
      prefs,
      table,
      (params, returning) => insertCtes(table, [row], columns, false, params, returning, { resolution: "merge", target: table.primaryKey }),
      (_envelope, representation) => (representation ? 200 : 204),
    );
  });

  app.patch("/:table", async (c) => {
    checkProfile(c);
    const prefs = preferencesOf(c, ["return", "count", "tx", "max-affected"]);
    const table = tableOrThrow(deps.schema(), c.req.param("table"));
    const body = await jsonBody(c);
    if (!isPlainObject(body)) throw new RestError(400, "PGRST102", "Empty or invalid json", "PATCH expects one JSON object", null);
    const columns = Object.keys(body);
    checkColumns(table, columns);
    const filters = mutationFilters(c);
    if (columns.length === 0) {
      // Nothing to change: PostgREST answers without touching a row.
      const representation = prefs.return === "representation";
      const headers = { "Content-Range": "*/*", "Content-Type": "application/json; charset=utf-8" };
      return representation ? c.body("[]", 200, headers) : c.body(null, 204, headers);
    }
    return mutate(c, prefs, table, (params, returning) => updateCte(table, columns, filters, params, body, returning), (_e, representation) => (representation ? 200 : 204));
  });

  app.delete("/:table", async (c) => {
    checkProfile(c);
    const prefs = preferencesOf(c, ["return", "count", "tx", "max-affected"]);
    const table = tableOrThrow(deps.schema(), c.req.param("table"));
    const filters = mutationFilters(c);
    return mutate(c, prefs, table, (params, returning) => deleteCte(table, filters, params, returning), (_e, representation) => (representation ? 200 : 204));
  });

  app.all("/rpc/:fn", (c) => c.json(new RestError(405, "PGRST117", `Unsupported HTTP method: ${c.req.method}`).body(), 405));
  app.all("/:table", (c) => c.json(new RestError(405, "PGRST117", `Unsupported HTTP method: ${c.req.method}`).body(), 405));
  app.all("*", (c) => c.json(new RestError(404, "PGRST125", `Invalid path specified in request URL`).body(), 404));
  return app;
}

/** `on_conflict` and `Prefer: resolution=…` of a POST: the upsert's conflict target (default: the primary key). */
function conflictOf(c: Context, table: TableInfo, prefs: Preferences): Conflict | undefined {
  if (!prefs.resolution) return undefined;
  const onConflict = c.req.query("on_conflict");
  const target = onConflict ? onConflict.split(",").map((s) => s.trim()) : table.primaryKey;
  if (target.length === 0) {
    throw new RestError(400, "PGRST100", "Upsert needs a conflict target", `'${table.name}' has no primary key: name the unique columns with on_conflict`, null);
  }
  checkColumns(table, target);
  return { resolution: prefs.resolution === "merge-duplicates" ? "merge" : "ignore", target };
}

/** Mutations take filters from the query string; `select` there only shapes the returned rows. */
function filterParams(c: Context): URLSearchParams {
  const params = new URLSearchParams(new URL(c.req.url).searchParams);
  params.delete("select");
  params.delete("columns");
  params.delete("on_conflict");
  return params;
}

/** The filters of a PATCH, PUT or DELETE; `limit`, `offset`, `order` and embedded filters are not supported there. */
function mutationFilters(c: Context) {
  const request = parseQuery(filterParams(c));
  if (request.limit !== undefined || request.offset !== undefined || request.order.length > 0 || request.embedded.size > 0) {
    throw new RestError(400, "PGRST100", `"failed to parse query" (${c.req.method})`, "limit, offset, order and embedded filters are not supported on writes by this server", null);
  }
  return request.filters;
}
