import { isPlainObject, parseJsonText } from "../../http/body";
import { restError } from "../errors/catalogue";

/** The request body as JSON, or PostgREST's 400 PGRST102 (also for JSON nested deeper than the server accepts). */
export function jsonBody(text: string, required = true): unknown {
  const parsed = parseJsonText(text);
  if (parsed.ok) return parsed.value;
  if (parsed.reason === "empty" && !required) return undefined;
  if (parsed.reason === "too_deep") throw restError("PGRST102", { details: "The JSON body is nested too deeply" });
  throw restError("PGRST102");
}

/** The rows of a POST: one object or an array of objects. */
export function bodyRows(body: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isPlainObject)) throw restError("PGRST102", { message: "All object keys must match" });
  return rows;
}

/** The one row of a PUT. */
export function bodyRow(body: unknown): Record<string, unknown> {
  const rows = Array.isArray(body) ? body : [body];
  if (rows.length !== 1 || !isPlainObject(rows[0]))
    throw restError("PGRST102", { details: "PUT expects a single JSON object" });
  return rows[0];
}

/** The object of a PATCH. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (!isPlainObject(body)) throw restError("PGRST102", { details: "PATCH expects one JSON object" });
  return body;
}

/** The arguments of a POST /rpc call: a JSON object (an empty body is no arguments). */
export function bodyArguments(body: unknown): Record<string, unknown> {
  const args = body ?? {};
  if (!isPlainObject(args)) throw restError("PGRST102", { details: "RPC arguments must be a JSON object" });
  return args;
}

/** `?columns=a,b`: the body keys to insert (others ignored). */
export function listedColumns(raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  return raw
    .split(",")
    .map((s) => s.trim().replace(/^"(.*)"$/, "$1"))
    .filter(Boolean);
}
