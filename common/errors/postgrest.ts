/**
 * The PostgREST-shaped errors this project's API answers (`{ code, message, details, hint }`), written once for the
 * server that sends them and the pages that read them. Codes are PostgREST's own (docs.postgrest.org, "Errors"), plus
 * two SQLSTATEs the REST layer raises itself before any statement runs, as PostgreSQL would have, and the gateway's
 * own PGRST413/PGRST429. Errors raised by the database keep their SQLSTATE (server/src/rest/errors/sqlstate.ts).
 */
export interface PostgrestErrorEntry {
  /** The `code` on the wire. */
  readonly code: string;
  /** The HTTP status answered with this code. */
  readonly status: number;
  /** The message when it is always the same; otherwise each call site gives its own. */
  readonly message?: string;
  /** What the code means, for a reader of this table (not sent). */
  readonly meaning: string;
}

/** The codes of the REST layer (`/rest/v1`, server/src/rest): `restError(code, parts)` there. */
export const POSTGREST_REST_ERRORS = {
  queryRefused: {
    code: "PGRST100",
    status: 400,
    meaning: "The query string (select, filters, order, limit, offset…) could not be parsed or is refused",
  },
  invalidBody: {
    code: "PGRST102",
    status: 400,
    message: "Empty or invalid json",
    meaning: "The request body is not the JSON this request needs",
  },
  rangeNotSatisfiable: {
    code: "PGRST103",
    status: 416,
    message: "Requested range not satisfiable",
    meaning: "offset or Range points past the rows",
  },
  putWithoutPrimaryKey: {
    code: "PGRST105",
    status: 405,
    message: "Filters must include all and only primary key columns with 'eq' operators",
    meaning: "A PUT must name exactly one row by its whole primary key",
  },
  schemaNotExposed: {
    code: "PGRST106",
    status: 406,
    meaning: "Accept-Profile/Content-Profile names a schema that is not exposed",
  },
  mediaTypeNotProduced: { code: "PGRST107", status: 406, meaning: "Accept names no media type this server produces" },
  putBodyDisagrees: {
    code: "PGRST115",
    status: 400,
    message: "Payload values do not match URL in primary key column(s)",
    meaning: "A PUT body disagrees with its URL",
  },
  notOneRow: {
    code: "PGRST116",
    status: 406,
    message: "JSON object requested, multiple (or no) rows returned",
    meaning: "The object media type needs exactly one row",
  },
  methodNotSupported: { code: "PGRST117", status: 405, meaning: "The HTTP method is not supported on this path" },
  orderOnToMany: {
    code: "PGRST118",
    status: 400,
    meaning: "order=rel(col) names something that is not an embedded to-one resource",
  },
  spreadOnToMany: { code: "PGRST119", status: 400, meaning: "A spread (...rel) on a to-many relationship" },
  invalidPreferences: {
    code: "PGRST122",
    status: 400,
    message: "Invalid preferences given with handling=strict",
    meaning: "Prefer holds an unknown value under handling=strict",
  },
  maxAffectedExceeded: {
    code: "PGRST124",
    status: 400,
    message: "Query result exceeds max-affected preference constraint",
    meaning: "A write changed more rows than Prefer: max-affected allows (handling=strict)",
  },
  invalidPath: {
    code: "PGRST125",
    status: 404,
    message: "Invalid path specified in request URL",
    meaning: "No table or function at this path",
  },
  noRelationship: {
    code: "PGRST200",
    status: 400,
    meaning: "No foreign key (or junction table) links the two resources of an embed",
  },
  ambiguousRelationship: {
    code: "PGRST201",
    status: 300,
    meaning: "Several relationships fit an embed: the client must name one with '!'",
  },
  noFunction: { code: "PGRST202", status: 404, meaning: "No function of that name accepts these named arguments" },
  ambiguousFunction: {
    code: "PGRST203",
    status: 300,
    meaning: "Several overloads of a function accept these named arguments",
  },
  unknownBodyColumn: {
    code: "PGRST204",
    status: 400,
    meaning: "A body (or ?columns=) names a column the table does not have",
  },
  unknownTable: { code: "PGRST205", status: 404, meaning: "No table or view of that name in the public schema" },
  undefinedColumn: {
    code: "42703",
    status: 400,
    meaning: "undefined_column: a column in select, a filter or order does not exist",
  },
  responseTooLarge: {
    code: "54000",
    status: 400,
    message: "Response too large",
    meaning: "program_limit_exceeded: the body is over REST_MAX_RESPONSE_BYTES",
  },
  queryTooComplex: {
    code: "54001",
    status: 400,
    message: "Query plan cost limit exceeded",
    meaning: "statement_too_complex: the planner's cost estimate is over the role's REST_MAX_COST_* (cost-limit.ts)",
  },
} as const satisfies Record<string, PostgrestErrorEntry>;

/**
 * The gateway's codes (server/src/app.ts, server/src/http): shared by the APIs it fronts, answered in PostgREST's
 * shape except on /auth/v1 (GoTrue's) and /storage/v1 (Storage's).
 */
export const POSTGREST_GATEWAY_ERRORS = {
  internalError: {
    code: "PGRST000",
    status: 500,
    message: "Internal server error",
    meaning: "An error of ours, not the caller's (logged)",
  },
  jwtInvalid: {
    code: "PGRST301",
    status: 401,
    meaning:
      "The API key or bearer token is refused (unverifiable, or a public development key from afar) or its session has ended",
  },
  noApiKey: { code: "PGRST302", status: 401, meaning: "No apikey header or query parameter" },
  jwtExpired: { code: "PGRST303", status: 401, message: "JWT expired", meaning: "The bearer token has expired" },
  payloadTooLarge: {
    code: "PGRST413",
    status: 413,
    message: "Payload Too Large",
    meaning: "The request body is over the gateway's 1 MiB",
  },
  rateLimited: {
    code: "PGRST429",
    status: 429,
    meaning: "Too many requests of one kind (a public form, a certificate check) from one address",
  },
} as const satisfies Record<string, PostgrestErrorEntry>;

export const POSTGREST_ERRORS = { ...POSTGREST_REST_ERRORS, ...POSTGREST_GATEWAY_ERRORS };

export type PostgrestErrorName = keyof typeof POSTGREST_ERRORS;
/** A code this API answers in PostgREST's shape. */
export type PostgrestErrorCode = (typeof POSTGREST_ERRORS)[PostgrestErrorName]["code"];

/** PostgREST's error body (`details` is a list of relationships in PGRST201, as PostgREST 12 writes it). */
export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | Record<string, string>[] | null;
  hint: string | null;
}

/** The body of `error`, with the catalogue's message unless the call site gives one (a code without one needs it). */
export function postgrestErrorBody(
  error: PostgrestErrorEntry,
  parts: { message?: string; details?: PostgrestErrorBody["details"]; hint?: string | null } = {},
): PostgrestErrorBody {
  const message = parts.message ?? error.message;
  if (message === undefined) throw new Error(`${error.code} has no fixed message: the call site must give one`);
  return { code: error.code, message, details: parts.details ?? null, hint: parts.hint ?? null };
}
