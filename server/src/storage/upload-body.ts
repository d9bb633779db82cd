import { createHash } from "node:crypto";
import { Readable, Transform } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import Busboy from "busboy";
import { StorageError } from "./errors";

/** The file of an upload, as it arrives (decision 1037). */
export interface IncomingFile {
  /** The file's bytes, read as they come: never whole in memory. */
  stream: Readable;
  /** Its length when the request declares it (a raw body with Content-Length), else undefined. */
  size: number | undefined;
  /** The Content-Type the client gives (of the request, or of the form's file part). */
  claimedType: string | undefined;
}

export interface UploadFields {
  cacheControl: string;
  /** Custom metadata: the multipart field `metadata` (JSON) or the `x-metadata` header (base64 JSON). */
  userMetadata: Record<string, unknown> | undefined;
}

/** Fields of a form other than the file are short (metadata is at most 8 KB). */
const MAX_FIELD_BYTES = 16 * 1024;

/**
 * Receives an upload in the two shapes storage-js sends — a multipart form whose file is a form field (a Blob or a
 * File: what a browser uploads) or the raw request body (a Buffer, an ArrayBuffer, a stream) — and hands the file's
 * stream to `store` as it arrives (busboy parses the form as a stream). Resolves once `store` has resolved and the
 * whole request is read. When `store` or the form fails, the rest of the request is read and dropped (not cut, so
 * the client gets the answer: 413, 415…) and the error is thrown.
 */
export async function receiveUpload<T>(
  request: Request,
  store: (file: IncomingFile) => Promise<T>,
): Promise<UploadFields & { stored: T }> {
  const type = request.headers.get("content-type") ?? "";
  const body = request.body ? Readable.fromWeb(request.body as WebReadableStream) : Readable.from([]);
  const dropRest = () => {
    body.unpipe();
    body.resume();
  };
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    const header = request.headers.get("x-metadata");
    const fields: UploadFields = {
      cacheControl: request.headers.get("cache-control") ?? "max-age=3600",
      userMetadata: header ? metadataObject(Buffer.from(header, "base64").toString("utf8")) : undefined,
    };
    try {
      return {
        ...fields,
        stored: await store({ stream: body, size: declaredLength(request), claimedType: type || undefined }),
      };
    } catch (error) {
      dropRest();
      throw error;
    }
  }

  return new Promise((resolve, reject) => {
    let form: Busboy.Busboy;
    try {
      form = Busboy({
        headers: { "content-type": type },
        limits: { files: 1, fields: 20, parts: 40, fieldSize: MAX_FIELD_BYTES },
      });
    } catch {
      dropRest();
      return reject(new StorageError(400, "InvalidRequest", "The multipart body could not be read"));
    }
    const values = new Map<string, string>();
    let stored: Promise<T> | undefined;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      dropRest();
      reject(error);
    };
    form.on("field", (name, value, info) => {
      if (info.valueTruncated)
        return fail(new StorageError(400, "InvalidRequest", "metadata must be a JSON object of at most 8 KB"));
      values.set(name, value);
    });
    form.on("file", (_name, stream, info) => {
      // supabase-js sends one file (the form field ""); any further one is read and dropped.
      if (stored) return void stream.resume();
      stored = store({ stream, size: undefined, claimedType: info.mimeType || undefined });
      stored.catch(fail);
    });
    form.on("error", () => fail(new StorageError(400, "InvalidRequest", "The multipart body could not be read")));
    form.on("close", async () => {
      if (!stored) return fail(new StorageError(400, "InvalidRequest", "No file in the multipart body"));
      let result: T;
      try {
        result = await stored;
      } catch (error) {
        return fail(error);
      }
      if (failed) return;
      try {
        const cacheControl = values.get("cacheControl");
        const metadata = values.get("metadata");
        resolve({
          stored: result,
          cacheControl: cacheControl ? `max-age=${cacheControl}` : "max-age=3600",
          userMetadata: metadata === undefined ? undefined : metadataObject(metadata),
        });
      } catch (error) {
        fail(error);
      }
    });
    body.on("error", fail);
    body.pipe(form);
  });
}

/**
 * The file's stream counted and hashed as it passes, failing with Storage's 413 as soon as it goes past `limit` (and
 * with a 400 when it ends short of a declared length); `totals()` gives its size and ETag once it has ended.
 */
export function measured(file: IncomingFile, limit: number) {
  const md5 = createHash("md5");
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.byteLength;
      if (size > limit) return done(tooLargeError());
      md5.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      if (file.size !== undefined && size !== file.size)
        return done(new StorageError(400, "InvalidRequest", "The body ended before its declared length"));
      done();
    },
  });
  file.stream.on("error", (error) => counter.destroy(error));
  // Whoever reads the stream gets its error (413…); it may also come before anyone reads it or after the reader has
  // given up (a type refused first), and must not then be an unhandled 'error' event, which would end the process.
  counter.on("error", () => undefined);
  file.stream.pipe(counter);
  let etag: string | undefined;
  return {
    stream: counter as Readable,
    totals() {
      etag ??= `"${md5.digest("hex")}"`;
      return { size, eTag: etag };
    },
  };
}

/** A stream read whole into memory (at most `limit` bytes: `measured` refuses more). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The length a raw body declares (undefined when it is sent in chunks). */
export function declaredLength(request: Request): number | undefined {
  if (request.headers.has("transfer-encoding")) return undefined;
  const header = request.headers.get("content-length");
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header);
}

export const tooLargeError = () =>
  new StorageError(413, "Payload too large", "The object exceeded the maximum allowed size");

export function metadataObject(json: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    value = undefined;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value) || json.length > 8192)
    throw new StorageError(400, "InvalidRequest", "metadata must be a JSON object of at most 8 KB");
  return value as Record<string, unknown>;
}
