import type { Context } from "hono";
import type { StorageContext, StorageEnv, StoredObject } from "../context";
import { StorageError } from "../errors";
import { objectNotFound, objectParams } from "../request";
import { sendObject } from "../send-object";
import { verifyToken } from "../signed-tokens";
import { parseTransform, type TransformOptions } from "../transformations";

/**
 * GET /object/sign/… and /render/image/sign/…: a signed URL is its own authorisation, opened from an e-mail or a link
 * without the project key. A signed image URL carries its transformation in the token: it cannot be changed once
 * signed.
 */
export const signedDownload = (ctx: StorageContext, render: boolean) => async (c: Context<StorageEnv>) => {
  const { bucket, name } = objectParams(c);
  const payload = await verifyToken(ctx.signingKey, c.req.query("token"), `${bucket}/${name}`);
  if (payload.upload) throw new StorageError(400, "InvalidJWT", "invalid signature");
  const { rows } = await ctx.db.query<StoredObject>(
    "select * from storage.objects where bucket_id = $1 and name = $2",
    [bucket, name],
  );
  if (!rows[0]) return objectNotFound(c);
  const transform = render ? ((payload.transform ?? {}) as TransformOptions) : undefined;
  return sendObject(c, ctx.store, rows[0], c.req.query("download"), false, transform);
};

/**
 * GET /object/public/… and /render/image/public/…: a public bucket's objects are readable by anyone (getPublicUrl),
 * as on hosted Storage; private ones are not.
 */
export const publicDownload = (ctx: StorageContext, render: boolean) => async (c: Context<StorageEnv>) => {
  const transform = render ? parseTransform(c.req.query()) : undefined;
  const { bucket, name } = objectParams(c);
  const { rows } = await ctx.db.query<StoredObject>(
    `select o.* from storage.objects o join storage.buckets b on b.id = o.bucket_id
       where b.public and o.bucket_id = $1 and o.name = $2`,
    [bucket, name],
  );
  if (!rows[0]) return objectNotFound(c);
  return sendObject(c, ctx.store, rows[0], c.req.query("download"), true, transform);
};

/** GET /object/[authenticated/]… and /render/image/authenticated/…: the object as the caller may read it. */
export const download = (ctx: StorageContext, render: boolean) => async (c: Context<StorageEnv>) => {
  const transform = render ? parseTransform(c.req.query()) : undefined;
  const { bucket, name } = objectParams(c);
  const object = await ctx.readAsCaller(c, bucket, name);
  if (!object) return objectNotFound(c);
  return sendObject(c, ctx.store, object, c.req.query("download"), false, transform);
};

/** GET /object/info/[authenticated/]…: the object's description, without its bytes. */
export const info = (ctx: StorageContext) => async (c: Context<StorageEnv>) => {
  const { bucket, name } = objectParams(c);
  const object = await ctx.readAsCaller(c, bucket, name);
  if (!object) return objectNotFound(c);
  return c.json({
    id: object.id,
    name: object.name,
    version: object.version ?? object.id,
    bucket_id: object.bucket_id,
    size: object.metadata?.size ?? 0,
    content_type: object.metadata?.mimetype ?? "application/octet-stream",
    cache_control: object.metadata?.cacheControl ?? "max-age=3600",
    etag: object.metadata?.eTag ?? `"${object.id}"`,
    metadata: object.user_metadata ?? {},
    last_modified: object.updated_at,
    created_at: object.created_at,
  });
};
