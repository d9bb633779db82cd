import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_BODY_BYTES } from "../http/body";
import { RESERVED_BUCKET_NAMES, isAllowedBucketName } from "./bucket-options";
import { StorageError, storageError } from "./errors";
import { isValidBucketId, isValidObjectName } from "./object-keys";
import { parseTransform, type TransformOptions } from "./transformations";

/** What the endpoints read from the path and the JSON bodies, and the refusals they share. */

export const bucketNotFound = (c: Context) => storageError(c, 404, "Bucket not found", "Bucket not found");

export const objectNotFound = (c: Context) => storageError(c, 404, "not_found", "Object not found");

export const tooLarge = (c: Context) =>
  storageError(c, 413, "Payload too large", "The object exceeded the maximum allowed size");

/** The JSON bodies of the other calls keep the API's 1 MiB limit (mount-api.ts leaves /storage/v1 to this module). */
export const jsonLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => storageError(c, 413, "Payload too large", "Request body is larger than 1 MiB"),
});

/** A bucket in the path: never one of the names Storage's routes use (such a path is an unknown route). */
export function bucketParam(c: Context): string {
  const bucket = c.req.param("bucket") ?? "";
  if (RESERVED_BUCKET_NAMES.has(bucket)) throw new StorageError(404, "not_found", "Route not found");
  if (!isValidBucketId(bucket)) throw new StorageError(400, "InvalidBucketName", "The bucket name is invalid");
  return bucket;
}

export function objectParams(c: Context): { bucket: string; name: string } {
  const bucket = bucketParam(c);
  const name = (c.req.param("name") ?? "").replace(/^\/+/, "");
  if (!isValidObjectName(name)) throw new StorageError(400, "InvalidKey", `Invalid key: ${name.slice(0, 200)}`);
  return { bucket, name };
}

/** The body of move and copy: `{ bucketId, sourceKey, destinationKey, destinationBucket? }`. */
export function transferParams(body: Record<string, unknown> | undefined) {
  const names = [body?.bucketId, body?.sourceKey, body?.destinationKey, body?.destinationBucket ?? body?.bucketId];
  if (!names.every((value) => typeof value === "string"))
    throw new StorageError(400, "InvalidRequest", "bucketId, sourceKey and destinationKey are required");
  const [bucket, sourceKey, destinationKey, destinationBucket] = names as string[];
  for (const id of [bucket, destinationBucket])
    if (!isAllowedBucketName(id)) throw new StorageError(400, "InvalidBucketName", "The bucket name is invalid");
  for (const key of [sourceKey, destinationKey])
    if (!isValidObjectName(key)) throw new StorageError(400, "InvalidKey", `Invalid key: ${key.slice(0, 200)}`);
  return { source: { bucket, name: sourceKey }, destination: { bucket: destinationBucket, name: destinationKey } };
}

/** The `transform` of a signed URL's body: undefined when absent or empty (the plain object's URL). */
export function transformOfBody(value: unknown): TransformOptions | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value))
    throw new StorageError(400, "InvalidRequest", "transform must be an object");
  const transform = parseTransform(value as Record<string, unknown>);
  return Object.keys(transform).length > 0 ? transform : undefined;
}

export function expiresInOf(value: unknown): number {
  const expiresIn = Number(value);
  if (!Number.isInteger(expiresIn) || expiresIn < 1)
    throw new StorageError(400, "InvalidRequest", "expiresIn must be a positive number of seconds");
  return expiresIn;
}

/** A non-empty array of at most 1 000 object names (the batch of signed URLs, the names to delete). */
export function isNameBatch(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.length <= 1000 && value.every((p) => typeof p === "string");
}
