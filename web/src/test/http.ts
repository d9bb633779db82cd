/** The fake backend's handler shape (MSW's) and its answers: a handler per method and path, JSON replies. */

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

/** An answer held until the test releases it, to observe a busy or waiting state. */
export function held(reply: () => Reply) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    resolve: async () => {
      await released;
      return reply();
    },
    release,
  };
}
