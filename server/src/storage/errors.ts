import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isPgError } from "../db/database";
import { isConnectionError } from "../db/connection-watch";
import { S3Error } from "./s3-request";

/** Supabase Storage's error body: storage-js reads `statusCode`, `error` and `message`. */
export function storageError(c: Context, status: ContentfulStatusCode, error: string, message: string) {
  return c.json({ statusCode: String(status), error, message }, status);
}

export class StorageError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A full or read-only disk under DATA_DIR/storage (the study's F5): 507 Insufficient Storage for a full disk or an
 * exhausted quota, 503 for a read-only one, with a code of their own instead of a generic 500, as database writes
 * answer 503 53100 on a full disk. Nothing was stored (the partial file is removed by the caller).
 */
export function fromFileSystemError(error: unknown): StorageError | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ENOSPC" || code === "EDQUOT")
    return new StorageError(
      507,
      "InsufficientStorage",
      "No space left on the server's disk: the file was not stored; retry later",
    );
  if (code === "EROFS")
    return new StorageError(
      503,
      "StorageReadOnly",
      "The server's file storage is read-only: the file was not stored; retry later",
    );
  return undefined;
}

/** A database refusal in Storage's words (RLS and privileges → 403, an existing key → 409, bad input → 400). */
export function fromDatabaseError(error: unknown): StorageError | undefined {
  if (error instanceof StorageError) return error;
  const disk = fromFileSystemError(error);
  if (disk) return disk;
  if (error instanceof S3Error)
    return new StorageError(
      503,
      "StorageUnavailable",
      "The file storage (S3) did not answer as expected: nothing was changed; retry in a few seconds",
    );
  if (isConnectionError(error))
    return new StorageError(503, "DatabaseUnavailable", "The database is unreachable; retry in a few seconds");
  if (!isPgError(error)) return undefined;
  if (error.code === "42501")
    return new StorageError(403, "Unauthorized", "new row violates row-level security policy");
  if (error.code === "23505") return new StorageError(409, "Duplicate", "The resource already exists");
  if (error.code.startsWith("22") || error.code.startsWith("23"))
    return new StorageError(400, "InvalidRequest", error.message);
  if (error.code === "57014") return new StorageError(500, "DatabaseTimeout", "Statement timeout");
  return undefined;
}
