import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isPgError } from "../db/database";

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

/** A database refusal in Storage's words (RLS and privileges → 403, an existing key → 409, bad input → 400). */
export function fromDatabaseError(error: unknown): StorageError | undefined {
  if (error instanceof StorageError) return error;
  if (!isPgError(error)) return undefined;
  if (error.code === "42501")
    return new StorageError(403, "Unauthorized", "new row violates row-level security policy");
  if (error.code === "23505") return new StorageError(409, "Duplicate", "The resource already exists");
  if (error.code.startsWith("22") || error.code.startsWith("23"))
    return new StorageError(400, "InvalidRequest", error.message);
  if (error.code === "57014") return new StorageError(500, "DatabaseTimeout", "Statement timeout");
  return undefined;
}
