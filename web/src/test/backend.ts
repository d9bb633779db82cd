/**
 * The one fake backend of the front-end tests. It replaces `fetch`, so the app's real supabase-js client (and
 * anything else that calls the network) talks to it over HTTP exactly as it talks to the real server:
 * /runtime-config.json, /rest/v1 (PostgREST), /rpc, /auth/v1 (GoTrue), /functions/v1 and /storage/v1.
 *
 * A test lists the answers it needs with the handler builders below (`restGet("formations", rows)`,
 * `rpc("name", result)`, `fn("enrol", body, 409)`…). A request nobody answers fails the test, and every request
 * is recorded in `backend.requests` for the few tests whose point is what was sent.
 *
 * Why not MSW: MSW 3 needs Node 22 and MSW 2 has an install script (decision 0925). The handler shape is MSW's, so
 * moving to it later is mechanical.
 */
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";

export const BACKEND_URL = "http://backend.test";
export const ANON_KEY = "test-anon-key";
/** Where supabase-js keeps the session for BACKEND_URL (sb-<first label of the host>-auth-token). */
export const SESSION_STORAGE_KEY = "sb-backend-auth-token";

export interface RecordedRequest {
  method: string;
  /** Path without the origin, e.g. /rest/v1/formations. */
  path: string;
  search: URLSearchParams;
  headers: Headers;
  /** Parsed JSON body, the raw text when it is not JSON, FormData/Blob as sent, or undefined. */
  body: unknown;
}

export type Reply = Response | { status?: number; body?: unknown; headers?: Record<string, string> };
export type Resolver = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface Handler {
  method: string;
  /** Matches the request's path exactly, or by RegExp. */
  path: string | RegExp;
  resolve: Resolver;
  /** How many times it may answer (Infinity by default); used up handlers are skipped. */
  times: number;
}

export function http(method: string, path: string | RegExp, resolve: Resolver, times = Infinity): Handler {
  return { method: method.toUpperCase(), path, resolve, times };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  const text = body === undefined ? null : JSON.stringify(body);
  return new Response(status === 204 ? null : text, {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

/** A PostgREST error body, as supabase-js turns it into `{ error }`. */
export function postgrestError(message: string, code = "P0001", status = 400): Response {
  return json({ message, code, details: null, hint: null }, status);
}

type Row = Record<string, unknown>;

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

function withoutPaging(search: URLSearchParams): URLSearchParams {
  const copy = new URLSearchParams(search);
  copy.delete("limit");
  copy.delete("offset");
  return copy;
}

/** Answers a read the way PostgREST does: an array, or one object (406 otherwise) when `.single()` asked for it. */
function rowsReply(rows: Row[], request: RecordedRequest, total = rows.length): Reply {
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

const tablePath = (table: string) => `/rest/v1/${table}`;

/**
 * GET /rest/v1/<table>: `rows` filtered, ordered and limited by the request, like the database would. Pass a
 * function to answer with the table's current state in a test that also changes it.
 */
export function restGet(table: string, rows: readonly Row[] | (() => readonly Row[])): Handler {
  return http("GET", tablePath(table), (request) => {
    const all = typeof rows === "function" ? rows() : rows;
    const unpaged = applyQuery(all, withoutPaging(request.search));
    return rowsReply(applyQuery(all, request.search), request, unpaged.length);
  });
}

/** POST /rest/v1/<table>: answers with `returned` (the inserted rows when the app asked for them). */
export function restInsert(table: string, returned: unknown = null, status = 201): Handler {
  return http("POST", tablePath(table), (request) =>
    returned === null ? { status } : rowsReply(arrayOf(returned), request),
  );
}

/** PATCH /rest/v1/<table>: answers with `returned` (the updated rows), or an error Response. */
export function restUpdate(table: string, returned: unknown = null, status = 200): Handler {
  return http("PATCH", tablePath(table), (request) =>
    returned instanceof Response
      ? returned
      : returned === null
        ? { status: 204 }
        : status >= 400
          ? json(returned, status)
          : rowsReply(arrayOf(returned), request),
  );
}

/** DELETE /rest/v1/<table>. */
export function restDelete(table: string, status = 204): Handler {
  return http("DELETE", tablePath(table), () => ({ status }));
}

function arrayOf(value: unknown): Row[] {
  return (Array.isArray(value) ? value : [value]) as Row[];
}

/** POST (or GET) /rest/v1/rpc/<name>: `result` as JSON, or an error when status >= 400. */
export function rpc(name: string, result: unknown, status = 200): Handler {
  return http("POST", `/rest/v1/rpc/${name}`, () => json(result, status));
}

/**
 * POST /rest/v1/rpc/<name> of a set-returning function: `rows` are what the database returns to the signed-in caller,
 * filtered and ordered by the request as PostgREST does (`.rpc(name).eq(...)`), like restGet.
 */
export function rpcRows(name: string, rows: readonly Row[] | (() => readonly Row[])): Handler {
  return http("POST", `/rest/v1/rpc/${name}`, (request) =>
    rowsReply(applyQuery(typeof rows === "function" ? rows() : rows, request.search), request),
  );
}

/** POST /functions/v1/<name> (an edge function / server endpoint). */
export function fn(name: string, body: unknown, status = 200): Handler {
  return http("POST", `/functions/v1/${name}`, () => json(body, status));
}

/** Any request to /storage/v1/object/<bucket>/… (an upload by default). */
export function storageUpload(bucket: string, status = 200, method = "POST"): Handler {
  return http(method, new RegExp(`^/storage/v1/object/${bucket}/`), (request) =>
    status >= 400
      ? json({ statusCode: String(status), error: "Error", message: "Upload refusé" }, status)
      : json({ Key: `${bucket}/${request.path.split("/").pop()}` }, status),
  );
}

/** Any other path: GET/POST on the site itself, e.g. /forms/contact. */
export function site(method: string, path: string, body: unknown, status = 200): Handler {
  return http(method, path, () => json(body, status));
}

const runtimeConfig = http("GET", "/runtime-config.json", () =>
  json({ supabaseUrl: BACKEND_URL, supabaseAnonKey: ANON_KEY }),
);

/**
 * Negotiated prices (decision 1002), asked by the payment dialog and « Mes formations » whatever the test is about:
 * by default no rule (no breakdown) and no instalment plan; a test about them answers its own.
 */
const pricingDefaults = [
  http("POST", "/rest/v1/rpc/price_preview", () => json(null)),
  http("GET", "/rest/v1/enrollment_instalments", () => json([])),
  http("POST", "/rest/v1/rpc/session_unit_price", () => json(null)),
];

/** « Mon calendrier » (decision 1020) in « Mon profil » and the trainer's calendar: by default no link yet. */
const calendarDefaults = [http("POST", "/rest/v1/rpc/calendar_feed_created_at", () => json(null))];

/** The CGV accepted before paying (decision 1030): recorded by the payment dialog whatever the test is about. */
const termsDefaults = [http("POST", "/rest/v1/rpc/accept_sale_terms", () => json(null))];

async function readBody(request: Request): Promise<unknown> {
  if (request.method === "GET" || request.method === "HEAD") return undefined;
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("multipart/form-data")) return request.clone().formData();
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toResponse(reply: Reply): Response {
  if (reply instanceof Response) return reply;
  const status = reply.status ?? 200;
  return reply.body === undefined
    ? new Response(null, { status, headers: reply.headers })
    : json(reply.body, status, reply.headers);
}

class FakeBackend {
  readonly requests: RecordedRequest[] = [];
  private handlers: Handler[] = [];
  private fallbacks: Handler[] = [];
  private unhandled: string[] = [];

  /** Adds answers; the latest added for a path wins, so a test can override a default from its beforeEach. */
  use(...handlers: Handler[]): this {
    this.handlers.unshift(...handlers);
    return this;
  }

  /** Answers used only when no handler of the test matches (the harness's defaults, e.g. the profile). */
  fallback(...handlers: Handler[]): this {
    this.fallbacks.unshift(...handlers);
    return this;
  }

  /** The requests made to `path` (exact, or by RegExp), optionally with one method. */
  requestsTo(path: string | RegExp, method?: string): RecordedRequest[] {
    return this.requests.filter(
      (request) => matches(path, request.path) && (!method || request.method === method.toUpperCase()),
    );
  }

  /** Forgets requests and handlers, keeping only the runtime configuration's answer. */
  reset(): void {
    this.requests.length = 0;
    this.handlers = [];
    this.fallbacks = [runtimeConfig, ...pricingDefaults, ...calendarDefaults, ...termsDefaults];
    this.unhandled = [];
  }

  takeUnhandled(): string[] {
    const list = this.unhandled;
    this.unhandled = [];
    return list;
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const base = typeof window === "undefined" ? "http://localhost" : window.location.origin;
    const raw = input instanceof Request ? input : new Request(new URL(String(input), base), init);
    const request = init && input instanceof Request ? new Request(raw, init) : raw;
    const url = new URL(request.url);
    const recorded: RecordedRequest = {
      method: request.method.toUpperCase(),
      path: url.pathname,
      search: url.searchParams,
      headers: request.headers,
      body: await readBody(request),
    };
    this.requests.push(recorded);
    // A HEAD (supabase-js's `{ head: true }` count) is answered by the GET handler, as PostgREST does.
    const method = recorded.method === "HEAD" ? "GET" : recorded.method;
    const handler = [...this.handlers, ...this.fallbacks].find(
      (candidate) => candidate.times > 0 && candidate.method === method && matches(candidate.path, recorded.path),
    );
    if (!handler) {
      const line = `${recorded.method} ${url.pathname}${url.search}`;
      this.unhandled.push(line);
      return json({ message: `Fake backend: no handler for ${line}` }, 501);
    }
    handler.times -= 1;
    return toResponse(await handler.resolve(recorded));
  };
}

function matches(path: string | RegExp, actual: string): boolean {
  return typeof path === "string" ? path === actual : path.test(actual);
}

export const backend = new FakeBackend();

/**
 * Installs the fake backend for every test of the file that calls it (fetch replaced, handlers and the stored
 * session cleared between tests) and fails a test that made a request no handler answered.
 */
export function setupFakeBackend(): typeof backend {
  // The app loads its Supabase client's packages on first use (lib/supabase.ts); loading them here keeps that cost
  // out of the first test's waits.
  beforeAll(async () => {
    await Promise.all([
      import("@supabase/auth-js"),
      import("@supabase/postgrest-js"),
      import("@supabase/functions-js"),
      import("@supabase/storage-js"),
    ]);
  }, 30_000);
  beforeEach(() => {
    backend.reset();
    vi.stubGlobal("fetch", backend.fetch);
  });
  afterEach(() => {
    cleanup(); // unmount before failing, so that one test's screen never leaks into the next
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
    const unhandled = backend.takeUnhandled();
    if (unhandled.length > 0)
      throw new Error(`Requests without a handler in the fake backend:\n${unhandled.join("\n")}`);
  });
  return backend;
}
