import type { Context } from "hono";

export const MAX_BODY_BYTES = 1024 * 1024;

/** The request's JSON body, or `undefined` when it is missing or not valid JSON. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
