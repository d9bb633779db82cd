import { createHash } from "node:crypto";
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { Readable } from "node:stream";
import aws4 from "aws4";

/** Where the objects live when STORAGE_BACKEND=s3 (config/storage.ts reads the STORAGE_S3_* settings). */
export interface S3Settings {
  /** The service's base URL (https://s3.eu-west-3.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (MinIO, most S3-compatible services) rather than `bucket.endpoint/key` (AWS's default). */
  forcePathStyle: boolean;
  /** A folder inside the bucket under which every object is kept ("" for the bucket's root). */
  prefix: string;
}

/** The service answered something other than success, or could not be reached. */
export class S3Error extends Error {
  constructor(
    message: string,
    /** The HTTP status, or 0 when the service could not be reached. */
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface S3Object {
  key: string;
  size: number;
}

/** How long the service may stay silent on one request before it is abandoned (a hung connection is not a wait). */
const SOCKET_TIMEOUT_MS = 30_000;

/**
 * A stream of unknown length (an upload in a multipart form, or sent in chunks) is stored as an S3 multipart upload
 * of parts of this size, the smallest S3 accepts: one part at a time is held in memory (decision 1037).
 */
export const PART_BYTES = 5 * 1024 * 1024;

/**
 * The few S3 calls Storage needs (PUT, GET with a range, HEAD, DELETE, server-side copy, ListObjectsV2), signed with
 * AWS Signature Version 4 (the `aws4` package) over Node's own http(s): bodies go both ways as streams, never whole
 * in memory, and nothing else is brought in (decision 1026).
 */
export class S3Client {
  private readonly base: URL;
  private readonly agent: HttpAgent;

  constructor(readonly settings: S3Settings) {
    this.base = new URL(settings.endpoint);
    const Agent = this.base.protocol === "https:" ? HttpsAgent : HttpAgent;
    this.agent = new Agent({ keepAlive: true, maxSockets: 64 });
  }

  /** `bucket/prefix/key` as the service names it (for messages). */
  describe(key = ""): string {
    return `s3://${this.settings.bucket}/${this.fullKey(key)}`;
  }

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
        uploadId ??= await this.createMultipart(key);
        if (length > 0 || etags.length === 0)
          etags.push(await this.uploadPart(key, uploadId, etags.length + 1, chunks, length));
      }
      await this.completeMultipart(key, uploadId!, etags);
    } catch (error) {
      if (uploadId !== undefined) await this.abortMultipart(key, uploadId).catch(() => undefined);
      throw error;
    }
  }

  private async createMultipart(key: string): Promise<string> {
    const response = await this.send("POST", key, { query: new URLSearchParams({ uploads: "" }) });
    const text = await readText(response);
    const uploadId = /<UploadId>([\s\S]*?)<\/UploadId>/.exec(text)?.[1];
    if (response.statusCode !== 200 || uploadId === undefined)
      throw new S3Error(
        `CREATE MULTIPART ${this.describe(key)}: ${errorCode(text) ?? response.statusCode}`,
        response.statusCode ?? 0,
        errorCode(text),
      );
    return xmlText(uploadId);
  }

  private async uploadPart(
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
    const response = await this.send("PUT", key, {
      query: new URLSearchParams({ partNumber: String(partNumber), uploadId }),
      headers: {
        "Content-Length": String(length),
        "Content-MD5": md5.digest("base64"),
        "X-Amz-Content-Sha256": sha256.digest("hex"),
      },
      body: Readable.from(chunks, { objectMode: false }),
    });
    await expectOk(response, `PUT part ${partNumber} of ${this.describe(key)}`);
    const etag = response.headers.etag;
    if (!etag) throw new S3Error(`PUT part ${partNumber} of ${this.describe(key)}: no ETag`, response.statusCode ?? 0);
    return etag;
  }

  private async completeMultipart(key: string, uploadId: string, etags: string[]) {
    const xml = Buffer.from(
      `<CompleteMultipartUpload>${etags
        .map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${xmlEscape(etag)}</ETag></Part>`)
        .join("")}</CompleteMultipartUpload>`,
    );
    const response = await this.send("POST", key, {
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
        `COMPLETE MULTIPART ${this.describe(key)}: ${errorCode(text) ?? response.statusCode}`,
        response.statusCode ?? 0,
        errorCode(text),
      );
  }

  private async abortMultipart(key: string, uploadId: string) {
    const response = await this.send("DELETE", key, { query: new URLSearchParams({ uploadId }) });
    if (response.statusCode === 404) return void response.resume();
    await expectOk(response, `ABORT MULTIPART ${this.describe(key)}`);
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

  close() {
    this.agent.destroy();
  }

  private fullKey(key: string) {
    const prefix = this.settings.prefix.replace(/^\/+|\/+$/g, "");
    return prefix ? `${prefix}/${key}` : key;
  }

  private send(
    method: string,
    key: string | undefined,
    options: { headers?: Record<string, string>; body?: Uint8Array | Readable; query?: URLSearchParams } = {},
  ): Promise<IncomingMessage> {
    const { bucket, forcePathStyle, region, accessKeyId, secretAccessKey } = this.settings;
    const basePath = this.base.pathname.replace(/\/+$/, "");
    const host = forcePathStyle ? this.base.host : `${bucket}.${this.base.host}`;
    const objectPath = key === undefined ? "" : `/${encodeKey(this.fullKey(key))}`;
    const pathname = forcePathStyle ? `${basePath}/${bucket}${objectPath}` : `${basePath}${objectPath || "/"}`;
    const query = options.query?.toString();
    const headers: Record<string, string> = {
      "X-Amz-Content-Sha256": "UNSIGNED-PAYLOAD",
      ...options.headers,
    };
    const signed = aws4.sign(
      {
        host,
        path: query ? `${pathname}?${query}` : pathname,
        method,
        service: "s3",
        region,
        headers,
      },
      { accessKeyId, secretAccessKey },
    );
    const request = this.base.protocol === "https:" ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      /** The body's own failure (an upload refused as too large, a client gone) is thrown as it is, not as S3's. */
      let bodyError: Error | undefined;
      const outgoing = request({
        protocol: this.base.protocol,
        hostname: this.base.hostname,
        port: this.base.port || undefined,
        method,
        path: signed.path,
        headers: signed.headers as Record<string, string>,
        agent: this.agent,
        timeout: SOCKET_TIMEOUT_MS,
      });
      outgoing.on("response", resolve);
      outgoing.on("timeout", () =>
        outgoing.destroy(
          new S3Error(
            `${method} ${this.describe(key ?? "")}: no answer in ${SOCKET_TIMEOUT_MS / 1000} s`,
            0,
            "Timeout",
          ),
        ),
      );
      outgoing.on("error", (error) =>
        reject(
          bodyError ??
            (error instanceof S3Error
              ? error
              : new S3Error(
                  `${method} ${this.describe(key ?? "")}: ${error.message}`,
                  0,
                  (error as NodeJS.ErrnoException).code,
                )),
        ),
      );
      const body = options.body;
      if (body === undefined) outgoing.end();
      else if (body instanceof Uint8Array) outgoing.end(body);
      else {
        body.on("error", (error) => {
          bodyError = error;
          outgoing.destroy(error);
        });
        body.pipe(outgoing);
      }
    });
  }
}

/** Each segment of the key percent-encoded as S3 expects it (the slashes kept). */
const encodeKey = (key: string) =>
  key
    .split("/")
    .map((segment) =>
      encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join("/");

/**
 * The stream cut into parts of `size` bytes (the last one shorter, possibly empty), `last` set on the final one; only
 * the part being filled is held.
 */
async function* parts(
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

const xmlEscape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

async function readText(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of response) {
    // An answer (not an object) is small: past 16 MB it is not read further.
    if (length < 16 * 2 ** 20) chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function expectOk(response: IncomingMessage, what: string) {
  if (response.statusCode !== undefined && response.statusCode >= 200 && response.statusCode < 300) {
    response.resume();
    return;
  }
  const text = await readText(response);
  const code = errorCode(text);
  throw new S3Error(`${what}: ${code ?? `HTTP ${response.statusCode}`}`, response.statusCode ?? 0, code);
}

const errorCode = (xml: string) => {
  const code = /<Code>([\s\S]*?)<\/Code>/.exec(xml)?.[1];
  return code === undefined ? undefined : xmlText(code);
};

const xmlText = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, "&");
