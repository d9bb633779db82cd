import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

export const MAX_BODY_BYTES = 1024 * 1024;
/** Deepest nesting of arrays/objects accepted in a JSON body; deeper input is refused before it reaches the database. */
export const MAX_JSON_DEPTH = 64;

export type JsonParse = { ok: true; value: unknown } | { ok: false; reason: "empty" | "invalid" | "too_deep" };

/** The nesting depth of JSON text (brackets outside strings), stopping as soon as it passes `limit`. */
function exceedsDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92 /* \ */) i++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 /* [ */ || char === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (char === 93 || char === 125) depth--;
  }
  return false;
}

/** Parses a JSON body, telling apart missing, malformed and too deeply nested input. */
export function parseJsonText(text: string, maxDepth = MAX_JSON_DEPTH): JsonParse {
  if (text.trim() === "") return { ok: false, reason: "empty" };
  if (exceedsDepth(text, maxDepth)) return { ok: false, reason: "too_deep" };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, reason: "invalid" };
  }
}

/** The request's JSON body, or `undefined` when it is missing, not valid JSON, or nested deeper than MAX_JSON_DEPTH. */
export async function readJson(c: Context): Promise<unknown> {
  const parsed = parseJsonText(await c.req.text());
  return parsed.ok ? parsed.value : undefined;
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Hono's `bodyLimit`, without its cost for a body whose length is declared: the middleware first asks for
 * `c.req.raw.body`, which makes @hono/node-server build a whole Request (and its stream) for every POST, and then
 * only compares Content-Length with the limit. Node's parser never reads past a declared Content-Length, so that
 * comparison is done here, and the body is left for the route to read directly; a body sent in chunks (no
 * Content-Length, or Transfer-Encoding) still goes through `bodyLimit`, which counts its bytes (decision 1171).
 */
export function limitBodySize(options: {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}): MiddlewareHandler {
  const counted = bodyLimit(options);
  return async (c, next) => {
    const length = c.req.header("content-length");
    if (length === undefined || c.req.header("transfer-encoding") !== undefined) return counted(c, next);
    if (parseInt(length, 10) > options.maxSize) return options.onError(c);
    await next();
  };
}
