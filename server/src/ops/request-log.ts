import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { routeOf } from "./metrics";

/** The header a request id travels in: answered to the client, passed to the Edge Functions and the jobs' calls. */
export const REQUEST_ID_HEADER = "x-request-id";
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;
const KEY = "requestId";

/**
 * One JSON line on stdout or stderr (decision 1007): `time`, `level`, `msg` and the given fields. Callers pass ids,
 * routes, statuses and counts, never an address, an e-mail, a token or a request's path or body.
 */
export function logJson(level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === "info") console.log(line);
  else console.error(line);
}

/**
 * Gives each request an id (the caller's X-Request-Id when well formed, as a proxy sets it; a new one otherwise),
 * answers it in X-Request-Id, and with `accessLog` writes one JSON line per request: id, method, route pattern
 * (ops/metrics.ts `routeOf`: no path, query, address or body), status and duration.
 */
export function requestContext(options: { accessLog: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const given = c.req.header(REQUEST_ID_HEADER);
    const id = given && WELL_FORMED.test(given) ? given : randomUUID();
    c.set(KEY as never, id as never);
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", id);
    if (options.accessLog) {
      logJson("info", "request", {
        request_id: id,
        method: c.req.method,
        route: routeOf(c, c.res.status),
        status: c.res.status,
        duration_ms: Math.round(performance.now() - started),
      });
    }
  };
}

/** The current request's id (requestContext), for the logs and the calls it makes. */
export const requestIdOf = (c: Context): string | undefined => c.get(KEY as never) as string | undefined;
