import { restError } from "../errors/catalogue";
import type { Limits } from "../limits";
import type { MutationPlan } from "../plan/plan";
import { OBJECT_MEDIA_TYPE, type Media } from "../request/media";
import type { TableInfo } from "../schema";

/**
 * Layer 4 of /rest/v1 (docs/backend.md, "The REST layers"): what the database returned, as PostgREST answers it —
 * status, Content-Range, Location, Content-Type and the body in the negotiated format.
 */

/** What one statement returns: the body (null when over the size limit), its size and the row count. */
export interface Envelope {
  body: string | null;
  size: string | number;
  row_count: number;
  /** Rows a merge upsert inserted (as opposed to updated). */
  inserted?: number;
}

/** The response, decided inside the transaction so that a failure (e.g. 406) rolls the work back. */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

const JSON_TYPE = "application/json; charset=utf-8";

/** A body the limit refused to send. */
function tooLarge(envelope: Envelope, limits: Limits) {
  return restError("54000", {
    details: `The response would be ${envelope.size} bytes; this server sends at most ${limits.maxResponseBytes}.`,
    hint: "Select fewer columns, or fewer rows with filters and limit.",
  });
}

/** `Accept: application/vnd.pgrst.object+json` needs exactly one row: 406 PGRST116 otherwise. */
function checkSingular(envelope: Envelope, media: Media) {
  if (media === "object" && envelope.row_count !== 1)
    throw restError("PGRST116", { details: `The result contains ${envelope.row_count} rows` });
}

/** Turns an envelope into the body for the negotiated media type. */
function shapeBody(
  envelope: Envelope,
  media: Media,
  keys: string[],
  limits: Limits,
): { body: string; contentType: string } {
  if (envelope.body === null) throw tooLarge(envelope, limits);
  checkSingular(envelope, media);
  if (media === "single")
    return { body: envelope.row_count === 0 ? "null" : envelope.body.slice(1, -1).trim(), contentType: JSON_TYPE };
  if (media === "object")
    return { body: envelope.body.slice(1, -1).trim(), contentType: `${OBJECT_MEDIA_TYPE}; charset=utf-8` };
  if (media === "csv") {
    const header = keys.join(",");
    return {
      body: envelope.row_count === 0 ? header : `${header}\n${envelope.body}`,
      contentType: "text/csv; charset=utf-8",
    };
  }
  return { body: envelope.body, contentType: JSON_TYPE };
}

export function contentRange(offset: number, rows: number, total: number | undefined): string {
  const range = rows === 0 ? "*" : `${offset}-${offset + rows - 1}`;
  return `${range}/${total ?? "*"}`;
}

/**
 * A read: 200 with Content-Range, or 416 PGRST103 when the offset is past the counted rows. With a planner's count
 * (`count=planned|estimated`, `estimated`), 206 Partial Content when that total exceeds the rows sent, as PostgREST's
 * `rangeStatus` answers. (PostgREST answers 206 for an exact count of a partial page too; this server keeps 200 there:
 * decision 0902.)
 */
export function readReply(
  envelope: Envelope,
  media: Media,
  keys: string[],
  offset: number,
  total: number | undefined,
  limits: Limits,
  estimated = false,
): Reply {
  const { body, contentType } = shapeBody(envelope, media, keys, limits);
  if (total !== undefined && envelope.row_count === 0 && offset > total) {
    throw restError("PGRST103", { details: `An offset of ${offset} was requested, but there are only ${total} rows.` });
  }
  return {
    status: estimated && total !== undefined && envelope.row_count < total ? 206 : 200,
    headers: { "Content-Type": contentType, "Content-Range": contentRange(offset, envelope.row_count, total) },
    body,
  };
}

/** A function returning a scalar (or nothing: 204); its one value counts as one row (`Prefer: count=…`). */
export function callReply(envelope: Envelope | undefined, counted: boolean, limits: Limits): Reply {
  if (!envelope) return { status: 204, headers: {}, body: null };
  if (envelope.body === null) throw tooLarge(envelope, limits);
  return {
    status: 200,
    headers: { "Content-Type": JSON_TYPE, "Content-Range": contentRange(0, 1, counted ? 1 : undefined) },
    body: envelope.body,
  };
}

/** `Location: /table?pk=eq.value` for the single row a POST created (`Prefer: return=headers-only`). */
function locationOf(table: TableInfo, envelope: Envelope): string | undefined {
  if (envelope.row_count !== 1 || !envelope.body || table.primaryKey.length === 0) return undefined;
  const row = (JSON.parse(envelope.body) as Record<string, unknown>[])[0];
  const query = table.primaryKey.map((k) => `${k}=eq.${encodeURIComponent(String(row[k]))}`).join("&");
  return `/${table.name}?${query}`;
}

/** The status of a write: 201 for an insert (200 for an upsert that only updated rows), else 200 with rows or 204. */
function mutationStatus(plan: MutationPlan, envelope: Envelope): number {
  const representation = plan.returning === "all";
  if (plan.action !== "insert") return representation ? 200 : 204;
  const merge = plan.write.kind === "insert" && plan.write.conflict?.resolution === "merge";
  return merge && representation && envelope.row_count > 0 && envelope.inserted === 0 ? 200 : 201;
}

/** The rows a write changed, shaped as the client asked (`Prefer: return=…`, `count`, `select`, `Accept`). */
export function mutationReply(
  plan: MutationPlan,
  envelope: Envelope,
  keys: string[],
  counted: boolean,
  limits: Limits,
): Reply {
  const total = counted ? envelope.row_count : undefined;
  const headers: Record<string, string> = {
    "Content-Range": plan.action === "insert" ? `*/${total ?? "*"}` : contentRange(0, envelope.row_count, total),
  };
  if (plan.returning === "key") {
    const location = locationOf(plan.table, envelope);
    if (location) headers.Location = location;
  }
  const status = mutationStatus(plan, envelope);
  if (plan.returning !== "all") {
    checkSingular(envelope, plan.media);
    return { status, headers, body: null };
  }
  const { body, contentType } = shapeBody(envelope, plan.media, keys, limits);
  headers["Content-Type"] = contentType;
  return { status, headers, body };
}

/** A PATCH with nothing to change: answered without touching a row. */
export function nothingReply(representation: boolean): Reply {
  const headers = { "Content-Range": "*/*", "Content-Type": JSON_TYPE };
  return representation ? { status: 200, headers, body: "[]" } : { status: 204, headers, body: null };
}
