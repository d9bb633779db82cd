import { randomUUID } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { jwtVerify, SignJWT, errors as joseErrors } from "jose";
import type { Claims, JwtKeys } from "../auth/jwt";
import type { Database, Queryable } from "../db/database";
import { requestClaims } from "../http/api-key";
import { MAX_BODY_BYTES, readJson } from "../http/body";
import { StorageError, fromDatabaseError, storageError } from "./errors";
import { describeContent, sniffDocumentType } from "./file-types";
import { isValidBucketId, isValidObjectName } from "./object-keys";

/** The largest object any bucket accepts here; a bucket's own file_size_limit may be lower. */
export const MAX_OBJECT_BYTES = 5 * 1024 * 1024;
/** Room for the multipart envelope around a file of MAX_OBJECT_BYTES. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface StorageDependencies {
  db: Database;
  keys: JwtKeys;
  /** DATA_DIR/storage: one folder per bucket, one file per object, named by the object's id. */
  dir: string;
  /** Key of the signed-URL tokens (derived from the project secret; see backend.ts). */
  signingKey: Uint8Array;
  /** Called once a new object is stored (e.g. to schedule the erasure of a CV nobody sent). */
  afterUpload?: (db: Database, object: { bucket: string; name: string; id: string }) => Promise<void>;
}

interface Bucket {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

interface StoredObject {
  id: string;
  name: string;
  bucket_id: string;
  owner: string | null;
  metadata: { mimetype?: string; size?: number } | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

/** A bucket as Storage answers it (file_size_limit a number, as PGlite and node-postgres both return float8). */
const BUCKET_COLUMNS =
  "id, name, owner, public, file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at";

type Env = { Variables: { claims: Claims } };

/**
 * /storage/v1: the subset of Supabase Storage that supabase.storage uses here — buckets (read, and created by the
 * service role), object upload (POST/PUT, x-upsert), authenticated download, signed URLs, delete. Row Level
 * Security on storage.objects decides every access, as on hosted Storage: each call runs as the caller.
 */
export function storageRoutes(deps: StorageDependencies) {
  const app = new Hono<Env>();
  const { db } = deps;
  const fileOf = (bucket: string, id: string) => path.join(deps.dir, bucket, id);

  app.onError((error, c) => {
    const refusal = fromDatabaseError(error);
    if (!refusal) throw error;
    return storageError(c, refusal.status, refusal.error, refusal.message);
  });

  // A signed URL is its own authorisation: opened from an e-mail or a link, without the project key.
  app.get("/object/sign/:bucket/:name{.+}", async (c) => {
    const { bucket, name } = objectParams(c);
    const token = c.req.query("token");
    if (!token) return storageError(c, 400, "InvalidJWT", "Missing token");
    try {
      const { payload } = await jwtVerify(token, deps.signingKey, { algorithms: ["HS256"] });
      if (payload.url !== `${bucket}/${name}`)
        return storageError(c, 400, "InvalidSignature", "The url do not match the signature");
    } catch (error) {
      return storageError(
        c,
        400,
        "InvalidJWT",
        error instanceof joseErrors.JWTExpired ? "jwt expired" : "invalid signature",
      );
    }
    const { rows } = await db.query<StoredObject>("select * from storage.objects where bucket_id = $1 and name = $2", [
      bucket,
      name,
    ]);
    if (!rows[0]) return storageError(c, 404, "not_found", "Object not found");
    return sendObject(c, rows[0], c.req.query("download"));
  });

  app.use("*", async (c, next) => {
    const claims = await requestClaims(c, deps.keys, "rest");
    if (claims instanceof Response) return claims;
    c.set("claims", claims);
    await next();
  });

  const asCaller = <T>(c: Context<Env>, work: (tx: Queryable) => Promise<T>) => {
    const claims = c.get("claims");
    return db.transaction(
      async (tx) => {
        await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
          claims.role,
          JSON.stringify(claims),
        ]);
        return work(tx);
      },
      { signal: c.req.raw.signal, timeoutMs: db.timeoutFor(claims.role), role: claims.role },
    );
  };

  // ─── Buckets ───────────────────────────────────────────────────────────────────────────────────────────
  app.get("/bucket", async (c) =>
    c.json(
      await asCaller(
        c,
        async (tx) => (await tx.query<Bucket>(`select ${BUCKET_COLUMNS} from storage.buckets order by id`)).rows,
      ),
    ),
  );

  app.get("/bucket/:id", async (c) => {
    const bucket = await asCaller(
      c,
      async (tx) =>
        (await tx.query<Bucket>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [c.req.param("id")]))
          .rows[0],
    );
    return bucket ? c.json(bucket) : storageError(c, 404, "Bucket not found", "Bucket not found");
  });

  app.post("/bucket", jsonLimit, async (c) => {
    const body = (await readJson(c)) as
      | { id?: unknown; name?: unknown; public?: unknown; file_size_limit?: unknown; allowed_mime_types?: unknown }
      | undefined;
    const id = typeof body?.id === "string" ? body.id : body?.name;
    if (typeof id !== "string" || !isValidBucketId(id))
      return storageError(c, 400, "InvalidBucketName", "The bucket name is invalid");
    const requested = body?.file_size_limit;
    const sizeLimit =
      Number.isInteger(requested) && (requested as number) > 0
        ? Math.min(requested as number, MAX_OBJECT_BYTES)
        : MAX_OBJECT_BYTES;
    const mimeTypes = Array.isArray(body?.allowed_mime_types) ? body.allowed_mime_types.map(String) : null;
    await asCaller(c, (tx) =>
      tx.query(
        "insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values ($1, $1, $2, $3, $4)",
        [id, body?.public === true, sizeLimit, mimeTypes],
      ),
    );
    return c.json({ name: id });
  });

  // ─── Objects ───────────────────────────────────────────────────────────────────────────────────────────
  const upload = async (c: Context<Env>, upsert: boolean) => {
    const { bucket: bucketId, name } = objectParams(c);
    const bucket = (await db.query<Bucket>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [bucketId]))
      .rows[0];
    if (!bucket) return storageError(c, 404, "Bucket not found", "Bucket not found");
    const file = await uploadedFile(c);
    const limit = Math.min(Number(bucket.file_size_limit ?? MAX_OBJECT_BYTES), MAX_OBJECT_BYTES);
    if (file.bytes.byteLength > limit) return tooLarge(c);
    if (file.bytes.byteLength === 0) return storageError(c, 400, "InvalidRequest", "The file is empty");
    const mimetype = contentTypeFor(bucket, file);
    if (!mimetype)
      return storageError(c, 415, "invalid_mime_type", `mime type ${describeContent(file.bytes)} is not supported`);

    const id = randomUUID();
    const claims = c.get("claims");
    const metadata = {
      mimetype,
      size: file.bytes.byteLength,
      cacheControl: c.req.header("cache-control") ?? "max-age=3600",
    };
    await mkdir(path.join(deps.dir, bucket.id), { recursive: true });
    await writeFile(fileOf(bucket.id, id), file.bytes);
    let replaced: string | undefined;
    try {
      replaced = await asCaller(c, async (tx) => {
        const previous = upsert
          ? (
              await tx.query<{ id: string }>("select id from storage.objects where bucket_id = $1 and name = $2", [
                bucket.id,
                name,
              ])
            ).rows[0]?.id
          : undefined;
        await tx.query(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata)
           values ($1, $2, $3, $4, $5, $6::jsonb)
           ${upsert ? "on conflict (bucket_id, name) do update set id = excluded.id, owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata, updated_at = now(), last_accessed_at = now()" : ""}`,
          [id, bucket.id, name, claims.sub ?? null, claims.sub ?? null, JSON.stringify(metadata)],
        );
        return previous;
      });
    } catch (error) {
      await rm(fileOf(bucket.id, id), { force: true });
      throw error;
    }
    if (replaced) await rm(fileOf(bucket.id, replaced), { force: true });
    await deps.afterUpload?.(db, { bucket: bucket.id, name, id });
    return c.json({ Id: id, Key: `${bucket.id}/${name}` });
  };

  // Before the upload routes: "sign" is not a bucket.
  app.post("/object/sign/:bucket/:name{.+}", jsonLimit, async (c) => {
    const { bucket, name } = objectParams(c);
    const body = (await readJson(c)) as { expiresIn?: unknown } | undefined;
    const expiresIn = Number(body?.expiresIn);
    if (!Number.isInteger(expiresIn) || expiresIn < 1)
      return storageError(c, 400, "InvalidRequest", "expiresIn must be a positive number of seconds");
    const found = await asCaller(
      c,
      async (tx) =>
        (await tx.query("select id from storage.objects where bucket_id = $1 and name = $2", [bucket, name])).rows[0],
    );
    if (!found) return storageError(c, 404, "not_found", "Object not found");
    const token = await new SignJWT({ url: `${bucket}/${name}` })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + Math.min(expiresIn, 7 * 24 * 3600))
      .sign(deps.signingKey);
    return c.json({ signedURL: `/object/sign/${bucket}/${name}?token=${token}` });
  });

  const uploadLimit = bodyLimit({ maxSize: MAX_OBJECT_BYTES + MULTIPART_OVERHEAD, onError: (c) => tooLarge(c) });
  app.post("/object/:bucket/:name{.+}", uploadLimit, (c) => upload(c, c.req.header("x-upsert") === "true"));
  app.put("/object/:bucket/:name{.+}", uploadLimit, (c) => upload(c, true));

  const download = async (c: Context<Env>) => {
    const { bucket, name } = objectParams(c);
    const object = await asCaller(
      c,
      async (tx) =>
        (
          await tx.query<StoredObject>("select * from storage.objects where bucket_id = $1 and name = $2", [
            bucket,
            name,
          ])
        ).rows[0],
    );
    if (!object) return storageError(c, 404, "not_found", "Object not found");
    return sendObject(c, object, c.req.query("download"));
  };
  app.get("/object/authenticated/:bucket/:name{.+}", download);
  app.get("/object/:bucket/:name{.+}", download);

  app.delete("/object/:bucket", jsonLimit, async (c) => {
    const bucket = c.req.param("bucket");
    const body = (await readJson(c)) as { prefixes?: unknown } | undefined;
    const prefixes = body?.prefixes;
    if (
      !Array.isArray(prefixes) ||
      prefixes.length === 0 ||
      prefixes.length > 1000 ||
      !prefixes.every((p) => typeof p === "string")
    ) {
      return storageError(c, 400, "InvalidRequest", "prefixes must be a non-empty array of object names");
    }
    const deleted = await asCaller(
      c,
      async (tx) =>
        (
          await tx.query<StoredObject>(
            "delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *",
            [bucket, prefixes],
          )
        ).rows,
    );
    await Promise.all(deleted.map((object) => rm(fileOf(object.bucket_id, object.id), { force: true })));
    return c.json(deleted);
  });

  app.all("*", (c) => storageError(c, 404, "not_found", "Route not found"));
  return app;

  /** The object's bytes, as a download: never rendered by the browser in the site's origin. */
  async function sendObject(c: Context, object: StoredObject, download: string | undefined) {
    let bytes: Buffer;
    try {
      bytes = await readFile(fileOf(object.bucket_id, object.id));
    } catch {
      return storageError(c, 404, "not_found", "Object not found");
    }
    const fileName = download || path.posix.basename(object.name);
    return new Response(new Uint8Array(bytes), {
      headers: {
        "Content-Type": object.metadata?.mimetype ?? "application/octet-stream",
        "Content-Length": String(bytes.byteLength),
        "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        "Content-Security-Policy": "sandbox",
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-store",
      },
    });
  }
}

function objectParams(c: Context): { bucket: string; name: string } {
  const bucket = c.req.param("bucket") ?? "";
  const name = (c.req.param("name") ?? "").replace(/^\/+/, "");
  if (!isValidBucketId(bucket)) throw new StorageError(400, "InvalidBucketName", "The bucket name is invalid");
  if (!isValidObjectName(name)) throw new StorageError(400, "InvalidKey", `Invalid key: ${name.slice(0, 200)}`);
  return { bucket, name };
}

const tooLarge = (c: Context) =>
  storageError(c, 413, "Payload too large", "The object exceeded the maximum allowed size");

/** The JSON bodies of the other calls keep the API's 1 MiB limit (app.ts leaves /storage/v1 to this module). */
const jsonLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => storageError(c, 413, "Payload too large", "Request body is larger than 1 MiB"),
});

/** The file of a multipart upload (supabase-js sends a Blob as form field "") or the raw request body. */
async function uploadedFile(c: Context): Promise<{ bytes: Uint8Array; claimedType: string | undefined }> {
  const type = c.req.header("content-type") ?? "";
  if (type.toLowerCase().startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw new StorageError(400, "InvalidRequest", "The multipart body could not be read");
    }
    const file = [...form.values()].find((value): value is File => typeof value !== "string");
    if (!file) throw new StorageError(400, "InvalidRequest", "No file in the multipart body");
    return { bytes: new Uint8Array(await file.arrayBuffer()), claimedType: file.type || undefined };
  }
  return { bytes: new Uint8Array(await c.req.arrayBuffer()), claimedType: type || undefined };
}

/**
 * The type the object is stored with. A bucket that restricts types accepts only content recognised as one of them
 * (whatever the name or the claimed Content-Type); an unrestricted bucket keeps the claimed type.
 */
function contentTypeFor(
  bucket: Bucket,
  file: { bytes: Uint8Array; claimedType: string | undefined },
): string | undefined {
  if (!bucket.allowed_mime_types || bucket.allowed_mime_types.length === 0)
    return file.claimedType ?? "application/octet-stream";
  const sniffed = sniffDocumentType(file.bytes);
  return sniffed && bucket.allowed_mime_types.includes(sniffed) ? sniffed : undefined;
}
