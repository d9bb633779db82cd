import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isPgError } from "../../db/database";
import { isConnectionError, unavailable } from "../../db/connection-watch";
import { RestError } from "../../http/errors";
import type { RequestRole } from "../../auth/jwt";

/**
 * PostgREST's mapping from SQLSTATE to HTTP status (docs.postgrest.org, "Errors"), the one place a database error
 * becomes a status. A statement cancelled by the statement timeout or a disconnected client (57014) is class 57,
 * "operator intervention": 500, as PostgREST answers. A function chooses its own status with `PTnnn` (PostgREST's
 * "RAISE sqlstate 'PT429'"), e.g. a per-account limit answered 429.
 */
export function statusFor(code: string, role: RequestRole): ContentfulStatusCode {
  if (/^PT[1-5][0-9]{2}$/.test(code)) return Number(code.slice(2)) as ContentfulStatusCode;
  if (code === "42501") return role === "anon" ? 401 : 403;
  if (code === "23505" || code === "23503") return 409;
  if (code === "42883" || code === "42P01" || code === "P0002") return 404;
  if (code === "25006") return 405;
  if (code === "53400") return 500;
  const klass = code.slice(0, 2);
  if (klass === "08" || klass === "53") return 503;
  if (klass === "0L" || klass === "0P" || klass === "28") return 403;
  if (["09", "25", "2D", "38", "39", "3B", "40", "54", "55", "57", "58", "F0", "HV", "XX"].includes(klass)) return 500;
  return 400;
}

/** Any error of a REST request as PostgREST's error, or undefined for one that is ours (answered 500 by app.ts). */
export function toRestError(error: unknown, role: RequestRole): RestError | undefined {
  if (error instanceof RestError) return error;
  // A lost or refused connection (however the driver words it) is 08006: 503, retry shortly.
  if (isConnectionError(error)) error = unavailable(error);
  if (!isPgError(error)) return undefined;
  return new RestError(
    statusFor(error.code, role),
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  );
}
