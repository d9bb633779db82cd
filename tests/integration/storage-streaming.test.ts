import { createHash, randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localObjectStore, s3ObjectStore, type ObjectStore } from "../../server/src/storage/object-store";
import { startServer, type ServerProcess } from "../process";
import { startS3Server } from "../s3-server";
import { DEV_SERVICE_ROLE_KEY, client } from "../support";

/**
 * Uploads streamed to the store (issue 47 item 1, decision 1037): a file of tens of megabytes, sent as storage-js
 * sends it (a multipart form, a raw body of declared length, a raw stream sent in chunks), goes to the files or to
 * the S3 bucket (through the proxy that checks every request's Signature Version 4, decision 1038) while the
 * server's memory grows by a small fraction of it; the download is identical and byte ranges are served; a file
 * past the bucket's limit is refused 413 in Storage's words while it streams, and nothing of it is left.
 */
const untyped = (supabase: unknown) => supabase as SupabaseClient;
const MiB = 1024 * 1024;
/** The file uploaded: far above what any part, chunk or buffer of the path may hold. */
const FILE_BYTES = 96 * MiB;
/**
 * How much the server's resident memory may grow while it receives or sends the file, once warmed up: a quarter of
 * it. Measured on 2026-12-07: 0 to 9 MiB in every case; the code before decision 1037 held the whole file, and more
 * than once (364 MiB for the chunked body).
 */
const MEMORY_BUDGET = FILE_BYTES / 4;

/** A file of `size` bytes made as it is sent, 64 KiB at a time (never whole here either), with its SHA-256. */
function generatedFile(size: number) {
  const block = randomBytes(64 * 1024);
  const hash = createHash("sha256");
  async function* chunks() {
    for (let sent = 0, i = 0; sent < size; i += 1) {
      const chunk = Buffer.from(block.subarray(0, Math.min(block.byteLength, size - sent)));
      chunk.writeUInt32BE(i % 2 ** 32, 0);
      hash.update(chunk);
      sent += chunk.byteLength;
      yield chunk;
    }
  }
  return { chunks, sha256: () => hash.digest("hex") };
}

/** Sends `parts` (written with back-pressure) to `url`; `length` declared or chunked when undefined. */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  parts: AsyncIterable<Buffer>,
  length?: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      method,
      headers: {
        apikey: DEV_SERVICE_ROLE_KEY,
        authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}`,
        ...headers,
        ...(length === undefined ? {} : { "content-length": String(length) }),
      },
    });
    outgoing.on("response", async (response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") });
    });
    outgoing.on("error", reject);
    void (async () => {
      for await (const part of parts) {
        if (outgoing.destroyed) return;
        if (!outgoing.write(part)) await new Promise((ready) => outgoing.once("drain", ready));
      }
      outgoing.end();
    })().catch(reject);
  });
}

/** What storage-js sends for a Blob: the form fields cacheControl and metadata, then the file as the field "". */
async function* multipartForm(boundary: string, file: AsyncIterable<Buffer>, metadata: object) {
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n120\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="metadata"\r\n\r\n${JSON.stringify(metadata)}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name=""; filename="blob"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n`,
  );
  yield* file;
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

/** The server process's resident memory now and its peak since the last reset (Linux's /proc, in bytes). */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kB = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) * 1024;
  return { resident: kB("VmRSS"), peak: kB("VmHWM") };
}

/**
 * How much the server process's resident memory grew at its highest while `work` ran: the peak is reset first
 * (`/proc/<pid>/clear_refs`), then compared with the memory before. The server runs as its own process (as
 * `npm start` runs it), so nothing of the client or of the local S3 server is counted.
 */
async function peakMemoryGrowth<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
  const before = memoryOf(pid).resident;
  const result = await work();
  return { result, growth: memoryOf(pid).peak - before };
}

const engines = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
const cases = engines.flatMap((engine) => (["local", "s3"] as const).map((store) => ({ engine, store })));

describe.each(cases)("Uploads streamed to the $store store ($engine)", ({ engine, store }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-upload-stream-"));
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
  let server: ServerProcess & { url: string };
  let objects: ObjectStore;
  const bucket = `flux-${randomUUID().slice(0, 8)}`;
  const small = `${bucket}-petit`;
  const prefix = `stream-${engine}`;

  beforeAll(async () => {
    s3 = store === "s3" ? await startS3Server() : undefined;
    server = await startServer({
      DATA_DIR: dataDir,
      ...(engine === "postgres" ? { DATABASE_URL: process.env.DATABASE_URL! } : {}),
      // A global limit above the file; the bucket `small` has its own limit of 8 MB.
      STORAGE_FILE_SIZE_LIMIT: String(128 * MiB),
      FORM_RATE_LIMIT: "off",
      JOBS_POLL_MS: "0",
      ...(s3 ? { ...s3.env, STORAGE_S3_PREFIX: prefix } : {}),
    });
    objects = s3 ? s3ObjectStore({ ...s3.settings, prefix }) : localObjectStore(path.join(dataDir, "storage"));
    const storage = untyped(client(server.url, DEV_SERVICE_ROLE_KEY)).storage;
    expect((await storage.createBucket(bucket, { public: false })).error).toBeNull();
    expect((await storage.createBucket(small, { public: false, fileSizeLimit: "8mb" })).error).toBeNull();
    // One upload of the same size first, so that what is measured afterwards is not the process's one-time growth
    // under such a load (V8's young generation grows its semi-spaces up to 3 x 16 MiB, the allocator its arenas,
    // code compiled on first use, connections to the bucket), but what an upload holds.
    const warmUp = generatedFile(FILE_BYTES);
    const boundary = `----limite${randomUUID()}`;
    const warmed = await send(
      objectUrl(bucket, "echauffement.bin"),
      "POST",
      { "content-type": `multipart/form-data; boundary=${boundary}` },
      multipartForm(boundary, warmUp.chunks(), {}),
    );
    expect(warmed.status, warmed.body).toBe(200);
  }, 120_000);

  afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    objects?.close();
    await s3?.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const storage = () => untyped(client(server.url, DEV_SERVICE_ROLE_KEY)).storage;
  const keysOf = async (id: string) => {
    const keys: string[] = [];
    for await (const object of objects.list()) if (object.key.startsWith(`${id}/`)) keys.push(object.key);
    return keys;
  };
  const objectUrl = (id: string, name: string) => `${server.url}/storage/v1/object/${id}/${name}`;

  /** Downloads the object and compares its SHA-256 without holding it. */
  async function downloadedSha256(name: string) {
    const response = await fetch(objectUrl(bucket, name), {
      headers: { apikey: DEV_SERVICE_ROLE_KEY, authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(FILE_BYTES));
    const hash = createHash("sha256");
    for await (const chunk of Readable.fromWeb(response.body! as WebReadableStream)) hash.update(chunk as Buffer);
    return hash.digest("hex");
  }

  it.each([
    { shape: "a multipart form (a Blob from a browser)", how: "form" as const },
    { shape: "a raw body of declared length (a Buffer)", how: "declared" as const },
    { shape: "a raw body sent in chunks (a stream)", how: "chunked" as const },
  ])(
    "receives 96 MiB sent as $shape while the server's memory grows by less than a quarter of it; the download is identical",
    async ({ how }) => {
      const name = `gros/${how}.bin`;
      const file = generatedFile(FILE_BYTES);
      const boundary = `----limite${randomUUID()}`;
      const { result: answer, growth } = await peakMemoryGrowth(server.child.pid!, () =>
        how === "form"
          ? send(
              objectUrl(bucket, name),
              "POST",
              { "content-type": `multipart/form-data; boundary=${boundary}` },
              multipartForm(boundary, file.chunks(), { origine: "flux" }),
            )
          : send(
              objectUrl(bucket, name),
              "POST",
              { "content-type": "application/octet-stream", "cache-control": "max-age=120" },
              file.chunks(),
              how === "declared" ? FILE_BYTES : undefined,
            ),
      );
      expect(answer.status, answer.body).toBe(200);
      expect(growth).toBeLessThan(MEMORY_BUDGET);
      const sha256 = file.sha256();

      const id = (JSON.parse(answer.body) as { Id: string }).Id;
      expect(await keysOf(bucket)).toContain(`${bucket}/${id}`);
      const info = await fetch(`${server.url}/storage/v1/object/info/${bucket}/${name}`, {
        headers: { apikey: DEV_SERVICE_ROLE_KEY, authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}` },
      });
      expect(await info.json()).toMatchObject({
        size: FILE_BYTES,
        cache_control: "max-age=120",
        ...(how === "form" ? { metadata: { origine: "flux" } } : {}),
      });

      const download = await peakMemoryGrowth(server.child.pid!, () => downloadedSha256(name));
      expect(download.result).toBe(sha256);
      expect(download.growth).toBeLessThan(MEMORY_BUDGET);
      // A byte range deep inside the object: the 4 bytes of chunk 700's number.
      const range = await fetch(objectUrl(bucket, name), {
        headers: {
          apikey: DEV_SERVICE_ROLE_KEY,
          authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}`,
          range: `bytes=${700 * 65536}-${700 * 65536 + 3}`,
        },
      });
      expect(range.status).toBe(206);
      expect(range.headers.get("content-range")).toBe(`bytes ${700 * 65536}-${700 * 65536 + 3}/${FILE_BYTES}`);
      expect(Buffer.from(await range.arrayBuffer()).readUInt32BE(0)).toBe(700);
      if (s3) {
        // Every request to the bucket was signed right (decision 1038): declared lengths streamed unsigned
        // (UNSIGNED-PAYLOAD), the parts of a stream of unknown length with their SHA-256.
        expect(s3.signatures.refused).toEqual([]);
        expect(s3.signatures[how === "declared" ? "unsignedPayload" : "signedPayload"]).toBeGreaterThan(0);
      }
    },
    120_000,
  );

  it.each([
    { shape: "a multipart form", how: "form" as const },
    { shape: "a raw body sent in chunks", how: "chunked" as const },
  ])(
    "refuses 20 MiB sent as $shape to a bucket limited to 8 MB with 413 while it streams, and keeps nothing of it",
    async ({ how }) => {
      const before = await keysOf(small);
      const file = generatedFile(20 * MiB);
      const boundary = `----limite${randomUUID()}`;
      const answer =
        how === "form"
          ? await send(
              objectUrl(small, "trop-gros.bin"),
              "POST",
              { "content-type": `multipart/form-data; boundary=${boundary}` },
              multipartForm(boundary, file.chunks(), {}),
            )
          : await send(
              objectUrl(small, "trop-gros.bin"),
              "POST",
              { "content-type": "application/octet-stream" },
              file.chunks(),
            );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        statusCode: "413",
        error: "Payload too large",
        message: "The object exceeded the maximum allowed size",
      });
      expect(await keysOf(small)).toEqual(before);
      const listed = (await storage().from(small).list()).data ?? [];
      expect(listed.map((object) => object.name)).not.toContain("trop-gros.bin");
      if (store === "local") {
        const incoming = path.join(dataDir, "storage", ".incoming");
        expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([]);
      }
      // The same bucket takes a file within its limit.
      const fits = await storage()
        .from(small)
        .upload(`petit-${how}.bin`, randomBytes(7 * MiB));
      expect(fits.error).toBeNull();
    },
    120_000,
  );

  it("refuses a declared length past the limit before reading it", async () => {
    const file = generatedFile(20 * MiB);
    const answer = await send(
      objectUrl(small, "annonce.bin"),
      "POST",
      { "content-type": "application/octet-stream" },
      file.chunks(),
      20 * MiB,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: "413", error: "Payload too large" });
  });
});
