import { Hono, type Context } from "hono";
import type { Claims } from "../auth/jwt";
import type { Database, Queryable } from "../db/database";
import { isPlainObject, readJson } from "../http/body";
import { RestError } from "../http/errors";
import { requestClaims } from "../http/api-key";
import type { JwtKeys } from "../auth/jwt";
import { toRestError } from "./errors";
import { parseQuery, parseSelect, type SelectItem } from "./parse";
import type { SchemaCache } from "./schema";
import {
  Params,
  countSql,
  deleteStatement,
  functionOrThrow,
  rpcSql,
  insertStatement,
  mutationSql,
  readSql,
  tableOrThrow,
  updateStatement,
} from "./sql";

const OBJECT_MEDIA_TYPE = "application/vnd.pgrst.object+json";

interface Preferences {
  representation: boolean;
  countExact: boolean;
}

function preferences(c: Context): Preferences {
  const values = (c.req.header("prefer") ?? "").split(",").map((p) => p.trim().toLowerCase());
  return { representation: values.includes("return=representation"), countExact: values.includes("count=exact") };
}

function checkProfile(c: Context) {
  const profile = c.req.header("accept-profile") ?? c.req.header("content-profile");
  if (profile && profile !== "public") {
    throw new RestError(406, "PGRST106", "The schema must be one of the following: public", null, null);
  }
}

interface Envelope {
  body: string;
  row_count: number;
  single: string | null;
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

function respond(c: Context, status: number, envelope: Envelope | undefined, offset = 0, total?: number) {
  const wantsObject = (c.req.header("accept") ?? "").includes(OBJECT_MEDIA_TYPE);
  const count = envelope?.row_count ?? 0;
  const range = count === 0 ? "*" : `${offset}-${offset + count - 1}`;
  c.header("Content-Range", `${range}/${total ?? "*"}`);
  if (!envelope) return c.body(null, status as 201);
  if (wantsObject) {
    if (count !== 1) {
      throw new RestError(406, "PGRST116", "JSON object requested, multiple (or no) rows returned", `The result contains ${count} rows`, null);
    }
    c.header("Content-Type", `${OBJECT_MEDIA_TYPE}; charset=utf-8`);
    if (c.req.method === "HEAD") return c.body(null, status as 200);
    return c.body(envelope.single ?? "", status as 200);
  }
  c.header("Content-Type", "application/json; charset=utf-8");
  if (c.req.method === "HEAD") return c.body(null, status as 200);
  return c.body(envelope.body, status as 200);
}

async function jsonBody(c: Context): Promise<unknown> {
  const body = await readJson(c);
  if (body === undefined) throw new RestError(400, "PGRST102", "Empty or invalid json", null, null);
  return body;
}

function bodyColumns(rows: Record<string, unknown>[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  return [...columns];
}

function checkColumns(schemaTable: { name: string; columns: Map<string, unknown> }, columns: string[]) {
  for (const column of columns) {
    if (!schemaTable.columns.has(column)) {
      throw new RestError(400, "PGRST204", `Could not find the '${column}' column of '${schemaTable.name}' in the schema cache`, null, null);
    }
  }
}

export function restRoutes(deps: { db: Database; keys: JwtKeys; schema: () => SchemaCache }) {
  const app = new Hono<{ Variables: { claims: Claims } }>();
  const { db } = deps;

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

  app.post("/rpc/:fn", async (c) => {
    checkProfile(c);
    const raw = (await readJson(c)) ?? {};
    if (!isPlainObject(raw)) throw new RestError(400, "PGRST102", "Empty or invalid json", "RPC arguments must be a JSON object", null);
    const fn = functionOrThrow(deps.schema(), c.req.param("fn"), raw);
    const params = new Params();
    const sql = rpcSql(fn, raw, params);
    const envelope = await asCaller(c, db, async (tx) => (await tx.query<Envelope>(sql, params.values)).rows[0]);
    if (fn.returnsVoid) return c.body(null, 204);
    if (!fn.returnsSet && !fn.returnsRows) {
      c.header("Content-Type", "application/json; charset=utf-8");
      return c.body(envelope.body, 200);
    }
    return respond(c, 200, envelope);
  });

  const read = async (c: Context<{ Variables: { claims: Claims } }>) => {
    checkProfile(c);
    const table = tableOrThrow(deps.schema(), c.req.param("table")!);
    const request = parseQuery(new URL(c.req.url).searchParams);
    const { countExact } = preferences(c);
    const result = await asCaller(c, db, async (tx) => {
      const params = new Params();
      const envelope = (await tx.query<Envelope>(readSql(deps.schema(), table, request, params), params.values)).rows[0];
      let total: number | undefined;
      if (countExact) {
        const countParams = new Params();
        total = (await tx.query<{ total: number }>(countSql(table, request, countParams), countParams.values)).rows[0].total;
      }
      return { envelope, total };
    });
    return respond(c, 200, result.envelope, request.offset ?? 0, result.total);
  };

  app.get("/:table", read);
  app.on("HEAD", "/:table", read);

  app.post("/:table", async (c) => {
    checkProfile(c);
    const schema = deps.schema();
    const table = tableOrThrow(schema, c.req.param("table"));
    const body = await jsonBody(c);
    const rows = Array.isArray(body) ? body : [body];
    if (!rows.every(isPlainObject)) throw new RestError(400, "PGRST102", "All object keys must match", null, null);
    const columns = bodyColumns(rows);
    checkColumns(table, columns);
    const select = representation(c);
    const params = new Params();
    const sql = mutationSql(schema, table, insertStatement(table, columns, params, rows), select);
    const envelope = await asCaller(c, db, async (tx) => (await tx.query<Envelope>(sql, params.values)).rows[0]);
    return respond(c, 201, select ? envelope : undefined);
  });

  app.patch("/:table", async (c) => {
    checkProfile(c);
    const schema = deps.schema();
    const table = tableOrThrow(schema, c.req.param("table"));
    const body = await jsonBody(c);
    if (!isPlainObject(body)) throw new RestError(400, "PGRST102", "Empty or invalid json", "PATCH expects one JSON object", null);
    const columns = Object.keys(body);
    checkColumns(table, columns);
    const { filters } = parseQuery(filterParams(c));
    const select = representation(c);
    if (columns.length === 0) return respond(c, select ? 200 : 204, select ? { body: "[]", row_count: 0, single: null } : undefined);
    const params = new Params();
    const sql = mutationSql(schema, table, updateStatement(table, columns, filters, params, body), select);
    const envelope = await asCaller(c, db, async (tx) => (await tx.query<Envelope>(sql, params.values)).rows[0]);
    return respond(c, select ? 200 : 204, select ? envelope : undefined);
  });

  app.delete("/:table", async (c) => {
    checkProfile(c);
    const schema = deps.schema();
    const table = tableOrThrow(schema, c.req.param("table"));
    const { filters } = parseQuery(filterParams(c));
    const select = representation(c);
    const params = new Params();
    const sql = mutationSql(schema, table, deleteStatement(table, filters, params), select);
    const envelope = await asCaller(c, db, async (tx) => (await tx.query<Envelope>(sql, params.values)).rows[0]);
    return respond(c, select ? 200 : 204, select ? envelope : undefined);
  });

  app.all("*", (c) => c.json(new RestError(405, "PGRST117", `Unsupported HTTP method: ${c.req.method}`).body(), 405));
  return app;
}

/** With `Prefer: return=representation`, the select list of the returned rows (default `*`). */
function representation(c: Context): SelectItem[] | undefined {
  if (!preferences(c).representation) return undefined;
  return parseSelect(new URL(c.req.url).searchParams.get("select") ?? undefined);
}

/** Mutations take filters from the query string; `select` there only shapes the returned rows. */
function filterParams(c: Context): URLSearchParams {
  const params = new URLSearchParams(new URL(c.req.url).searchParams);
  params.delete("select");
  return params;
}
