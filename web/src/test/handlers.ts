/**
 * The handler builders a test lists its answers with: `restGet("formations", rows)`, `rpc("name", result)`,
 * `fn("enrol", body, 409)`…, each answering one path of the backend as the real server does.
 */
import { http, json, type Handler } from "./http";
import { applyQuery, rowsReply, withoutPaging, type Row } from "./postgrest";

const tablePath = (table: string) => `/rest/v1/${table}`;

/**
 * GET /rest/v1/<table>: `rows` filtered, ordered and limited by the request, like the database would. Pass a
 * function to answer with the table's current state in a test that also changes it.
 */
export function restGet(table: string, rows: readonly Row[] | (() => readonly Row[])): Handler {
  return http("GET", tablePath(table), (request) => {
    const all = typeof rows === "function" ? rows() : rows;
    const unpaged = applyQuery(all, withoutPaging(request.search));
    return rowsReply(applyQuery(all, request.search), request, unpaged.length);
  });
}

/** POST /rest/v1/<table>: answers with `returned` (the inserted rows when the app asked for them). */
export function restInsert(table: string, returned: unknown = null, status = 201): Handler {
  return http("POST", tablePath(table), (request) =>
    returned === null ? { status } : rowsReply(arrayOf(returned), request),
  );
}

/** PATCH /rest/v1/<table>: answers with `returned` (the updated rows), or an error Response. */
export function restUpdate(table: string, returned: unknown = null, status = 200): Handler {
  return http("PATCH", tablePath(table), (request) =>
    returned instanceof Response
      ? returned
      : returned === null
        ? { status: 204 }
        : status >= 400
          ? json(returned, status)
          : rowsReply(arrayOf(returned), request),
  );
}

/** DELETE /rest/v1/<table>. */
export function restDelete(table: string, status = 204): Handler {
  return http("DELETE", tablePath(table), () => ({ status }));
}

function arrayOf(value: unknown): Row[] {
  return (Array.isArray(value) ? value : [value]) as Row[];
}

/** POST (or GET) /rest/v1/rpc/<name>: `result` as JSON, or an error when status >= 400. */
export function rpc(name: string, result: unknown, status = 200): Handler {
  return http("POST", `/rest/v1/rpc/${name}`, () => json(result, status));
}

/**
 * POST /rest/v1/rpc/<name> of a set-returning function: `rows` are what the database returns to the signed-in caller,
 * filtered and ordered by the request as PostgREST does (`.rpc(name).eq(...)`), like restGet.
 */
export function rpcRows(name: string, rows: readonly Row[] | (() => readonly Row[])): Handler {
  return http("POST", `/rest/v1/rpc/${name}`, (request) =>
    rowsReply(applyQuery(typeof rows === "function" ? rows() : rows, request.search), request),
  );
}

/** POST /functions/v1/<name> (an edge function / server endpoint). */
export function fn(name: string, body: unknown, status = 200): Handler {
  return http("POST", `/functions/v1/${name}`, () => json(body, status));
}

/** Any request to /storage/v1/object/<bucket>/… (an upload by default). */
export function storageUpload(bucket: string, status = 200, method = "POST"): Handler {
  return http(method, new RegExp(`^/storage/v1/object/${bucket}/`), (request) =>
    status >= 400
      ? json({ statusCode: String(status), error: "Error", message: "Upload refusé" }, status)
      : json({ Key: `${bucket}/${request.path.split("/").pop()}` }, status),
  );
}

/** Any other path: GET/POST on the site itself, e.g. /forms/contact. */
export function site(method: string, path: string, body: unknown, status = 200): Handler {
  return http(method, path, () => json(body, status));
}
