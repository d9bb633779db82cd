import type { Context } from "hono";
import { functionError } from "../functions/edge-function";

/** The JSON object a function was sent, or a 4xx response saying what is wrong with it. */
export async function readJsonObject(c: Context, maxBytes = 4096): Promise<Record<string, unknown> | Response> {
  const text = await c.req.text();
  if (text.length > maxBytes) return functionError(c, 413, "body_too_large", "Requête trop volumineuse.");
  try {
    const value: unknown = JSON.parse(text || "{}");
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  return functionError(c, 400, "invalid_json", "Le corps de la requête doit être un objet JSON.");
}
