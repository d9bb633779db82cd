import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { errorCode, expectOk, readText, xmlText } from "./s3-answers";
import { abortMultipart, completeMultipart, createMultipart, PART_BYTES, parts, uploadPart } from "./s3-multipart";
import { encodeKey, S3Connection, S3Error } from "./s3-request";

export interface S3Object {
  key: string;
  size: number;
}

/**
 * The few S3 calls Storage needs (PUT, multipart upload, GET with a range, HEAD, DELETE, server-side copy,
 * ListObjectsV2), sent on the signed connection of s3-request.ts: bodies go both ways as streams, never whole in
 * memory, and nothing else is brought in (decision 1026).
 */
export class S3Client extends S3Connection {
  /** Stores `body` (bytes, or a stream of exactly `size` bytes) under `key`. Bytes are sent with their MD5. */
  async put(key: string, body: Uint8Array | Readable, size: number, contentType = "application/octet-stream") {
    const headers: Record<string, string> = { "Content-Length": String(size), "Content-Type": contentType };
    if (body instanceof Uint8Array) {
      headers["Content-MD5"] = createHash("md5").update(body).digest("base64");
      headers["X-Amz-Content-Sha256"] = createHash("sha256").update(body).digest("hex");
    }
    const response = await this.send("PUT", key, { headers, body });
    await expectOk(response, `PUT ${this.describe(key)}`);
  }

  /**
   * Stores a stream of unknown length under `key`: a single PUT when it ends within the first part, else a multipart
   * upload, one part of PART_BYTES in memory at a time, each part sent with its MD5 and SHA-256. The object appears
   * only once complete; a failure (of the service or of the stream, whose error is thrown as it is) aborts the upload,
   * so nothing half-written is left.
   */
  async putUnknownLength(key: string, body: Readable) {
    let uploadId: string | undefined;
    const etags: string[] = [];
    try {
      for await (const { chunks, length, last } of parts(body, PART_BYTES)) {
        if (uploadId === undefined && last) return await this.put(key, Buffer.concat(chunks), length);
        uploadId ??= await createMultipart(this, key);
        if (length > 0 || etags.length === 0)
          etags.push(await uploadPart(this, key, uploadId, etags.length + 1, chunks, length));
      }
      await completeMultipart(this, key, uploadId!, etags);
    } catch (error) {
      if (uploadId !== undefined) await abortMultipart(this, key, uploadId).catch(() => undefined);
      throw error;
    }
  }

  /**
   * The object's bytes as a stream (from `range.start` to `range.end` inclusive when given), with its total size;
   * undefined when there is no such object. The caller reads or destroys the stream.
   */
  async get(
    key: string,
    range?: { start: number; end: number },
  ): Promise<{ body: Readable; size: number } | undefined> {
    const headers: Record<string, string> = range ? { Range: `bytes=${range.start}-${range.end}` } : {};
    const response = await this.send("GET", key, { headers });
    if (response.statusCode === 404) {
      response.resume();
      return undefined;
    }
    if (response.statusCode !== 200 && response.statusCode !== 206)
      await expectOk(response, `GET ${this.describe(key)}`);
    const total = /\/(\d+)$/.exec(String(response.headers["content-range"] ?? ""))?.[1];
    return { body: response, size: Number(total ?? response.headers["content-length"] ?? 0) };
  }

  /** The object's size, or undefined when there is none. */
  async head(key: string): Promise<number | undefined> {
    const response = await this.send("HEAD", key);
    response.resume();
    if (response.statusCode === 404) return undefined;
    await expectOk(response, `HEAD ${this.describe(key)}`);
    return Number(response.headers["content-length"] ?? 0);
  }

  /** Removes the object; no error when it is already gone. */
  async remove(key: string) {
    const response = await this.send("DELETE", key);
    if (response.statusCode === 404) return void response.resume();
    await expectOk(response, `DELETE ${this.describe(key)}`);
  }

  /** A copy made by the service itself (the bytes do not pass through this server). */
  async copy(from: string, to: string) {
    const source = `/${this.settings.bucket}/${encodeKey(this.fullKey(from))}`;
    const response = await this.send("PUT", to, { headers: { "x-amz-copy-source": source, "Content-Length": "0" } });
    // S3 may answer 200 with an <Error> body when the copy fails after it started.
    const text = await readText(response);
    if (response.statusCode !== 200 || /<Error>/.test(text))
      throw new S3Error(
        `COPY ${this.describe(from)} -> ${this.describe(to)}: ${errorCode(text) ?? response.statusCode}`,
        response.statusCode ?? 0,
        errorCode(text),
      );
  }

  /** Every object under `prefix` (relative to the configured prefix), a thousand at a time. */
  async *list(prefix = ""): AsyncGenerator<S3Object> {
    let token: string | undefined;
    const strip = this.fullKey("").length;
    do {
      const query = new URLSearchParams({ "list-type": "2", prefix: this.fullKey(prefix) });
      if (token) query.set("continuation-token", token);
      const response = await this.send("GET", undefined, { query });
      const text = await readText(response);
      if (response.statusCode !== 200)
        throw new S3Error(
          `LIST ${this.describe(prefix)}: ${errorCode(text) ?? response.statusCode}`,
          response.statusCode ?? 0,
          errorCode(text),
        );
      for (const [, body] of text.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = xmlText(/<Key>([\s\S]*?)<\/Key>/.exec(body)?.[1] ?? "");
        yield { key: key.slice(strip), size: Number(/<Size>(\d+)<\/Size>/.exec(body)?.[1] ?? 0) };
      }
      token = /<IsTruncated>true<\/IsTruncated>/.test(text)
        ? xmlText(/<NextContinuationToken>([\s\S]*?)<\/NextContinuationToken>/.exec(text)?.[1] ?? "")
        : undefined;
    } while (token);
  }

  /** The bucket answers with these credentials (readiness): a HEAD of the bucket itself. */
  async check() {
    const response = await this.send("HEAD", undefined);
    response.resume();
    if (response.statusCode !== 200)
      throw new S3Error(`bucket ${this.settings.bucket}: HTTP ${response.statusCode}`, response.statusCode ?? 0);
  }
}
