import { createHash, randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { SupabaseClient } from "@supabase/supabase-js";
import aws4 from "aws4";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/src/app";
import { startBackend, type StartedBackend } from "../../server/src/backend";
import { copyObjects } from "../../server/src/storage/copy-objects";
import { localObjectStore, s3ObjectStore, type ObjectStore } from "../../server/src/storage/object-store";
import { testBackendConfig } from "../backend-config";
import { startS3Server } from "../s3-server";
import { DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY, client } from "../support";

/**
 * Nothing only on one instance's disk (issue 47 items 1 and 2, decisions 1026 and 1027).
 * Storage on an S3-compatible service (issue 47 item 1, decision 1026): a local S3 server started here (s3rver), two
 * instances on the same database and bucket (PostgreSQL; one on PGlite, which one process owns): what one stores the
 * other serves — downloads streamed, byte ranges, signed URLs, image transformations, copy, move and delete in the
 * bucket, nothing in DATA_DIR/storage; the copy command from a storage folder into the bucket, checked object by
 * object; and a bucket that stops answering turns /readyz and the downloads into 503.
 */
const untyped = (supabase: unknown) => supabase as SupabaseClient;
const sha256 = (bytes: Uint8Array | ArrayBuffer) =>
  createHash("sha256")
    .update(new Uint8Array(bytes as ArrayBuffer))
    .digest("hex");

async function serveBackend(backend: StartedBackend) {
  // eslint-disable-next-line prefer-const -- the fetch handler below reads it, so it is declared before the server starts
  let app: ReturnType<typeof createApp> | undefined;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: (request, env) => app!.fetch(request, env), port: 0, hostname: "127.0.0.1" }, () =>
      resolve(s),
    );
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = createApp({
    siteDir: "/nonexistent",
    backend,
    siteUrl: url,
    publicConfig: (origin) => ({ supabaseUrl: origin, supabaseAnonKey: DEV_ANON_KEY }),
  });
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

const engines = [{ name: "pglite" as const }, ...(process.env.DATABASE_URL ? [{ name: "postgres" as const }] : [])];

describe.each(engines)("Storage on S3 with $name", ({ name }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-s3-int-"));
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let bucketView: ObjectStore;
  const backends: StartedBackend[] = [];
  const servers: Awaited<ReturnType<typeof serveBackend>>[] = [];
  /** Where objects are uploaded, and where they are read (the other instance on PostgreSQL). */
  let writer: string;
  let reader: string;
  let bucket: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    bucketView = s3ObjectStore({ ...s3.settings, prefix: name });
    const databaseUrl = name === "postgres" ? process.env.DATABASE_URL : undefined;
    for (const instance of name === "postgres" ? ["a", "b"] : ["a"]) {
      const backend = await startBackend(
        {
          ...testBackendConfig(path.join(dataDir, instance), databaseUrl, { ...s3.env, STORAGE_S3_PREFIX: name }),
          jobsPollMs: 0,
        },
        () => {},
      );
      backends.push(backend);
      servers.push(await serveBackend(backend));
    }
    writer = servers[0].url;
    reader = servers.at(-1)!.url;
    bucket = `s3-${randomUUID().slice(0, 8)}`;
    const service = untyped(client(writer, DEV_SERVICE_ROLE_KEY)).storage;
    expect((await service.createBucket(bucket, { public: false })).error).toBeNull();
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const backend of backends) await backend.close();
    bucketView?.close();
    await s3?.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const service = (url: string) => untyped(client(url, DEV_SERVICE_ROLE_KEY)).storage;
  const keysInBucket = async () => {
    const keys: string[] = [];
    for await (const object of bucketView.list()) keys.push(object.key);
    return keys;
  };

  it("keeps what one instance stores in the bucket, and the other serves it whole, streamed", async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    const upload = await service(writer).from(bucket).upload("dossier/gros.bin", bytes, {
      contentType: "application/octet-stream",
    });
    expect(upload.error).toBeNull();
    const id = (upload.data as { id: string }).id;
    expect(await keysInBucket()).toContain(`${bucket}/${id}`);
    for (const instance of ["a", "b"]) expect(existsSync(path.join(dataDir, instance, "storage"))).toBe(false);

    const download = await service(reader).from(bucket).download("dossier/gros.bin");
    expect(download.error).toBeNull();
    const body = await download.data!.arrayBuffer();
    expect(body.byteLength).toBe(bytes.byteLength);
    expect(sha256(body)).toBe(sha256(bytes));
  });

  it("answers byte ranges from the bucket (206, Content-Range) and 416 beyond the end", async () => {
    const text = new TextEncoder().encode("0123456789abcdefghij");
    expect(
      (await service(writer).from(bucket).upload("plage.txt", text, { contentType: "text/plain" })).error,
    ).toBeNull();
    const signed = await service(writer).from(bucket).createSignedUrl("plage.txt", 60);
    expect(signed.error).toBeNull();
    const part = await fetch(signed.data!.signedUrl.replace(writer, reader), { headers: { range: "bytes=5-9" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 5-9/20");
    expect(await part.text()).toBe("56789");
    const tail = await fetch(signed.data!.signedUrl, { headers: { range: "bytes=-3" } });
    expect(await tail.text()).toBe("hij");
    const beyond = await fetch(signed.data!.signedUrl, { headers: { range: "bytes=40-" } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe("bytes */20");
    // Without the key, with no signature: refused.
    expect((await fetch(`${reader}/storage/v1/object/${bucket}/plage.txt`)).status).toBeGreaterThanOrEqual(400);
  });

  it("transforms an image read from the bucket, through a signed URL that carries the transformation", async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#c82828" } })
      .png()
      .toBuffer();
    expect(
      (await service(writer).from(bucket).upload("photo.png", png, { contentType: "image/png" })).error,
    ).toBeNull();
    const signed = await service(reader)
      .from(bucket)
      .createSignedUrl("photo.png", 60, { transform: { width: 100 } });
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data!.signedUrl);
    expect(response.status).toBe(200);
    const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width, height }).toEqual({ width: 100, height: 75 });
  });

  it("copies, moves and deletes the objects in the bucket itself", async () => {
    const storage = service(writer);
    const other = `s3-${randomUUID().slice(0, 8)}`;
    expect((await storage.createBucket(other, { public: false })).error).toBeNull();
    expect((await storage.from(bucket).upload("a.txt", new Blob(["original"]))).error).toBeNull();
    expect((await storage.from(bucket).copy("a.txt", "b.txt")).error).toBeNull();
    expect((await storage.from(bucket).move("b.txt", "c.txt", { destinationBucket: other })).error).toBeNull();
    expect(await (await service(reader).from(other).download("c.txt")).data!.text()).toBe("original");
    const before = (await keysInBucket()).filter((key) => key.startsWith(`${other}/`));
    expect(before).toHaveLength(1);
    expect((await storage.from(other).remove(["c.txt"])).error).toBeNull();
    expect((await keysInBucket()).filter((key) => key.startsWith(`${other}/`))).toEqual([]);
    expect(await (await service(reader).from(bucket).download("a.txt")).data!.text()).toBe("original");
  });

  it("copies a storage folder into the bucket and checks every object (size and SHA-256), once", async () => {
    const folder = path.join(dataDir, "old-storage");
    const files: Record<string, Buffer> = {
      [`cv/${randomUUID()}`]: randomBytes(70_000),
      [`content-images/${randomUUID()}`]: randomBytes(1234),
      [`_content-image-variants/photo-640.webp`]: randomBytes(10),
      [`vide/${randomUUID()}`]: Buffer.alloc(0),
    };
    for (const [key, bytes] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(folder, key)), { recursive: true });
      await writeFile(path.join(folder, key), bytes);
    }
    const destination = s3ObjectStore({ ...s3.settings, prefix: `migration-${name}` });
    try {
      const first = await copyObjects(localObjectStore(folder), destination);
      expect(first).toMatchObject({ copied: 4, unchanged: 0, failed: [] });
      for (const [key, bytes] of Object.entries(files))
        expect(sha256((await destination.read(key))!)).toBe(sha256(bytes));
      // Run again: nothing to copy. A copy altered in the bucket (same size) is found and copied again.
      const altered = Object.keys(files)[0];
      await destination.put(altered, randomBytes(70_000));
      const second = await copyObjects(localObjectStore(folder), destination);
      expect(second).toMatchObject({ copied: 1, unchanged: 3, failed: [] });
      expect(sha256((await destination.read(altered))!)).toBe(sha256(files[altered]));
    } finally {
      destination.close();
    }
    expect(readdirSync(folder).sort()).toEqual(["_content-image-variants", "content-images", "cv", "vide"]);
  });

  it("keeps an e-mail sent without SMTP where every instance sees it, once (the database on PostgreSQL)", async () => {
    const to = `outbox-${randomUUID()}@example.com`;
    const message = { to, subject: "Convocation", text: "Bonjour", html: "<p>Bonjour</p>", messageId: `job-${to}` };
    await backends[0].mailer.send(message);
    await backends[0].mailer.send(message); // the retry of a job whose instance died after sending
    const seen = (await backends.at(-1)!.outbox!.list()).filter((item) => item.to === to);
    expect(seen).toEqual([expect.objectContaining({ id: `job-${to}`, subject: "Convocation", text: "Bonjour" })]);
    const outboxFolder = existsSync(path.join(dataDir, "a", "outbox"));
    expect(outboxFolder).toBe(name === "pglite");
  });

  it("signs every request to the bucket as S3 checks it; a wrong secret or a tampered body is refused", async () => {
    // Everything above went through the proxy that recomputes each Signature Version 4 (decision 1038).
    expect(s3.signatures.refused).toEqual([]);
    expect(s3.signatures.signedPayload).toBeGreaterThan(0);
    expect(s3.signatures.unsignedPayload).toBeGreaterThan(0);

    const wrongSecret = s3ObjectStore({ ...s3.settings, secretAccessKey: "not-the-secret", prefix: name });
    try {
      await expect(wrongSecret.put("signature/a.txt", new TextEncoder().encode("a"))).rejects.toMatchObject({
        status: 403,
        code: "SignatureDoesNotMatch",
      });
      await expect(wrongSecret.size("signature/a.txt")).rejects.toMatchObject({ status: 403 });
    } finally {
      wrongSecret.close();
    }
    // A body other than the one whose SHA-256 was signed.
    const signedFor = Buffer.from("ce qui a ete signe");
    const signed = aws4.sign(
      {
        host: new URL(s3.settings.endpoint).host,
        path: `/${s3.settings.bucket}/${name}/signature/b.txt`,
        method: "PUT",
        service: "s3",
        region: s3.settings.region,
        headers: {
          "Content-Length": String(signedFor.byteLength),
          "X-Amz-Content-Sha256": createHash("sha256").update(signedFor).digest("hex"),
        },
      },
      { accessKeyId: s3.settings.accessKeyId, secretAccessKey: s3.settings.secretAccessKey },
    );
    const tampered = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const outgoing = request(`${s3.settings.endpoint}${signed.path}`, {
        method: "PUT",
        headers: signed.headers as Record<string, string>,
      });
      outgoing.on("response", async (response) => {
        let text = "";
        for await (const chunk of response) text += chunk;
        resolve({ status: response.statusCode ?? 0, text });
      });
      outgoing.on("error", reject);
      outgoing.end(Buffer.from("autre chose taille"));
    });
    expect(tampered.status).toBe(400);
    expect(tampered.text).toContain("<Code>XAmzContentSHA256Mismatch</Code>");
    expect(s3.signatures.refused).toEqual([
      "SignatureDoesNotMatch",
      "SignatureDoesNotMatch",
      "XAmzContentSHA256Mismatch",
    ]);
    expect(await bucketView.size("signature/a.txt")).toBeUndefined();
    expect(await bucketView.size("signature/b.txt")).toBeUndefined();
  });

  it("answers 503 on /readyz and on a download while the bucket does not answer", async () => {
    const ready = await fetch(`${reader}/readyz`);
    expect(((await ready.json()) as { checks: { storage: { ok: boolean } } }).checks.storage.ok).toBe(true);
    await s3.stop();
    const down = await fetch(`${reader}/readyz`);
    expect(down.status).toBe(503);
    expect(((await down.json()) as { checks: { storage: { ok: boolean } } }).checks.storage.ok).toBe(false);
    const download = await fetch(`${reader}/storage/v1/object/${bucket}/a.txt`, {
      headers: { apikey: DEV_SERVICE_ROLE_KEY, authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}` },
    });
    expect(download.status).toBe(503);
    expect(((await download.json()) as { error: string }).error).toBe("StorageUnavailable");
  });
});
