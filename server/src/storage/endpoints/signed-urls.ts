import type { Context } from "hono";
import { readJson } from "../../http/body";
import type { StorageContext, StorageEnv } from "../context";
import { storageError } from "../errors";
import { bucketParam, expiresInOf, isNameBatch, objectNotFound, objectParams, transformOfBody } from "../request";
import { signedUrl } from "../signed-tokens";

/**
 * POST /object/sign/:bucket/:name: a signed URL (of the transformed image when the body asks) to an object the caller
 * can read.
 */
export const signObject = (ctx: StorageContext) => async (c: Context<StorageEnv>) => {
  const { bucket, name } = objectParams(c);
  const body = (await readJson(c)) as { expiresIn?: unknown; transform?: unknown } | undefined;
  const expiresIn = expiresInOf(body?.expiresIn);
  const transform = transformOfBody(body?.transform);
  const found = await ctx.asCaller(
    c,
    async (tx) =>
      (await tx.query("select id from storage.objects where bucket_id = $1 and name = $2", [bucket, name])).rows[0],
  );
  if (!found) return objectNotFound(c);
  return c.json({ signedURL: await signedUrl(ctx.signingKey, bucket, name, expiresIn, transform) });
};

/** POST /object/sign/:bucket: one signed URL per name the caller can read, an error for each other. */
export const signObjects = (ctx: StorageContext) => async (c: Context<StorageEnv>) => {
  const bucket = bucketParam(c);
  const body = (await readJson(c)) as { expiresIn?: unknown; paths?: unknown } | undefined;
  const expiresIn = expiresInOf(body?.expiresIn);
  const paths = body?.paths;
  if (!isNameBatch(paths))
    return storageError(c, 400, "InvalidRequest", "paths must be a non-empty array of object names");
  const visible = await ctx.asCaller(
    c,
    async (tx) =>
      new Set(
        (
          await tx.query<{ name: string }>(
            "select name from storage.objects where bucket_id = $1 and name = any($2::text[])",
            [bucket, paths],
          )
        ).rows.map((row) => row.name),
      ),
  );
  return c.json(
    await Promise.all(
      paths.map(async (name) =>
        visible.has(name)
          ? { error: null, path: name, signedURL: await signedUrl(ctx.signingKey, bucket, name, expiresIn) }
          : {
              error: "Either the object does not exist or you do not have access to it",
              path: name,
              signedURL: null,
            },
      ),
    ),
  );
};
