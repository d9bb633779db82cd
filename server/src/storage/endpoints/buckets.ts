import type { Context } from "hono";
import { readJson } from "../../http/body";
import { isAllowedBucketName, parseMimeTypes, parseSizeLimit } from "../bucket-options";
import { BUCKET_COLUMNS, type Bucket, type StorageContext, type StorageEnv, type StoredObject } from "../context";
import { storageError } from "../errors";
import { bucketNotFound } from "../request";

/**
 * The buckets: listed and read by anyone Row Level Security lets see them; created, changed, emptied and deleted by the
 * service role.
 */

/** GET /bucket */
export const listBuckets = (ctx: StorageContext) => async (c: Context<StorageEnv>) =>
  c.json(
    await ctx.asCaller(
      c,
      async (tx) => (await tx.query<Bucket>(`select ${BUCKET_COLUMNS} from storage.buckets order by id`)).rows,
    ),
  );

/** GET /bucket/:id */
export const getBucket = (ctx: StorageContext) => async (c: Context<StorageEnv, "/bucket/:id">) => {
  const bucket = await ctx.asCaller(
    c,
    async (tx) =>
      (await tx.query<Bucket>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [c.req.param("id")]))
        .rows[0],
  );
  return bucket ? c.json(bucket) : bucketNotFound(c);
};

/** POST /bucket */
export const createBucket = (ctx: StorageContext) => async (c: Context<StorageEnv>) => {
  const body = (await readJson(c)) as Record<string, unknown> | undefined;
  const id = typeof body?.id === "string" ? body.id : body?.name;
  if (typeof id !== "string" || !isAllowedBucketName(id))
    return storageError(c, 400, "InvalidBucketName", "The bucket name is invalid");
  const sizeLimit = parseSizeLimit(body?.file_size_limit);
  const mimeTypes = parseMimeTypes(body?.allowed_mime_types);
  await ctx.asCaller(c, (tx) =>
    tx.query(
      "insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values ($1, $1, $2, $3, $4)",
      [id, body?.public === true, sizeLimit, mimeTypes],
    ),
  );
  return c.json({ name: id });
};

/** PUT /bucket/:id: only the fields sent change (storage-js leaves out the options it is not given). */
export const updateBucket = (ctx: StorageContext) => async (c: Context<StorageEnv, "/bucket/:id">) => {
  const body = ((await readJson(c)) ?? {}) as Record<string, unknown>;
  const changes: [string, unknown][] = [];
  if ("public" in body) {
    if (typeof body.public !== "boolean") return storageError(c, 400, "InvalidRequest", "public must be true or false");
    changes.push(["public", body.public]);
  }
  if ("file_size_limit" in body) changes.push(["file_size_limit", parseSizeLimit(body.file_size_limit)]);
  if ("allowed_mime_types" in body) changes.push(["allowed_mime_types", parseMimeTypes(body.allowed_mime_types)]);
  const updated = await ctx.asCaller(c, async (tx) => {
    const sets = [...changes.map(([column], i) => `${column} = $${i + 2}`), "updated_at = now()"];
    const { rows } = await tx.query(`update storage.buckets set ${sets.join(", ")} where id = $1 returning id`, [
      c.req.param("id"),
      ...changes.map(([, value]) => value),
    ]);
    return rows.length;
  });
  return updated ? c.json({ message: "Successfully updated" }) : bucketNotFound(c);
};

/** POST /bucket/:id/empty */
export const emptyBucket = (ctx: StorageContext) => async (c: Context<StorageEnv, "/bucket/:id">) => {
  const id = c.req.param("id");
  if (!(await ctx.bucketById(id))) return bucketNotFound(c);
  const deleted = await ctx.asCaller(
    c,
    async (tx) =>
      (await tx.query<StoredObject>("delete from storage.objects where bucket_id = $1 returning id, bucket_id", [id]))
        .rows,
  );
  await ctx.removeFiles(deleted);
  return c.json({ message: "Empty bucket has been queued. Completion may take up to an hour." });
};

/** DELETE /bucket/:id: only an empty bucket. */
export const deleteBucket = (ctx: StorageContext) => async (c: Context<StorageEnv, "/bucket/:id">) => {
  const id = c.req.param("id");
  const outcome = await ctx.asCaller(c, async (tx) => {
    const objects = await tx.query("select 1 from storage.objects where bucket_id = $1 limit 1", [id]);
    if (objects.rows.length > 0) return "not empty" as const;
    const { rows } = await tx.query("delete from storage.buckets where id = $1 returning id", [id]);
    return rows.length > 0 ? ("deleted" as const) : ("not found" as const);
  });
  if (outcome === "not found") return bucketNotFound(c);
  if (outcome === "not empty")
    return storageError(c, 409, "InvalidRequest", "The bucket you tried to delete is not empty");
  return c.json({ message: "Successfully deleted" });
};
