/**
 * The one fake backend of the front-end tests. It replaces `fetch`, so the app's real supabase-js client (and
 * anything else that calls the network) talks to it over HTTP exactly as it talks to the real server:
 * /runtime-config.json, /rest/v1 (PostgREST), /rpc, /auth/v1 (GoTrue), /functions/v1 and /storage/v1.
 *
 * A test lists the answers it needs with the handler builders of ./handlers.ts (`restGet("formations", rows)`,
 * `rpc("name", result)`, `fn("enrol", body, 409)`…). A request nobody answers fails the test, and every request
 * is recorded in `backend.requests` for the few tests whose point is what was sent.
 *
 * Why not MSW: MSW 3 needs Node 22 and MSW 2 has an install script (decision 0925). The handler shape is MSW's, so
 * moving to it later is mechanical.
 */
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { calendarDefaults, pricingDefaults, termsDefaults } from "./defaults";
import { http, json, type Handler, type RecordedRequest, type Reply } from "./http";

export const BACKEND_URL = "http://backend.test";
export const ANON_KEY = "test-anon-key";
/** Where supabase-js keeps the session for BACKEND_URL (sb-<first label of the host>-auth-token). */
export const SESSION_STORAGE_KEY = "sb-backend-auth-token";

const runtimeConfig = http("GET", "/runtime-config.json", () =>
  json({ supabaseUrl: BACKEND_URL, supabaseAnonKey: ANON_KEY }),
);

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
