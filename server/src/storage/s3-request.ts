import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { Readable } from "node:stream";
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

/** How long the service may stay silent on one request before it is abandoned (a hung connection is not a wait). */
const SOCKET_TIMEOUT_MS = 30_000;

/**
 * The signed wire to the service: AWS Signature Version 4 (the `aws4` package) over Node's own http(s), one
 * keep-alive agent, bodies sent as bytes or streams (decision 1026). S3Client builds the S3 calls on it.
 */
export class S3Connection {
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

  close() {
    this.agent.destroy();
  }

  /** `key` under the configured prefix. */
  fullKey(key: string) {
    const prefix = this.settings.prefix.replace(/^\/+|\/+$/g, "");
    return prefix ? `${prefix}/${key}` : key;
  }

  /** One signed request to the service (`key` undefined: the bucket itself); the answer is the caller's to read. */
  send(
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
export const encodeKey = (key: string) =>
  key
    .split("/")
    .map((segment) =>
      encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join("/");
