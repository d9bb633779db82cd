import type { Context } from "hono";
import { readJsonObject } from "../../../supabase/functions/_shared/body.ts";
import { functionError } from "./edge-function";

/** A reader of a function's JSON object body: the object, or the 4xx response saying what is wrong with it. */
export type BodyReader = (c: Context) => Promise<Record<string, unknown> | Response>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A JSON object sent as `Content-Type: application/json` (415 otherwise, 400 when it is not an object). */
export const jsonObjectBody: BodyReader = (c) => readJsonObject(c.req.raw);

/** A JSON object of at most `maxBytes`, whatever its Content-Type; an empty body is `{}`. */
export const smallJsonObjectBody =
  (maxBytes = 4096): BodyReader =>
  async (c) => {
    const text = await c.req.text();
    if (text.length > maxBytes) return functionError(c, 413, "body_too_large", "Requête trop volumineuse.");
    try {
      const value: unknown = JSON.parse(text || "{}");
      if (isObject(value)) return value;
    } catch {
      // answered below
    }
    return functionError(c, 400, "invalid_json", "Le corps de la requête doit être un objet JSON.");
  };
