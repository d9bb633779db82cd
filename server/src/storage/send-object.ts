import path from "node:path";
import { Readable } from "node:stream";
import type { Context } from "hono";
import type { StoredObject } from "./context";
import { objectNotFound } from "./request";
import { objectKey, type ObjectStore } from "./object-store";
import { renderImage, transformationSegments, type TransformOptions } from "./transformations";

/**
 * The object's bytes, or the transformed image when `transform` is given; never rendered by the browser in the
 * site's origin (a public object may be cached).
 */
export async function sendObject(
  c: Context,
  store: ObjectStore,
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
    if (!original) return objectNotFound(c);
    const rendered = await renderImage(original, transform, c.req.header("accept"));
    contentType = rendered.contentType;
    body = new Uint8Array(rendered.bytes);
    length = rendered.bytes.byteLength;
    const segments = transformationSegments(transform);
    // The format follows the Accept header: caches must keep one answer per Accept.
    variant = { Vary: "Accept", ...(segments.length > 0 ? { "X-Transformations": segments.join(",") } : {}) };
  } else {
    size = typeof object.metadata?.size === "number" ? object.metadata.size : await store.size(key);
    if (size === undefined) return objectNotFound(c);
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
    if (!stream && size > 0) return objectNotFound(c);
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
