import { StorageError } from "./errors";
import { isValidBucketId } from "./object-keys";

/**
 * Path segments Storage's own routes use after /object/ (and /bucket/): a bucket with one of these names would be
 * shadowed by, or fall into, another route (`storage.from(b).list()` posting to the upload route). Refused as names.
 */
export const RESERVED_BUCKET_NAMES: ReadonlySet<string> = new Set([
  "authenticated",
  "bucket",
  "copy",
  "info",
  "list",
  "list-v2",
  "move",
  "object",
  "public",
  "render",
  "sign",
  "upload",
]);

export function isAllowedBucketName(id: string): boolean {
  return isValidBucketId(id) && !RESERVED_BUCKET_NAMES.has(id);
}

const UNITS: Record<string, number> = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 };

/**
 * A bucket's file_size_limit as Storage takes it: a number of bytes or a string such as "1kb", "20mb", "1.5GB"
 * (decimal units, as Storage counts them). null/undefined means no limit of the bucket's own.
 */
export function parseSizeLimit(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "number") {
    if (Number.isInteger(value) && value > 0) return value;
  } else if (typeof value === "string") {
    const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(value);
    if (match) {
      const bytes = Math.floor(Number(match[1]) * UNITS[(match[2] ?? "b").toLowerCase()]);
      if (bytes > 0 && Number.isSafeInteger(bytes)) return bytes;
    }
  }
  throw new StorageError(400, "InvalidRequest", "file_size_limit must be a number of bytes or a size such as '1mb'");
}

const MIME_PATTERN = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/(\*|[a-z0-9][a-z0-9!#$&^_.+-]*)$/i;

export function parseMimeTypes(value: unknown): string[] | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value) || value.length > 100 || !value.every((v) => typeof v === "string" && MIME_PATTERN.test(v)))
    throw new StorageError(400, "InvalidRequest", "allowed_mime_types must be a list of MIME types such as image/png");
  return value.length === 0 ? null : value.map((v: string) => v.toLowerCase());
}

/** Whether a declared type (parameters ignored) is one of the allowed types, `image/*` wildcards included. */
export function mimeTypeAllowed(allowed: readonly string[], declared: string): boolean {
  const type = declared.split(";")[0].trim().toLowerCase();
  return allowed.some((pattern) =>
    pattern.endsWith("/*")
      ? type.startsWith(pattern.slice(0, -1)) && type.length > pattern.length - 1
      : type === pattern,
  );
}
