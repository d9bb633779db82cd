import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import S3rver from "s3rver";
import type { S3Settings } from "../server/src/storage/s3-request";

/** s3rver's own account: its access key id, and the secret the verifying proxy signs with. */
const KEY = "S3RVER";

/** What the verifying proxy saw: requests whose signature it recomputed and accepted, and those it refused. */
export interface SignatureStats {
  /** Accepted with their payload's SHA-256 signed and checked against the body received. */
  signedPayload: number;
  /** Accepted with `UNSIGNED-PAYLOAD` (a body streamed of declared length). */
  unsignedPayload: number;
  /** Refused: the S3 error codes answered, in order. */
  refused: string[];
}

/**
 * A local S3-compatible server (the s3rver package: the S3 REST API over a folder), started by the tests themselves
 * on a free loopback port, with one bucket; `stop()` closes it and removes its folder.
 *
 * s3rver checks the access key id but not the Signature Version 4 itself (its code: "Signature version 4 calculation
 * is unimplemented"), so a wrongly signed request would pass. The server is therefore reached through a proxy that
 * recomputes each request's signature with the known secret (written here from AWS's description, independently of
 * the `aws4` package the server signs with) and refuses a mismatch as S3 does (403 SignatureDoesNotMatch), a body
 * whose SHA-256 is not the one signed (400 XAmzContentSHA256Mismatch) and a date off by more than 15 minutes
 * (decision 1038). The settings and `env` point at the proxy.
 */
export async function startS3Server(bucket = "site-storage") {
  const directory = mkdtempSync(path.join(tmpdir(), "site-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const stats: SignatureStats = { signedPayload: 0, unsignedPayload: 0, refused: [] };
  const proxy = createServer((incoming, outgoing) => {
    verifyAndForward(incoming, outgoing, address.port, stats).catch((error: Error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end(error.message);
      else outgoing.destroy();
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const settings: S3Settings = {
    endpoint,
    bucket,
    region: "us-east-1",
    accessKeyId: KEY,
    secretAccessKey: KEY,
    forcePathStyle: true,
    prefix: "",
  };
  return {
    settings,
    /** The STORAGE_* settings a server reads for this bucket. */
    env: {
      STORAGE_BACKEND: "s3",
      STORAGE_S3_ENDPOINT: endpoint,
      STORAGE_S3_BUCKET: bucket,
      STORAGE_S3_ACCESS_KEY_ID: KEY,
      STORAGE_S3_SECRET_ACCESS_KEY: KEY,
      STORAGE_S3_FORCE_PATH_STYLE: "true",
    },
    /** What the signature-verifying proxy accepted and refused. */
    signatures: stats,
    async stop() {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** AWS's URI encoding (RFC 3986 unreserved characters kept, everything else %XX in upper case). */
const uriEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data, "utf8").digest();
const sha256Hex = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

function refuse(outgoing: ServerResponse, stats: SignatureStats, status: number, code: string, message: string) {
  stats.refused.push(code);
  outgoing
    .writeHead(status, { "Content-Type": "application/xml" })
    .end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

/**
 * Recomputes the request's AWS Signature Version 4 (header form) with the secret `KEY` and forwards it to s3rver
 * only when it matches; a signed payload hash is checked against the body itself.
 */
async function verifyAndForward(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  port: number,
  stats: SignatureStats,
) {
  const authorization = incoming.headers.authorization ?? "";
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return refuse(outgoing, stats, 403, "AccessDenied", "No Signature Version 4 authorization header");
  const [, accessKeyId, day, region, signedHeaderList, signature] = match;
  if (accessKeyId !== KEY) return refuse(outgoing, stats, 403, "InvalidAccessKeyId", "Unknown access key id");
  const amzDate = String(incoming.headers["x-amz-date"] ?? "");
  const when = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!when || !amzDate.startsWith(day))
    return refuse(outgoing, stats, 403, "AccessDenied", "x-amz-date is missing or does not match the credential");
  const time = Date.UTC(+when[1], +when[2] - 1, +when[3], +when[4], +when[5], +when[6]);
  if (Math.abs(Date.now() - time) > 15 * 60_000)
    return refuse(outgoing, stats, 403, "RequestTimeTooSkewed", "The request time is too far from the server's");
  const payloadHash = String(incoming.headers["x-amz-content-sha256"] ?? "");
  const signedHeaders = signedHeaderList.split(";");
  for (const required of ["host", "x-amz-date", "x-amz-content-sha256"])
    if (!signedHeaders.includes(required))
      return refuse(outgoing, stats, 403, "AccessDenied", `The header ${required} must be signed`);

  const [rawPath, rawQuery = ""] = (incoming.url ?? "/").split(/\?(.*)/s);
  const query = rawQuery
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const [key, value = ""] = pair.split(/=(.*)/s);
      return [uriEncode(decodeURIComponent(key)), uriEncode(decodeURIComponent(value))] as const;
    })
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
  const headerValue = (name: string) => {
    const value = incoming.headers[name];
    return (Array.isArray(value) ? value.join(",") : (value ?? "")).trim().replace(/\s+/g, " ");
  };
  const canonicalRequest = [
    incoming.method,
    rawPath,
    query,
    signedHeaders.map((name) => `${name}:${headerValue(name)}\n`).join(""),
    signedHeaderList,
    payloadHash,
  ].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${KEY}`, day), region), "s3"), "aws4_request");
  const expected = hmac(signingKey, stringToSign);
  if (!timingSafeEqual(expected, Buffer.from(signature, "hex")))
    return refuse(
      outgoing,
      stats,
      403,
      "SignatureDoesNotMatch",
      "The request signature we calculated does not match the signature you provided",
    );

  let body: Buffer | undefined;
  if (/^[0-9a-f]{64}$/.test(payloadHash)) {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    body = Buffer.concat(chunks);
    if (sha256Hex(body) !== payloadHash)
      return refuse(
        outgoing,
        stats,
        400,
        "XAmzContentSHA256Mismatch",
        "The provided 'x-amz-content-sha256' header does not match what was computed",
      );
    stats.signedPayload += 1;
  } else if (payloadHash === "UNSIGNED-PAYLOAD") stats.unsignedPayload += 1;
  else return refuse(outgoing, stats, 400, "InvalidArgument", `Payload signing ${payloadHash} is not served here`);

  await new Promise<void>((resolve, reject) => {
    const forwarded = httpRequest(
      { host: "127.0.0.1", port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        answer.on("end", resolve);
        answer.on("error", reject);
      },
    );
    forwarded.on("error", reject);
    if (body) forwarded.end(body);
    else incoming.pipe(forwarded);
  });
}
