import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { readJson } from "../../http/body";
import type { StorageContext, StorageEnv, StoredObject } from "../context";
import { storageError } from "../errors";
import { listV1, listV2 } from "../listing";
import { objectKey } from "../object-store";
import { bucketParam, isNameBatch, objectNotFound, transferParams } from "../request";

/** The objects by name, as the caller sees them: listed, moved, copied, deleted. */

/** POST /object/list/:bucket: names and folders under a prefix (storage-js's list). */
export const listObjects = (ctx: StorageContext) => async (c: Context<StorageEnv>) => {
  const bucket = bucketParam(c);
  const body = (await readJson(c)) as Record<string, unknown> | undefined;
  return c.json(await ctx.asCaller(c, (tx) => listV1(tx, bucket, body)));
};

/** POST /object/list-v2/:bucket: the same, by pages with a cursor. */
export const listObjectsV2 = (ctx: StorageContext) => async (c: Context<StorageEnv>) => {
  const bucket = bucketParam(c);
  const body = (await readJson(c)) as Record<string, unknown> | undefined;
  return c.json(await ctx.asCaller(c, (tx) => listV2(tx, bucket, body)));
};

/** POST /object/move */
export const moveObject = (ctx: StorageContext) => async (c: Context<StorageEnv>) => {
  const { source, destination } = transferParams((await readJson(c)) as Record<string, unknown> | undefined);
  const moved = await ctx.asCaller(
    c,
    async (tx) =>
      (
        await tx.query<{ id: string }>(
          `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
             where bucket_id = $1 and name = $2 returning id`,
          [source.bucket, source.name, destination.bucket, destination.name],
        )
      ).rows[0],
  );
  if (!moved) return objectNotFound(c);
  if (source.bucket !== destination.bucket)
    await ctx.store.move(objectKey(source.bucket, moved.id), objectKey(destination.bucket, moved.id));
  return c.json({ message: "Successfully moved" });
};

/** POST /object/copy: the copy belongs to the caller. */
export const copyObject = (ctx: StorageContext) => async (c: Context<StorageEnv>) => {
  const { source, destination } = transferParams((await readJson(c)) as Record<string, unknown> | undefined);
  const id = randomUUID();
  const claims = c.get("claims");
  const original = await ctx.asCaller(c, async (tx) => {
    const found = (
      await tx.query<StoredObject>("select * from storage.objects where bucket_id = $1 and name = $2", [
        source.bucket,
        source.name,
      ])
    ).rows[0];
    if (!found) return undefined;
    await tx.query(
      `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3, $4::uuid, $4::text, $5::jsonb, $6::jsonb, $7)`,
      [
        id,
        destination.bucket,
        destination.name,
        claims.sub ?? null,
        JSON.stringify(found.metadata),
        JSON.stringify(found.user_metadata),
        randomUUID(),
      ],
    );
    await ctx.store.copy(objectKey(found.bucket_id, found.id), objectKey(destination.bucket, id));
    return found;
  });
  if (!original) return objectNotFound(c);
  return c.json({ Id: id, Key: `${destination.bucket}/${destination.name}` });
};

/** DELETE /object/:bucket: the named objects the caller may delete; answers the rows deleted. */
export const deleteObjects = (ctx: StorageContext) => async (c: Context<StorageEnv>) => {
  const bucket = bucketParam(c);
  const body = (await readJson(c)) as { prefixes?: unknown } | undefined;
  const prefixes = body?.prefixes;
  if (!isNameBatch(prefixes))
    return storageError(c, 400, "InvalidRequest", "prefixes must be a non-empty array of object names");
  const deleted = await ctx.asCaller(
    c,
    async (tx) =>
      (
        await tx.query<StoredObject>(
          "delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *",
          [bucket, prefixes],
        )
      ).rows,
  );
  await ctx.removeFiles(deleted);
  return c.json(deleted);
};
