import type { Queryable } from "../db/database";
import { StorageError } from "./errors";

/**
 * Object listings as Storage answers them (`storage.from(b).list()` and `listV2()`), read as the caller so that Row
 * Level Security hides what the caller may not see. Folders are not rows: they are the first path segment left
 * under the prefix, grouped.
 */

const SORT_COLUMNS = new Set(["name", "created_at", "updated_at", "last_accessed_at"]);

interface SortBy {
  column: string;
  order: "asc" | "desc";
}

function sortBy(value: unknown): SortBy {
  const { column = "name", order = "asc" } = (value ?? {}) as { column?: unknown; order?: unknown };
  if (typeof column !== "string" || !SORT_COLUMNS.has(column))
    throw new StorageError(400, "InvalidRequest", `sortBy.column must be one of ${[...SORT_COLUMNS].join(", ")}`);
  const direction = String(order).toLowerCase();
  if (direction !== "asc" && direction !== "desc")
    throw new StorageError(400, "InvalidRequest", "sortBy.order must be asc or desc");
  return { column, order: direction };
}

function boundedInteger(value: unknown, fallback: number, max: number, name: string): number {
  if (value === undefined || value === null) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > max)
    throw new StorageError(400, "InvalidRequest", `${name} must be an integer between 0 and ${max}`);
  return number;
}

const text = (value: unknown, name: string) => {
  if (value === undefined || value === null) return "";
  if (typeof value !== "string" || value.length > 1024)
    throw new StorageError(400, "InvalidRequest", `${name} must be a string`);
  return value;
};

/**
 * Entries directly under `prefix` (a folder: "a/b" lists "a/b/…"): files and folders, one level. Each row has the
 * object's columns (null for a folder) and `is_folder`. `delimited` false lists every object under a raw prefix.
 */
function entriesSql(sort: SortBy, delimited: boolean) {
  const order =
    sort.column === "name"
      ? `name collate "C" ${sort.order}`
      : `${sort.column} ${sort.order} nulls first, name collate "C" ${sort.order}`;
  if (!delimited) {
    return `select false as is_folder, name, id, updated_at, created_at, last_accessed_at, metadata
      from storage.objects where bucket_id = $1 and substr(name, 1, length($2)) = $2
      order by ${order} limit $3 offset $4`;
  }
  return `with under as (
      select substr(name, length($2) + 1) as rest, o.* from storage.objects o
      where bucket_id = $1 and substr(name, 1, length($2)) = $2
    ), entries as (
      select true as is_folder, split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
        null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
      from under where position('/' in rest) > 0 group by split_part(rest, '/', 1)
      union all
      select false, rest, id, updated_at, created_at, last_accessed_at, metadata from under where position('/' in rest) = 0
    )
    select * from entries where starts_with(lower(name), lower($5))
    order by ${order} limit $3 offset $4`;
}

interface Entry {
  is_folder: boolean;
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: Record<string, unknown> | null;
}

/** POST /object/list/:bucket — `{ prefix, limit, offset, sortBy, search }`, folders as entries with a null id. */
export async function listV1(tx: Queryable, bucket: string, body: Record<string, unknown> | undefined) {
  let prefix = text(body?.prefix, "prefix");
  if (prefix !== "" && !prefix.endsWith("/")) prefix += "/";
  const limit = boundedInteger(body?.limit, 100, 1000, "limit");
  const offset = boundedInteger(body?.offset, 0, 1_000_000, "offset");
  const search = text(body?.search, "search");
  const { rows } = await tx.query<Entry>(entriesSql(sortBy(body?.sortBy), true), [
    bucket,
    prefix,
    limit,
    offset,
    search,
  ]);
  return rows.map(({ is_folder: _folder, ...entry }) => entry);
}

/** POST /object/list-v2/:bucket — `{ prefix, cursor, limit, with_delimiter, sortBy }`, folders apart from objects. */
export async function listV2(tx: Queryable, bucket: string, body: Record<string, unknown> | undefined) {
  const prefix = text(body?.prefix, "prefix");
  const limit = boundedInteger(body?.limit, 1000, 1000, "limit") || 1000;
  const offset = body?.cursor === undefined ? 0 : decodeCursor(body.cursor);
  const delimited = body?.with_delimiter === true;
  const params = [bucket, prefix, limit + 1, offset, ...(delimited ? [""] : [])];
  const { rows } = await tx.query<Entry>(entriesSql(sortBy(body?.sortBy), delimited), params);
  const hasNext = rows.length > limit;
  const page = rows.slice(0, limit);
  const folderBase = delimited ? prefix : "";
  return {
    hasNext,
    ...(hasNext ? { nextCursor: Buffer.from(String(offset + limit)).toString("base64url") } : {}),
    folders: page
      .filter((entry) => entry.is_folder)
      .map((entry) => ({ key: `${folderBase}${entry.name}`, name: `${folderBase}${entry.name}/` })),
    objects: page
      .filter((entry) => !entry.is_folder)
      .map(({ is_folder: _folder, name, ...entry }) => ({
        ...entry,
        key: `${folderBase}${name}`,
        name: `${folderBase}${name}`,
      })),
  };
}

function decodeCursor(cursor: unknown): number {
  const offset = typeof cursor === "string" ? Number(Buffer.from(cursor, "base64url").toString()) : NaN;
  if (!Number.isInteger(offset) || offset < 0 || offset > 1_000_000)
    throw new StorageError(400, "InvalidRequest", "Invalid cursor");
  return offset;
}
