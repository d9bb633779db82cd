import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { errorCode, expectOk, readText, xmlEscape, xmlText } from "./s3-answers";
import { S3Error, type S3Connection } from "./s3-request";

/**
 * A stream of unknown length (an upload in a multipart form, or sent in chunks) is stored as an S3 multipart upload
 * of parts of this size, the smallest S3 accepts: one part at a time is held in memory (decision 1037).
 */
export const PART_BYTES = 5 * 1024 * 1024;

/**
 * The stream cut into parts of `size` bytes (the last one shorter, possibly empty), `last` set on the final one; only
 * the part being filled is held.
 */
export async function* parts(
  body: Readable,
  size: number,
): AsyncGenerator<{ chunks: Buffer[]; length: number; last: boolean }> {
  // The part is kept as the chunks received (not copied into one block of PART_BYTES: such blocks, freed one after
  // the other, stay in the process's memory until the collector and the allocator give them back).
  let chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    let rest = chunk as Buffer;
    while (length + rest.byteLength >= size) {
      const take = size - length;
      chunks.push(rest.subarray(0, take));
      const part = chunks;
      chunks = [];
      length = 0;
      rest = rest.subarray(take);
      yield { chunks: part, length: size, last: false };
    }
    if (rest.byteLength > 0) {
      chunks.push(rest);
      length += rest.byteLength;
    }
  }
  yield { chunks, length, last: true };
}

/** Starts a multipart upload of `key`: its upload id. */
export async function createMultipart(connection: S3Connection, key: string): Promise<string> {
  const response = await connection.send("POST", key, { query: new URLSearchParams({ uploads: "" }) });
  const text = await readText(response);
  const uploadId = /<UploadId>([\s\S]*?)<\/UploadId>/.exec(text)?.[1];
  if (response.statusCode !== 200 || uploadId === undefined)
    throw new S3Error(
      `CREATE MULTIPART ${connection.describe(key)}: ${errorCode(text) ?? response.statusCode}`,
      response.statusCode ?? 0,
      errorCode(text),
    );
  return xmlText(uploadId);
}

/** Sends part `partNumber` (from 1) with its MD5 and SHA-256: its ETag, which completing the upload names. */
export async function uploadPart(
  connection: S3Connection,
  key: string,
  uploadId: string,
  partNumber: number,
  chunks: Buffer[],
  length: number,
): Promise<string> {
  const md5 = createHash("md5");
  const sha256 = createHash("sha256");
  for (const chunk of chunks) {
    md5.update(chunk);
    sha256.update(chunk);
  }
  const response = await connection.send("PUT", key, {
    query: new URLSearchParams({ partNumber: String(partNumber), uploadId }),
    headers: {
      "Content-Length": String(length),
      "Content-MD5": md5.digest("base64"),
      "X-Amz-Content-Sha256": sha256.digest("hex"),
    },
    body: Readable.from(chunks, { objectMode: false }),
  });
  await expectOk(response, `PUT part ${partNumber} of ${connection.describe(key)}`);
  const etag = response.headers.etag;
  if (!etag)
    throw new S3Error(`PUT part ${partNumber} of ${connection.describe(key)}: no ETag`, response.statusCode ?? 0);
  return etag;
}

/** Joins the parts, in order, into the object. */
export async function completeMultipart(connection: S3Connection, key: string, uploadId: string, etags: string[]) {
  const xml = Buffer.from(
    `<CompleteMultipartUpload>${etags
      .map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${xmlEscape(etag)}</ETag></Part>`)
      .join("")}</CompleteMultipartUpload>`,
  );
  const response = await connection.send("POST", key, {
    query: new URLSearchParams({ uploadId }),
    headers: {
      "Content-Length": String(xml.byteLength),
      "Content-Type": "application/xml",
      "X-Amz-Content-Sha256": createHash("sha256").update(xml).digest("hex"),
    },
    body: xml,
  });
  // Like a copy, completing may answer 200 with an <Error> body.
  const text = await readText(response);
  if (response.statusCode !== 200 || /<Error>/.test(text))
    throw new S3Error(
      `COMPLETE MULTIPART ${connection.describe(key)}: ${errorCode(text) ?? response.statusCode}`,
      response.statusCode ?? 0,
      errorCode(text),
    );
}

/** Drops the upload and its parts; no error when the service no longer knows it. */
export async function abortMultipart(connection: S3Connection, key: string, uploadId: string) {
  const response = await connection.send("DELETE", key, { query: new URLSearchParams({ uploadId }) });
  if (response.statusCode === 404) return void response.resume();
  await expectOk(response, `ABORT MULTIPART ${connection.describe(key)}`);
}
