import { randomUUID } from "node:crypto";
import path from "node:path";
import { Readable } from "node:stream";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { jwtVerify, SignJWT, errors as joseErrors } from "jose";
import { REQUEST_ROLES, type Claims, type JwtKeys, type RequestRole } from "../auth/jwt";
import type { Database, Queryable } from "../db/database";
import { requestClaims } from "../http/api-key";
import { MAX_BODY_BYTES, readJson } from "../http/body";
import { StorageError, fromDatabaseError, storageError } from "./errors";
import { DOC, DOCX, PDF, describeContent, sniffDocumentType } from "./file-types";
import {
  RESERVED_BUCKET_NAMES,
  isAllowedBucketName,
  mimeTypeAllowed,
  parseMimeTypes,
  parseSizeLimit,
} from "./bucket-options";
import { listV1, listV2 } from "./listing";
import { declaredLength, measured, readAll, receiveUpload } from "./upload-body";
import { objectKey, type ObjectStore } from "./object-store";
import { isValidBucketId, isValidObjectName } from "./object-keys";
import { parseTransform, renderImage, transformationSegments, type TransformOptions } from "./transformations";

/** The default global upload limit (STORAGE_FILE_SIZE_LIMIT); a bucket's own file_size_limit may be lower. */
export const MAX_OBJECT_BYTES = 5 * 1024 * 1024;
/** Room for the multipart envelope around a file of MAX_OBJECT_BYTES. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface StorageDependencies {
  db: Database;
  keys: JwtKeys;
  /** Where the objects' bytes are: DATA_DIR/storage or an S3 bucket, under `<bucket>/<object id>` (decision 1026). */
  store: ObjectStore;
  /** Key of the signed-URL tokens (derived from the project secret; see backend.ts). */
  signingKey: Uint8Array;
  /** The largest object any bucket accepts (STORAGE_FILE_SIZE_LIMIT), whatever its own file_size_limit says. */
  fileSizeLimit?: number;
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
  metadata: { mimetype?: string; size?: number; cacheControl?: string; eTag?: string } | null;
  user_metadata: Record<string, unknown> | null;
  version: string | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

/** A bucket as Storage answers it (file_size_limit a number, as PGlite and node-postgres both return float8). */
const BUCKET_COLUMNS =
  "id, name, owner, public, file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at";

type Env = { Variables: { claims: Claims } };

/**
 * /storage/v1: the part of Supabase Storage that supabase-js's storage client uses — buckets (listed, read, and
 * created, updated, emptied, deleted by the service role), uploads (multipart or raw, x-upsert, custom metadata,
 * signed upload URLs), downloads (authenticated, signed, public buckets without a key), object info and existence,
 * listings (v1 and v2), move, copy, signed URLs (one or a batch) and delete, and image transformations
 * (`/render/image/…`, transformations.ts) under the same rules as the plain downloads. Row Level Security on
 * storage.objects decides every access, as on hosted Storage: each call runs as the caller. Any other path answers
 * 404 and changes nothing.
 */
export function storageRoutes(deps: StorageDependencies) {
  const app = new Hono<Env>();
  const { db } = deps;
  const globalLimit = deps.fileSizeLimit ?? MAX_OBJECT_BYTES;
  const { store } = deps;
  const bucketById = async (id: string) =>
    (await db.query<Bucket>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id])).rows[0];

  app.onError((error, c) => {
    const refusal = fromDatabaseError(error);
    if (!refusal) throw error;
    return storageError(c, refusal.status, refusal.error, refusal.message);
  });

  // ─── Without the project key: signed URLs and public buckets ───────────────────────────────────────────
  // A signed URL is its own authorisation: opened from an e-mail or a link, without the project key.
  // A signed image URL carries its transformation in the token: it cannot be changed once signed.
  const signedDownload = (render: boolean) => async (c: Context<Env>) => {
    const { bucket, name } = objectParams(c);
    const payload = await verifyToken(c.req.query("token"), `${bucket}/${name}`);
    if (payload.upload) throw new StorageError(400, "InvalidJWT", "invalid signature");
    const { rows } = await db.query<StoredObject>("select * from storage.objects where bucket_id = $1 and name = $2", [
      bucket,
      name,
    ]);
    if (!rows[0]) return storageError(c, 404, "not_found", "Object not found");
    const transform = render ? ((payload.transform ?? {}) as TransformOptions) : undefined;
    return sendObject(c, rows[0], c.req.query("download"), false, transform);
  };
  app.get("/object/sign/:bucket/:name{.+}", signedDownload(false));
  app.get("/render/image/sign/:bucket/:name{.+}", signedDownload(true));

  // A public bucket's objects are readable by anyone (getPublicUrl), as on hosted Storage; private ones are not.
  const publicDownload = (render: boolean) => async (c: Context<Env>) => {
    const transform = render ? parseTransform(c.req.query()) : undefined;
    const { bucket, name } = objectParams(c);
    const { rows } = await db.query<StoredObject>(
      `select o.* from storage.objects o join storage.buckets b on b.id = o.bucket_id
       where b.public and o.bucket_id = $1 and o.name = $2`,
      [bucket, name],
    );
    if (!rows[0]) return storageError(c, 404, "not_found", "Object not found");
    return sendObject(c, rows[0], c.req.query("download"), true, transform);
  };
  app.get("/object/public/:bucket/:name{.+}", publicDownload(false));
  app.get("/render/image/public/:bucket/:name{.+}", publicDownload(true));

  // An upload to a signed upload URL runs as whoever created the URL, once (a second upload finds the object).
  app.put("/object/upload/sign/:bucket/:name{.+}", async (c) => {
    const { bucket, name } = objectParams(c);
    const payload = await verifyToken(c.req.query("token"), `${bucket}/${name}`);
    if (!payload.upload) throw new StorageError(400, "InvalidJWT", "invalid signature");
    if (!REQUEST_ROLES.includes(payload.role as RequestRole))
      throw new StorageError(400, "InvalidJWT", "invalid signature");
    const claims: Claims = {
      role: payload.role as RequestRole,
      ...(payload.owner ? { sub: String(payload.owner) } : {}),
    };
    c.set("claims", claims);
    const result = await upload(c, bucket, name, payload.upsert === true);
    return result instanceof Response ? result : c.json({ Key: result.Key });
  });

  app.use("*", async (c, next) => {
    const claims = await requestClaims(c, deps.keys, "storage");
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
    return bucket ? c.json(bucket) : bucketNotFound(c);
  });

  app.post("/bucket", jsonLimit, async (c) => {
    const body = (await readJson(c)) as Record<string, unknown> | undefined;
    const id = typeof body?.id === "string" ? body.id : body?.name;
    if (typeof id !== "string" || !isAllowedBucketName(id))
      return storageError(c, 400, "InvalidBucketName", "The bucket name is invalid");
    const sizeLimit = parseSizeLimit(body?.file_size_limit);
    const mimeTypes = parseMimeTypes(body?.allowed_mime_types);
    await asCaller(c, (tx) =>
      tx.query(
        "insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values ($1, $1, $2, $3, $4)",
        [id, body?.public === true, sizeLimit, mimeTypes],
      ),
    );
    return c.json({ name: id });
  });

  // Only the fields sent change (storage-js leaves out the options it is not given).
  app.put("/bucket/:id", jsonLimit, async (c) => {
    const body = ((await readJson(c)) ?? {}) as Record<string, unknown>;
    const changes: [string, unknown][] = [];
    if ("public" in body) {
      if (typeof body.public !== "boolean")
        return storageError(c, 400, "InvalidRequest", "public must be true or false");
      changes.push(["public", body.public]);
    }
    if ("file_size_limit" in body) changes.push(["file_size_limit", parseSizeLimit(body.file_size_limit)]);
    if ("allowed_mime_types" in body) changes.push(["allowed_mime_types", parseMimeTypes(body.allowed_mime_types)]);
    const updated = await asCaller(c, async (tx) => {
      const sets = [...changes.map(([column], i) => `${column} = $${i + 2}`), "updated_at = now()"];
      const { rows } = await tx.query(`update storage.buckets set ${sets.join(", ")} where id = $1 returning id`, [
        c.req.param("id"),
        ...changes.map(([, value]) => value),
      ]);
      return rows.length;
    });
    return updated ? c.json({ message: "Successfully updated" }) : bucketNotFound(c);
  });

  app.post("/bucket/:id/empty", async (c) => {
    const id = c.req.param("id");
    if (!(await bucketById(id))) return bucketNotFound(c);
    const deleted = await asCaller(
      c,
      async (tx) =>
        (await tx.query<StoredObject>("delete from storage.objects where bucket_id = $1 returning id, bucket_id", [id]))
          .rows,
    );
    await removeFiles(deleted);
    return c.json({ message: "Empty bucket has been queued. Completion may take up to an hour." });
  });

  app.delete("/bucket/:id", async (c) => {
    const id = c.req.param("id");
    const outcome = await asCaller(c, async (tx) => {
      const objects = await tx.query("select 1 from storage.objects where bucket_id = $1 limit 1", [id]);
      if (objects.rows.length > 0) return "not empty" as const;
      const { rows } = await tx.query("delete from storage.buckets where id = $1 returning id", [id]);
      return rows.length > 0 ? ("deleted" as const) : ("not found" as const);
    });
    if (outcome === "not found") return bucketNotFound(c);
    if (outcome === "not empty")
      return storageError(c, 409, "InvalidRequest", "The bucket you tried to delete is not empty");
    return c.json({ message: "Successfully deleted" });
  });

  // ─── Objects: uploads ──────────────────────────────────────────────────────────────────────────────────
  async function upload(c: Context<Env>, bucketId: string, name: string, upsert: boolean) {
    const bucket = await bucketById(bucketId);
    if (!bucket) return bucketNotFound(c);
    const limit = Math.min(Number(bucket.file_size_limit ?? globalLimit), globalLimit);
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

  // A URL to upload one object later without the key, as the caller (whose right to insert is checked now).
  app.post("/object/upload/sign/:bucket/:name{.+}", async (c) => {
    const { bucket, name } = objectParams(c);
    if (!(await bucketById(bucket))) return bucketNotFound(c);
    const upsert = c.req.header("x-upsert") === "true";
    const claims = c.get("claims");
    await asCaller(c, async (tx) => {
      await tx.query("savepoint may_insert");
      await tx.query(
        "insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3::uuid, $3::text) on conflict do nothing",
        [bucket, name, claims.sub ?? null],
      );
      await tx.query("rollback to savepoint may_insert");
    });
    const token = await new SignJWT({
      url: `${bucket}/${name}`,
      upload: true,
      upsert,
      owner: claims.sub,
      role: claims.role,
    })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 2 * 3600)
      .sign(deps.signingKey);
    return c.json({ url: `/object/upload/sign/${bucket}/${name}?token=${token}`, token });
  });

  // ─── Objects: signed URLs, listings, move, copy, info ────────────────────────────────────────────────
  app.post("/object/sign/:bucket/:name{.+}", jsonLimit, async (c) => {
    const { bucket, name } = objectParams(c);
    const body = (await readJson(c)) as { expiresIn?: unknown; transform?: unknown } | undefined;
    const expiresIn = expiresInOf(body?.expiresIn);
    const transform = transformOfBody(body?.transform);
    const found = await asCaller(
      c,
      async (tx) =>
        (await tx.query("select id from storage.objects where bucket_id = $1 and name = $2", [bucket, name])).rows[0],
    );
    if (!found) return storageError(c, 404, "not_found", "Object not found");
    return c.json({ signedURL: await signedUrl(bucket, name, expiresIn, transform) });
  });

  app.post("/object/sign/:bucket", jsonLimit, async (c) => {
    const bucket = bucketParam(c);
    const body = (await readJson(c)) as { expiresIn?: unknown; paths?: unknown } | undefined;
    const expiresIn = expiresInOf(body?.expiresIn);
    const paths = body?.paths;
    if (
      !Array.isArray(paths) ||
      paths.length === 0 ||
      paths.length > 1000 ||
      !paths.every((p) => typeof p === "string")
    )
      return storageError(c, 400, "InvalidRequest", "paths must be a non-empty array of object names");
    const visible = await asCaller(
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
        (paths as string[]).map(async (name) =>
          visible.has(name)
            ? { error: null, path: name, signedURL: await signedUrl(bucket, name, expiresIn) }
            : {
                error: "Either the object does not exist or you do not have access to it",
                path: name,
                signedURL: null,
              },
        ),
      ),
    );
  });

  app.post("/object/list/:bucket", jsonLimit, async (c) => {
    const bucket = bucketParam(c);
    const body = (await readJson(c)) as Record<string, unknown> | undefined;
    return c.json(await asCaller(c, (tx) => listV1(tx, bucket, body)));
  });

  app.post("/object/list-v2/:bucket", jsonLimit, async (c) => {
    const bucket = bucketParam(c);
    const body = (await readJson(c)) as Record<string, unknown> | undefined;
    return c.json(await asCaller(c, (tx) => listV2(tx, bucket, body)));
  });

  app.post("/object/move", jsonLimit, async (c) => {
    const { source, destination } = transferParams((await readJson(c)) as Record<string, unknown> | undefined);
    const moved = await asCaller(
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
    if (!moved) return storageError(c, 404, "not_found", "Object not found");
    if (source.bucket !== destination.bucket)
      await store.move(objectKey(source.bucket, moved.id), objectKey(destination.bucket, moved.id));
    return c.json({ message: "Successfully moved" });
  });

  app.post("/object/copy", jsonLimit, async (c) => {
    const { source, destination } = transferParams((await readJson(c)) as Record<string, unknown> | undefined);
    const id = randomUUID();
    const claims = c.get("claims");
    const original = await asCaller(c, async (tx) => {
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
      await store.copy(objectKey(found.bucket_id, found.id), objectKey(destination.bucket, id));
      return found;
    });
    if (!original) return storageError(c, 404, "not_found", "Object not found");
    return c.json({ Id: id, Key: `${destination.bucket}/${destination.name}` });
  });

  const info = async (c: Context<Env>) => {
    const { bucket, name } = objectParams(c);
    const object = await readAsCaller(c, bucket, name);
    if (!object) return storageError(c, 404, "not_found", "Object not found");
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
  app.get("/object/info/authenticated/:bucket/:name{.+}", info);
  app.get("/object/info/:bucket/:name{.+}", info);

  // ─── Objects: upload, download, delete by name ───────────────────────────────────────────────────────
  app.post("/object/:bucket/:name{.+}", async (c) => {
    const { bucket, name } = objectParams(c);
    const result = await upload(c, bucket, name, c.req.header("x-upsert") === "true");
    return result instanceof Response ? result : c.json(result);
  });
  app.put("/object/:bucket/:name{.+}", async (c) => {
    const { bucket, name } = objectParams(c);
    const result = await upload(c, bucket, name, true);
    return result instanceof Response ? result : c.json(result);
  });

  const download = (render: boolean) => async (c: Context<Env>) => {
    const transform = render ? parseTransform(c.req.query()) : undefined;
    const { bucket, name } = objectParams(c);
    const object = await readAsCaller(c, bucket, name);
    if (!object) return storageError(c, 404, "not_found", "Object not found");
    return sendObject(c, object, c.req.query("download"), false, transform);
  };
  app.get("/object/authenticated/:bucket/:name{.+}", download(false));
  app.get("/object/:bucket/:name{.+}", download(false));
  app.get("/render/image/authenticated/:bucket/:name{.+}", download(true));

  app.delete("/object/:bucket", jsonLimit, async (c) => {
    const bucket = bucketParam(c);
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
    await removeFiles(deleted);
    return c.json(deleted);
  });

  app.all("*", (c) => storageError(c, 404, "not_found", "Route not found"));
  return app;

  function readAsCaller(c: Context<Env>, bucket: string, name: string) {
    return asCaller(
      c,
      async (tx) =>
        (
          await tx.query<StoredObject>("select * from storage.objects where bucket_id = $1 and name = $2", [
            bucket,
            name,
          ])
        ).rows[0],
    );
  }

  async function removeFiles(objects: Pick<StoredObject, "id" | "bucket_id">[]) {
    await Promise.all(objects.map((object) => store.remove(objectKey(object.bucket_id, object.id))));
  }

  /** With a transformation, the URL of the transformed image (the transformation is part of what is signed). */
  async function signedUrl(bucket: string, name: string, expiresIn: number, transform?: TransformOptions) {
    const token = await new SignJWT({ url: `${bucket}/${name}`, ...(transform ? { transform } : {}) })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + Math.min(expiresIn, 7 * 24 * 3600))
      .sign(deps.signingKey);
    return `/${transform ? "render/image" : "object"}/sign/${bucket}/${name}?token=${token}`;
  }

  async function verifyToken(token: string | undefined, url: string) {
    if (!token) throw new StorageError(400, "InvalidJWT", "Missing token");
    try {
      const { payload } = await jwtVerify(token, deps.signingKey, { algorithms: ["HS256"] });
      if (payload.url !== url) throw new StorageError(400, "InvalidSignature", "The url do not match the signature");
      return payload;
    } catch (error) {
      if (error instanceof StorageError) throw error;
      throw new StorageError(
        400,
        "InvalidJWT",
        error instanceof joseErrors.JWTExpired ? "jwt expired" : "invalid signature",
      );
    }
  }

  /**
   * The object's bytes, or the transformed image when `transform` is given; never rendered by the browser in the
   * site's origin (a public object may be cached).
   */
  async function sendObject(
    c: Context,
    object: StoredObject,
    download: string | undefined,
    isPublic = false,
    transform?: TransformOptions,
  ) {
    const key = objectKey(object.bucket_id, object.id);
    let contentType = object.metadata?.mimetype ?? "application/octet-stream";
    let variant: Record<string, string> = object.metadata?.eTag ? { ETag: object.metadata.eTag } : {};
    // The object's bytes are streamed from the store (a file or S3), never held whole; only an image to transform
    // is read into memory, as the transformation needs it all.
    let body: Uint8Array<ArrayBuffer> | ReadableStream;
    let length: number;
    let range: { start: number; end: number } | undefined;
    let size: number | undefined;
    if (transform) {
      const original = await store.read(key);
      if (!original) return storageError(c, 404, "not_found", "Object not found");
      const rendered = await renderImage(original, transform, c.req.header("accept"));
      contentType = rendered.contentType;
      body = new Uint8Array(rendered.bytes);
      length = rendered.bytes.byteLength;
      const segments = transformationSegments(transform);
      // The format follows the Accept header: caches must keep one answer per Accept.
      variant = { Vary: "Accept", ...(segments.length > 0 ? { "X-Transformations": segments.join(",") } : {}) };
    } else {
      size = typeof object.metadata?.size === "number" ? object.metadata.size : await store.size(key);
      if (size === undefined) return storageError(c, 404, "not_found", "Object not found");
      // A byte range (a video seeking, a download resumed), as hosted Storage answers it: 206 with Content-Range,
      // 416 when the range lies outside the object (decision 1012).
      const asked = byteRange(c.req.header("range"), size);
      if (asked === "unsatisfiable") {
        return new Response(null, {
          status: 416,
          headers: { "Content-Range": `bytes */${size}`, "Accept-Ranges": "bytes" },
        });
      }
      range = asked;
      const stream = size === 0 ? undefined : await store.get(key, range ?? { start: 0, end: size - 1 });
      if (!stream && size > 0) return storageError(c, 404, "not_found", "Object not found");
      body = stream ? (Readable.toWeb(stream) as ReadableStream) : new Uint8Array(0);
      length = range ? range.end - range.start + 1 : size;
    }
    const fileName = download || path.posix.basename(object.name);
    return new Response(body, {
      status: range ? 206 : 200,
      headers: {
        "Content-Type": contentType,
        "Content-Length": String(length),
        ...(transform ? {} : { "Accept-Ranges": "bytes" }),
        ...(range ? { "Content-Range": `bytes ${range.start}-${range.end}/${size}` } : {}),
        "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        "Content-Security-Policy": "sandbox",
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": isPublic ? (object.metadata?.cacheControl ?? "max-age=3600") : "private, no-store",
        ...variant,
      },
    });
  }
}

/**
 * The single byte range a `Range` header asks for (`bytes=a-b`, `bytes=a-`, `bytes=-n`), clamped to the object;
 * undefined when there is none or it is not one we serve (several ranges, another unit: the whole object is sent, as
 * RFC 9110 allows); "unsatisfiable" when it starts beyond the end.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "unsatisfiable" | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? "").trim());
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    return size === 0 ? "unsatisfiable" : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return "unsatisfiable";
  if (end < start) return undefined;
  return { start, end };
}

const bucketNotFound = (c: Context) => storageError(c, 404, "Bucket not found", "Bucket not found");

/** A bucket in the path: never one of the names Storage's routes use (such a path is an unknown route). */
function bucketParam(c: Context): string {
  const bucket = c.req.param("bucket") ?? "";
  if (RESERVED_BUCKET_NAMES.has(bucket)) throw new StorageError(404, "not_found", "Route not found");
  if (!isValidBucketId(bucket)) throw new StorageError(400, "InvalidBucketName", "The bucket name is invalid");
  return bucket;
}

function objectParams(c: Context): { bucket: string; name: string } {
  const bucket = bucketParam(c);
  const name = (c.req.param("name") ?? "").replace(/^\/+/, "");
  if (!isValidObjectName(name)) throw new StorageError(400, "InvalidKey", `Invalid key: ${name.slice(0, 200)}`);
  return { bucket, name };
}

/** The body of move and copy: `{ bucketId, sourceKey, destinationKey, destinationBucket? }`. */
function transferParams(body: Record<string, unknown> | undefined) {
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
function transformOfBody(value: unknown): TransformOptions | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value))
    throw new StorageError(400, "InvalidRequest", "transform must be an object");
  const transform = parseTransform(value as Record<string, unknown>);
  return Object.keys(transform).length > 0 ? transform : undefined;
}

function expiresInOf(value: unknown): number {
  const expiresIn = Number(value);
  if (!Number.isInteger(expiresIn) || expiresIn < 1)
    throw new StorageError(400, "InvalidRequest", "expiresIn must be a positive number of seconds");
  return expiresIn;
}

const tooLarge = (c: Context) =>
  storageError(c, 413, "Payload too large", "The object exceeded the maximum allowed size");

/** The JSON bodies of the other calls keep the API's 1 MiB limit (app.ts leaves /storage/v1 to this module). */
const jsonLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => storageError(c, 413, "Payload too large", "Request body is larger than 1 MiB"),
});

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
