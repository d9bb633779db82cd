import type { Context } from "hono";
import type { Claims, JwtKeys } from "../auth/jwt";
import type { Database, Queryable } from "../db/database";
import { objectKey, type ObjectStore } from "./object-store";

/** The default global upload limit (STORAGE_FILE_SIZE_LIMIT); a bucket's own file_size_limit may be lower. */
export const MAX_OBJECT_BYTES = 5 * 1024 * 1024;

/** What the /storage/v1 endpoints are built with (server/src/mount-api.ts). */
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

export interface Bucket {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

export interface StoredObject {
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
export const BUCKET_COLUMNS =
  "id, name, owner, public, file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at";

/** The caller's claims, set from the project key and the session (or from a signed upload URL's token). */
export type StorageEnv = { Variables: { claims: Claims } };

/** Shared by every endpoint of one router. */
export interface StorageContext extends StorageDependencies {
  /** The largest object any bucket accepts. */
  globalLimit: number;
  /** The bucket, read as the server (whoever the caller is). */
  bucketById(id: string): Promise<Bucket | undefined>;
  /**
   * Runs `work` in a transaction as the caller: Row Level Security on storage.objects decides, as on hosted Storage.
   */
  asCaller<T>(c: Context<StorageEnv>, work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** The object as the caller sees it, or undefined. */
  readAsCaller(c: Context<StorageEnv>, bucket: string, name: string): Promise<StoredObject | undefined>;
  /** Removes the bytes of rows already deleted. */
  removeFiles(objects: Pick<StoredObject, "id" | "bucket_id">[]): Promise<void>;
}

export function storageContext(deps: StorageDependencies): StorageContext {
  const { db, store } = deps;
  const asCaller = <T>(c: Context<StorageEnv>, work: (tx: Queryable) => Promise<T>) => {
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
  return {
    ...deps,
    globalLimit: deps.fileSizeLimit ?? MAX_OBJECT_BYTES,
    bucketById: async (id) =>
      (await db.query<Bucket>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id])).rows[0],
    asCaller,
    readAsCaller: (c, bucket, name) =>
      asCaller(
        c,
        async (tx) =>
          (
            await tx.query<StoredObject>("select * from storage.objects where bucket_id = $1 and name = $2", [
              bucket,
              name,
            ])
          ).rows[0],
      ),
    removeFiles: async (objects) => {
      await Promise.all(objects.map((object) => store.remove(objectKey(object.bucket_id, object.id))));
    },
  };
}
