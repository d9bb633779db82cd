import type { ContentfulStatusCode } from "hono/utils/http-status";
import { POSTGREST_REST_ERRORS, postgrestErrorBody, type PostgrestErrorEntry } from "@common/errors/postgrest";
import { RestError, type RestErrorDetails } from "../../http/errors";

/** A code the REST layer answers with: one of `POSTGREST_REST_ERRORS` (common/errors/postgrest.ts). */
export type RestErrorCode = (typeof POSTGREST_REST_ERRORS)[keyof typeof POSTGREST_REST_ERRORS]["code"];

/**
 * Every error code the REST layer answers with, by code: the status and fixed message live in the shared catalogue
 * (common/errors/postgrest.ts), the call sites only add what they know (the column, the table…). Errors raised by
 * the database are mapped in sqlstate.ts. The gateway's own codes (PGRST000/301/302/303/413/429) are in the same
 * catalogue's `POSTGREST_GATEWAY_ERRORS`.
 */
export const REST_ERRORS = Object.fromEntries(
  Object.values(POSTGREST_REST_ERRORS).map((entry) => [entry.code, entry]),
) as Record<RestErrorCode, PostgrestErrorEntry>;

/** The parts of an error a call site knows: a message when the code has no fixed one, details, hint. */
export interface RestErrorParts {
  message?: string;
  details?: RestErrorDetails;
  hint?: string | null;
}

/** The PostgREST-shaped error for `code`, with the catalogue's status (and message, unless the call site gives one). */
export function restError(code: RestErrorCode, parts: RestErrorParts = {}): RestError {
  const entry = REST_ERRORS[code];
  const { message, details, hint } = postgrestErrorBody(entry, parts);
  // 300 (PGRST201/203) is not a "contentful" status in Hono's types, but PostgREST answers it with a JSON body.
  return new RestError(entry.status as ContentfulStatusCode, code, message, details, hint);
}
