import type { FunctionErrorCode } from "@common/errors/functions";
import { z } from "zod";
import { functionError } from "./responses.ts";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A JSON object sent as `Content-Type: application/json`, or the 415/400 answer saying what is wrong with it. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | Response> {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().includes("application/json")) {
    return functionError(415, "unsupported_media_type", "Envoyez un corps JSON (Content-Type: application/json).");
  }
  try {
    const body: unknown = await request.json();
    if (isObject(body)) return body;
  } catch {
    // answered below
  }
  return functionError(400, "invalid_json", "Le corps de la requête n'est pas un objet JSON valide.");
}

/**
 * One field of a function's body: `parse` gives its value, or null when it is not acceptable, which is answered
 * 422 with `code` and the French `message`. A missing field reaches `parse` as undefined (to refuse or default).
 */
export function field<T>(parse: (value: unknown) => T | null, code: FunctionErrorCode, message: string) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      const parsed = parse(value);
      if (parsed !== null) return parsed;
      ctx.addIssue({ code: "custom", message, params: { code } });
      return z.NEVER;
    });
}

/** A rule on the whole body, checked before its fields: when `refuses` holds, 422 with `code` and `message`. */
export function bodyRule<S extends z.ZodType>(
  schema: S,
  refuses: (body: Record<string, unknown>) => boolean,
  code: FunctionErrorCode,
  message: string,
) {
  return z.preprocess((body, ctx) => {
    if (refuses(body as Record<string, unknown>)) ctx.addIssue({ code: "custom", message, params: { code } });
    return body;
  }, schema);
}

/** The body checked against `schema`: its value, or the 422 answer naming the first refused field. */
export function parseBody<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> | Response {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const code = issue?.code === "custom" ? (issue.params as { code?: FunctionErrorCode } | undefined)?.code : undefined;
  return functionError(422, code ?? "invalid_body", code ? issue.message : "Le corps de la requête est incomplet.");
}
