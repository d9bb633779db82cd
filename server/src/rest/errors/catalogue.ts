import type { ContentfulStatusCode } from "hono/utils/http-status";
import { RestError, type RestErrorDetails } from "../../http/errors";

interface Entry {
  /** The HTTP status PostgREST answers with this code. */
  status: number;
  /** PostgREST's message when it is always the same; otherwise each use gives its own. */
  message?: string;
  /** What the code means, for a reader of this table (not sent). */
  meaning: string;
}

/**
 * Every error code the REST layer answers with, as PostgREST documents them (docs.postgrest.org, "Errors"): the
 * status and fixed message live here, the call sites only add what they know (the column, the table…). Two codes are
 * SQLSTATEs the server raises itself, before any statement runs, as PostgreSQL would have. Errors raised by the
 * database are mapped in sqlstate.ts. The gateway's own codes (PGRST301/302/303 in http/api-key.ts, PGRST429 for rate
 * limits, PGRST413 and PGRST000 in app.ts) are shared with the other APIs and stay with it.
 */
export const REST_ERRORS = {
  PGRST100: {
    status: 400,
    meaning: "The query string (select, filters, order, limit, offset…) could not be parsed or is refused",
  },
  PGRST102: {
    status: 400,
    message: "Empty or invalid json",
    meaning: "The request body is not the JSON this request needs",
  },
  PGRST103: {
    status: 416,
    message: "Requested range not satisfiable",
    meaning: "offset or Range points past the rows",
  },
  PGRST105: {
    status: 405,
    message: "Filters must include all and only primary key columns with 'eq' operators",
    meaning: "A PUT must name exactly one row by its whole primary key",
  },
  PGRST106: { status: 406, meaning: "Accept-Profile/Content-Profile names a schema that is not exposed" },
  PGRST107: { status: 406, meaning: "Accept names no media type this server produces" },
  PGRST115: {
    status: 400,
    message: "Payload values do not match URL in primary key column(s)",
    meaning: "A PUT body disagrees with its URL",
  },
  PGRST116: {
    status: 406,
    message: "JSON object requested, multiple (or no) rows returned",
    meaning: "The object media type needs exactly one row",
  },
  PGRST117: { status: 405, meaning: "The HTTP method is not supported on this path" },
  PGRST118: { status: 400, meaning: "order=rel(col) names something that is not an embedded to-one resource" },
  PGRST119: { status: 400, meaning: "A spread (...rel) on a to-many relationship" },
  PGRST122: {
    status: 400,
    message: "Invalid preferences given with handling=strict",
    meaning: "Prefer holds an unknown value under handling=strict",
  },
  PGRST124: {
    status: 400,
    message: "Query result exceeds max-affected preference constraint",
    meaning: "A write changed more rows than Prefer: max-affected allows (handling=strict)",
  },
  PGRST125: {
    status: 404,
    message: "Invalid path specified in request URL",
    meaning: "No table or function at this path",
  },
  PGRST200: { status: 400, meaning: "No foreign key (or junction table) links the two resources of an embed" },
  PGRST201: { status: 300, meaning: "Several relationships fit an embed: the client must name one with '!'" },
  PGRST202: { status: 404, meaning: "No function of that name accepts these named arguments" },
  PGRST203: { status: 300, meaning: "Several overloads of a function accept these named arguments" },
  PGRST204: { status: 400, meaning: "A body (or ?columns=) names a column the table does not have" },
  PGRST205: { status: 404, meaning: "No table or view of that name in the public schema" },
  "42703": { status: 400, meaning: "undefined_column: a column in select, a filter or order does not exist" },
  "54000": {
    status: 400,
    message: "Response too large",
    meaning: "program_limit_exceeded: the body is over REST_MAX_RESPONSE_BYTES",
  },
  "54001": {
    status: 400,
    message: "Query plan cost limit exceeded",
    meaning: "statement_too_complex: the planner's cost estimate is over the role's REST_MAX_COST_* (cost-limit.ts)",
  },
} as const satisfies Record<string, Entry>;

export type RestErrorCode = keyof typeof REST_ERRORS;

/** The parts of an error a call site knows: a message when the code has no fixed one, details, hint. */
export interface RestErrorParts {
  message?: string;
  details?: RestErrorDetails;
  hint?: string | null;
}

/** The PostgREST-shaped error for `code`, with the catalogue's status (and message, unless the call site gives one). */
export function restError(code: RestErrorCode, parts: RestErrorParts = {}): RestError {
  const entry: Entry = REST_ERRORS[code];
  const message = parts.message ?? entry.message;
  if (message === undefined) throw new Error(`${code} has no fixed message: the call site must give one`);
  // 300 (PGRST201/203) is not a "contentful" status in Hono's types, but PostgREST answers it with a JSON body.
  return new RestError(entry.status as ContentfulStatusCode, code, message, parts.details ?? null, parts.hint ?? null);
}
