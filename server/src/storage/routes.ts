import { Hono } from "hono";
import { requestClaims } from "../http/api-key";
import { storageContext, type StorageDependencies, type StorageEnv } from "./context";
import { fromDatabaseError, storageError } from "./errors";
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from "./endpoints/buckets";
import { download, info, publicDownload, signedDownload } from "./endpoints/downloads";
import { copyObject, deleteObjects, listObjects, listObjectsV2, moveObject } from "./endpoints/objects";
import { signObject, signObjects } from "./endpoints/signed-urls";
import { createObject, createUploadUrl, replaceObject, uploadToSignedUrl } from "./endpoints/upload";
import { jsonLimit } from "./request";

/**
 * /storage/v1: the part of Supabase Storage that supabase-js's storage client uses — buckets (listed, read, and
 * created, updated, emptied, deleted by the service role), uploads (multipart or raw, x-upsert, custom metadata,
 * signed upload URLs), downloads (authenticated, signed, public buckets without a key), object info and existence,
 * listings (v1 and v2), move, copy, signed URLs (one or a batch) and delete, and image transformations
 * (`/render/image/…`, transformations.ts) under the same rules as the plain downloads. Row Level Security on
 * storage.objects decides every access, as on hosted Storage: each call runs as the caller. Any other path answers
 * 404 and changes nothing.
 *
 * One module per group of endpoints in endpoints/, laid out like auth/. The order below is the order routes match
 * in: the paths without the project key come before the key check, a more specific path before a wider one.
 */
export function storageRoutes(deps: StorageDependencies) {
  const ctx = storageContext(deps);
  const app = new Hono<StorageEnv>();

  app.onError((error, c) => {
    const refusal = fromDatabaseError(error);
    if (!refusal) throw error;
    return storageError(c, refusal.status, refusal.error, refusal.message);
  });

  // Without the project key: signed URLs (their own authorisation) and public buckets.
  app
    .get("/object/sign/:bucket/:name{.+}", signedDownload(ctx, false))
    .get("/render/image/sign/:bucket/:name{.+}", signedDownload(ctx, true))
    .get("/object/public/:bucket/:name{.+}", publicDownload(ctx, false))
    .get("/render/image/public/:bucket/:name{.+}", publicDownload(ctx, true))
    .put("/object/upload/sign/:bucket/:name{.+}", uploadToSignedUrl(ctx));

  app.use("*", async (c, next) => {
    const claims = await requestClaims(c, deps.keys, "storage");
    if (claims instanceof Response) return claims;
    c.set("claims", claims);
    await next();
  });

  return app
    .get("/bucket", listBuckets(ctx))
    .get("/bucket/:id", getBucket(ctx))
    .post("/bucket", jsonLimit, createBucket(ctx))
    .put("/bucket/:id", jsonLimit, updateBucket(ctx))
    .post("/bucket/:id/empty", emptyBucket(ctx))
    .delete("/bucket/:id", deleteBucket(ctx))
    .post("/object/upload/sign/:bucket/:name{.+}", createUploadUrl(ctx))
    .post("/object/sign/:bucket/:name{.+}", jsonLimit, signObject(ctx))
    .post("/object/sign/:bucket", jsonLimit, signObjects(ctx))
    .post("/object/list/:bucket", jsonLimit, listObjects(ctx))
    .post("/object/list-v2/:bucket", jsonLimit, listObjectsV2(ctx))
    .post("/object/move", jsonLimit, moveObject(ctx))
    .post("/object/copy", jsonLimit, copyObject(ctx))
    .get("/object/info/authenticated/:bucket/:name{.+}", info(ctx))
    .get("/object/info/:bucket/:name{.+}", info(ctx))
    .post("/object/:bucket/:name{.+}", createObject(ctx))
    .put("/object/:bucket/:name{.+}", replaceObject(ctx))
    .get("/object/authenticated/:bucket/:name{.+}", download(ctx, false))
    .get("/object/:bucket/:name{.+}", download(ctx, false))
    .get("/render/image/authenticated/:bucket/:name{.+}", download(ctx, true))
    .delete("/object/:bucket", jsonLimit, deleteObjects(ctx))
    .all("*", (c) => storageError(c, 404, "not_found", "Route not found"));
}
