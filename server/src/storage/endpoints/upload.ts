import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { REQUEST_ROLES, type Claims, type RequestRole } from "../../auth/jwt";
import { mimeTypeAllowed } from "../bucket-options";
import type { Bucket, StorageContext, StorageEnv } from "../context";
import { StorageError, storageError } from "../errors";
import { DOC, DOCX, PDF, describeContent, sniffDocumentType } from "../file-types";
import { objectKey } from "../object-store";
import { bucketNotFound, objectParams, tooLarge } from "../request";
import { uploadToken, verifyToken } from "../signed-tokens";
import { declaredLength, measured, readAll, receiveUpload } from "../upload-body";

/** Room for the multipart envelope around a file of the largest size accepted. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** POST /object/:bucket/:name: a new object, or a replaced one with `x-upsert: true`. */
export const createObject = (ctx: StorageContext) => async (c: Context<StorageEnv>) => {
  const { bucket, name } = objectParams(c);
  const result = await upload(ctx, c, bucket, name, c.req.header("x-upsert") === "true");
  return result instanceof Response ? result : c.json(result);
};

/** PUT /object/:bucket/:name: the object, replaced or created. */
export const replaceObject = (ctx: StorageContext) => async (c: Context<StorageEnv>) => {
  const { bucket, name } = objectParams(c);
  const result = await upload(ctx, c, bucket, name, true);
  return result instanceof Response ? result : c.json(result);
};

/**
 * POST /object/upload/sign/…: a URL to upload one object later without the key, as the caller (whose right to insert is
 * checked now).
 */
export const createUploadUrl = (ctx: StorageContext) => async (c: Context<StorageEnv>) => {
  const { bucket, name } = objectParams(c);
  if (!(await ctx.bucketById(bucket))) return bucketNotFound(c);
  const upsert = c.req.header("x-upsert") === "true";
  const claims = c.get("claims");
  await ctx.asCaller(c, async (tx) => {
    await tx.query("savepoint may_insert");
    await tx.query(
      "insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3::uuid, $3::text) on conflict do nothing",
      [bucket, name, claims.sub ?? null],
    );
    await tx.query("rollback to savepoint may_insert");
  });
  const token = await uploadToken(ctx.signingKey, bucket, name, upsert, claims);
  return c.json({ url: `/object/upload/sign/${bucket}/${name}?token=${token}`, token });
};

/**
 * PUT /object/upload/sign/…: an upload to a signed upload URL runs as whoever created the URL, once (a second upload
 * finds the object).
 */
export const uploadToSignedUrl = (ctx: StorageContext) => async (c: Context<StorageEnv>) => {
  const { bucket, name } = objectParams(c);
  const payload = await verifyToken(ctx.signingKey, c.req.query("token"), `${bucket}/${name}`);
  if (!payload.upload) throw new StorageError(400, "InvalidJWT", "invalid signature");
  if (!REQUEST_ROLES.includes(payload.role as RequestRole))
    throw new StorageError(400, "InvalidJWT", "invalid signature");
  const claims: Claims = {
    role: payload.role as RequestRole,
    ...(payload.owner ? { sub: String(payload.owner) } : {}),
  };
  c.set("claims", claims);
  const result = await upload(ctx, c, bucket, name, payload.upsert === true);
  return result instanceof Response ? result : c.json({ Key: result.Key });
};

async function upload(ctx: StorageContext, c: Context<StorageEnv>, bucketId: string, name: string, upsert: boolean) {
  const { store } = ctx;
  const bucket = await ctx.bucketById(bucketId);
  if (!bucket) return bucketNotFound(c);
  const limit = Math.min(Number(bucket.file_size_limit ?? ctx.globalLimit), ctx.globalLimit);
  // A declared length past the limit is refused before a byte is read (room for a form's envelope around the file).
  const declared = declaredLength(c.req.raw);
  const multipart = (c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
  if (declared !== undefined && declared > limit + (multipart ? MULTIPART_OVERHEAD : 0)) return tooLarge(c);
  if (declared === 0) return storageError(c, 400, "InvalidRequest", "The file is empty");

  const id = randomUUID();
  const key = objectKey(bucket.id, id);
  // The bytes first, streamed to the store as they arrive (never whole in memory, decision 1037), the row after:
  // a row never names bytes that are not there, and a refused or failed upload leaves nothing.
  let received;
  try {
    received = await receiveUpload(c.req.raw, async (incoming) => {
      const file = measured(incoming, limit);
      let claimedType = incoming.claimedType;
      if (checksContent(bucket)) {
        // Documents checked by their content (CVs: a Word file is a ZIP read from its end) are read whole, within
        // the bucket's limit, and stored only once accepted.
        const bytes = await readAll(file.stream);
        if (bytes.byteLength === 0) throw new StorageError(400, "InvalidRequest", "The file is empty");
        const sniffed = sniffDocumentType(bytes);
        if (!sniffed || !bucket.allowed_mime_types!.includes(sniffed)) throw unsupportedType(describeContent(bytes));
        claimedType = sniffed;
        await store.put(key, bytes);
      } else {
        const refusal = declaredTypeRefusal(bucket, claimedType);
        if (refusal) throw unsupportedType(refusal);
        await store.putStream(key, file.stream, incoming.size);
      }
      return { ...file.totals(), claimedType };
    });
    if (received.stored.size === 0) throw new StorageError(400, "InvalidRequest", "The file is empty");
  } catch (error) {
    await store.remove(key).catch(() => undefined);
    throw error;
  }

  const claims = c.get("claims");
  const metadata = {
    mimetype: received.stored.claimedType ?? "application/octet-stream",
    size: received.stored.size,
    cacheControl: received.cacheControl,
    eTag: received.stored.eTag,
  };
  let replaced: string | undefined;
  try {
    replaced = await ctx.asCaller(c, async (tx) => {
      const previous = upsert
        ? (
            await tx.query<{ id: string }>("select id from storage.objects where bucket_id = $1 and name = $2", [
              bucket.id,
              name,
            ])
          ).rows[0]?.id
        : undefined;
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
           values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)
           ${upsert ? "on conflict (bucket_id, name) do update set id = excluded.id, owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now(), last_accessed_at = now()" : ""}`,
        [
          id,
          bucket.id,
          name,
          claims.sub ?? null,
          claims.sub ?? null,
          JSON.stringify(metadata),
          received.userMetadata === undefined ? null : JSON.stringify(received.userMetadata),
          randomUUID(),
        ],
      );
      return previous;
    });
  } catch (error) {
    await store.remove(key).catch(() => undefined);
    throw error;
  }
  if (replaced) await store.remove(objectKey(bucket.id, replaced));
  return { Id: id, Key: `${bucket.id}/${name}` };
}

/** Types the server recognises by content: a bucket restricted to them (the `cv` bucket) checks the bytes. */
const SNIFFED_TYPES = new Set([PDF, DOC, DOCX]);

/** A bucket restricted to document types the server recognises (PDF, DOC, DOCX: the `cv` bucket) checks the bytes. */
function checksContent(bucket: Bucket): boolean {
  const allowed = bucket.allowed_mime_types;
  return !!allowed && allowed.length > 0 && allowed.every((type) => SNIFFED_TYPES.has(type));
}

/**
 * Why the bucket refuses the declared type, or undefined when it accepts it. As on Storage, the declared type must be
 * one of the bucket's allowed types (`image/*` wildcards included); a bucket that checks the content (checksContent)
 * ignores the declared type and stores the type it recognised.
 */
function declaredTypeRefusal(bucket: Bucket, claimedType: string | undefined): string | undefined {
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0) return undefined;
  const declared = claimedType ?? "application/octet-stream";
  return mimeTypeAllowed(allowed, declared) ? undefined : declared.split(";")[0].trim();
}

const unsupportedType = (type: string) =>
  new StorageError(415, "invalid_mime_type", `mime type ${type} is not supported`);
