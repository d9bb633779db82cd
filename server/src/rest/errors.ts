import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isPgError } from "../db/database";
import { RestError } from "../http/errors";
import type { RequestRole } from "../auth/jwt";

/** PostgREST's mapping from SQLSTATE to HTTP status. Server-side classes only give 5xx. */
function statusFor(code: string, role: RequestRole): ContentfulStatusCode {
  if (code === "42501") return role === "anon" ? 401 : 403;
  if (code === "23505" || code === "23503") return 409;
  if (code === "42883" || code === "42P01") return 404;
  if (code === "25006") return 405;
  if (code === "P0002") return 404;
  if (code === "57014") return 504;
  const klass = code.slice(0, 2);
  if (["08", "53", "54", "55", "57", "58", "XX", "F0", "HV"].includes(klass)) return code === "53300" ? 503 : 500;
  return 400;
}

export function toRestError(error: unknown, role: RequestRole): RestError | undefined {
  if (error instanceof RestError) return error;
  if (!isPgError(error)) return undefined;
  return new RestError(statusFor(error.code, role), error.code, error.message, error.detail ?? null, error.hint ?? null);
}
