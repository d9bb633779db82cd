import { randomUUID } from "node:crypto";
import { strToU8, zipSync } from "fflate";
import { request } from "node:http";
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY, backends, client, signedUpClient } from "../support";

/**
 * The Storage subset through supabase.storage, as the job-application form and the admin inbox use it: anyone adds
 * a CV to the private `cv` bucket (PDF/DOC/DOCX by content, ≤ 5 MB, never overwriting), only admins read it.
 */
const untyped = (supabase: unknown) => supabase as SupabaseClient;

const pdf = (text = "CV d'Awa Koné") =>
  new TextEncoder().encode(`%PDF-1.7\n1 0 obj << /Title (${text}) >> endobj\n%%EOF\n`);
const doc = () =>
  new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new TextEncoder().encode("Microsoft Word 97")]);
/** A real (minimal) .docx: a ZIP archive whose content types declare word/document.xml as a Word document. */
const docx = () =>
  zipSync({
    "[Content_Types].xml": strToU8(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    "word/document.xml": strToU8("<w:document/>"),
  });
const executable = () =>
  new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, ...new TextEncoder().encode("This program cannot be run in DOS mode")]);

const applicationPath = (file = "cv.pdf") => `applications/${randomUUID()}/${file}`;

describe.each(backends())("storage on $name", ({ url }) => {
  const anonStorage = () => untyped(client(url)).storage.from("cv");
  const service = untyped(client(url, DEV_SERVICE_ROLE_KEY));
  let admin: SupabaseClient;
  let learner: SupabaseClient;

  beforeAll(async () => {
    const adminUser = await signedUpClient(url, "Admin CV");
    await service.rpc("set_user_role", { target_user: adminUser.user.id, new_role: "admin" });
    admin = untyped(adminUser.supabase);
    learner = untyped((await signedUpClient(url, "Apprenant CV")).supabase);
  }, 60_000);

  const uploadAsVisitor = (path: string, bytes: Uint8Array, contentType = "application/pdf", upsert = false) =>
    anonStorage().upload(path, new Blob([bytes as BlobPart], { type: contentType }), { contentType, upsert });

  it("keeps the cv bucket private, with its limits, visible to the service role only", async () => {
    const bucket = await service.storage.getBucket("cv");
    expect(bucket.error).toBeNull();
    expect(bucket.data).toMatchObject({ id: "cv", public: false, file_size_limit: 5242880 });
    const hidden = await untyped(client(url)).storage.getBucket("cv");
    expect(hidden.error).not.toBeNull();
  });

  it("creates buckets for the service role only, with Storage's answers", async () => {
    const id = `essai-${randomUUID().slice(0, 8)}`;
    const created = await service.storage.createBucket(id, {
      public: false,
      fileSizeLimit: 1024,
      allowedMimeTypes: ["application/pdf"],
    });
    expect(created.error).toBeNull();
    expect(created.data).toEqual({ name: id });
    expect((await service.storage.getBucket(id)).data).toMatchObject({
      id,
      public: false,
      file_size_limit: 1024,
      allowed_mime_types: ["application/pdf"],
    });
    expect((await service.storage.listBuckets()).data?.map((bucket) => bucket.id)).toEqual(
      expect.arrayContaining(["cv", id]),
    );
    expect((await service.storage.createBucket(id)).error).not.toBeNull(); // already exists
    expect((await untyped(client(url)).storage.createBucket(`anon-${randomUUID().slice(0, 8)}`)).error).not.toBeNull();
    expect((await admin.storage.createBucket(`admin-${randomUUID().slice(0, 8)}`)).error).not.toBeNull();
  });

  it("lets the trusted server side replace a file (upsert), dropping the old content", async () => {
    const path = applicationPath();
    expect((await uploadAsVisitor(path, pdf("première version"))).error).toBeNull();
    const replaced = await service.storage
      .from("cv")
      .upload(path, new Blob([pdf("seconde version") as BlobPart]), { contentType: "application/pdf", upsert: true });
    expect(replaced.error).toBeNull();
    const downloaded = await admin.storage.from("cv").download(path);
    expect(new Uint8Array(await downloaded.data!.arrayBuffer())).toEqual(pdf("seconde version"));
    expect((await admin.storage.from("cv").exists(path)).data).toBe(true);
    expect((await admin.storage.from("cv").exists(applicationPath())).data).toBe(false);
  });

  it("lets a visitor upload a CV that only an admin can then download or share by signed URL", async () => {
    const path = applicationPath("CV-Awa-Kone.pdf");
    const bytes = pdf();
    const uploaded = await uploadAsVisitor(path, bytes);
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({ path, fullPath: `cv/${path}`, id: expect.any(String) });

    // The visitor, and a learner, can do nothing more with it.
    const visitor = anonStorage();
    expect((await visitor.download(path)).error).not.toBeNull();
    expect((await visitor.createSignedUrl(path, 300)).error).not.toBeNull();
    expect((await learner.storage.from("cv").download(path)).error).not.toBeNull();
    expect((await learner.storage.from("cv").createSignedUrl(path, 300)).error).not.toBeNull();
    expect((await learner.storage.from("cv").remove([path])).data).toEqual([]);

    const downloaded = await admin.storage.from("cv").download(path);
    expect(downloaded.error).toBeNull();
    expect(new Uint8Array(await downloaded.data!.arrayBuffer())).toEqual(bytes);

    const signed = await admin.storage.from("cv").createSignedUrl(path, 300);
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data!.signedUrl); // no key: the link is opened from the inbox
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain("attachment");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);

    const token = new URL(signed.data!.signedUrl).searchParams.get("token")!;
    const tampered = await fetch(`${url}/storage/v1/object/sign/cv/${path}?token=${token.slice(0, -4)}AAAA`);
    expect(tampered.status).toBe(400);
    const other = applicationPath();
    expect((await uploadAsVisitor(other, pdf("autre"))).error).toBeNull();
    const elsewhere = await fetch(`${url}/storage/v1/object/sign/cv/${other}?token=${token}`);
    expect(elsewhere.status).toBe(400);
  });

  it("accepts DOC and DOCX by their content, and stores the type it recognised", async () => {
    for (const [file, bytes, type] of [
      ["cv.doc", doc(), "application/msword"],
      ["cv.docx", docx(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ] as const) {
      const path = applicationPath(file);
      const uploaded = await uploadAsVisitor(path, bytes, "application/octet-stream");
      expect(uploaded.error, file).toBeNull();
      const downloaded = await admin.storage.from("cv").download(path);
      expect(downloaded.data?.type, file).toBe(type);
    }
  });

  it("refuses a renamed executable, a text file and a ZIP that is not a Word document, whatever they claim to be", async () => {
    for (const [file, bytes] of [
      ["cv.pdf", executable()],
      ["cv.docx", new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode("payload.exe")])],
      ["cv.doc", new TextEncoder().encode("<script>alert(1)</script>")],
    ] as const) {
      const path = applicationPath(file);
      const refused = await uploadAsVisitor(path, bytes, "application/pdf");
      expect(refused.error, file).not.toBeNull();
      expect((refused.error as { status?: number }).status, file).toBe(415);
      expect((await admin.storage.from("cv").download(path)).error, file).not.toBeNull();
    }
  });

  it("accepts 5 MB and refuses 6 MB with 413 in Storage's error shape", async () => {
    const five = new Uint8Array(5 * 1024 * 1024);
    five.set(pdf());
    expect((await uploadAsVisitor(applicationPath(), five)).error).toBeNull();

    const six = new Uint8Array(6 * 1024 * 1024);
    six.set(pdf());
    const path = applicationPath();
    const refused = await uploadAsVisitor(path, six);
    expect((refused.error as { status?: number }).status).toBe(413);
    const raw = await fetch(`${url}/storage/v1/object/cv/${applicationPath()}`, {
      method: "POST",
      headers: { apikey: DEV_ANON_KEY, authorization: `Bearer ${DEV_ANON_KEY}`, "content-type": "application/pdf" },
      body: six,
    });
    expect(raw.status).toBe(413);
    expect(await raw.json()).toEqual({
      statusCode: "413",
      error: "Payload too large",
      message: "The object exceeded the maximum allowed size",
    });
    expect((await admin.storage.from("cv").download(path)).error).not.toBeNull();
  });

  it("keeps the 1 MiB limit on the JSON calls, and answers bad bodies with 400", async () => {
    const headers = {
      apikey: DEV_ANON_KEY,
      authorization: `Bearer ${DEV_ANON_KEY}`,
      "content-type": "application/json",
    };
    const huge = await fetch(`${url}/storage/v1/object/cv`, {
      method: "DELETE",
      headers,
      body: JSON.stringify({ prefixes: ["x".repeat(2 * 1024 * 1024)] }),
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { statusCode: string }).statusCode).toBe("413");
    for (const body of ["{", JSON.stringify({ prefixes: "cv.pdf" }), JSON.stringify({ prefixes: [] })]) {
      const response = await fetch(`${url}/storage/v1/object/cv`, { method: "DELETE", headers, body });
      expect(response.status, body).toBe(400);
    }
    const sign = await fetch(`${url}/storage/v1/object/sign/cv/${applicationPath()}`, {
      method: "POST",
      headers,
      body: JSON.stringify({ expiresIn: "bientôt" }),
    });
    expect(sign.status).toBe(400);
  });

  it("never overwrites an uploaded CV", async () => {
    const path = applicationPath();
    expect((await uploadAsVisitor(path, pdf("original"))).error).toBeNull();
    const again = await uploadAsVisitor(path, pdf("remplacé"));
    expect((again.error as { status?: number }).status).toBe(409);
    const upsert = await uploadAsVisitor(path, pdf("remplacé"), "application/pdf", true);
    expect((upsert.error as { status?: number }).status).toBe(403);
    const replace = await anonStorage().update(path, new Blob([pdf("remplacé") as BlobPart]), {
      contentType: "application/pdf",
    });
    expect(replace.error).not.toBeNull();
    const kept = await admin.storage.from("cv").download(path);
    expect(new Uint8Array(await kept.data!.arrayBuffer())).toEqual(pdf("original"));
  });

  it("refuses uploads outside applications/<uuid>/ and names that climb out of the bucket", async () => {
    expect(((await uploadAsVisitor("autre/cv.pdf", pdf())).error as { status?: number }).status).toBe(403);
    expect(
      ((await uploadAsVisitor(`applications/pas-un-uuid/cv.pdf`, pdf())).error as { status?: number }).status,
    ).toBe(403);
    const headers = {
      apikey: DEV_ANON_KEY,
      authorization: `Bearer ${DEV_ANON_KEY}`,
      "content-type": "application/pdf",
    };
    // Sent byte for byte (fetch would resolve the dot segments itself before sending).
    const rawPost = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(`${url}${path}`, { method: "POST", headers }, (res) => {
          let body = "";
          res.on("data", (chunk) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on("error", reject);
        req.end(Buffer.from(pdf()));
      });
    // Dot segments are resolved by URL parsing before routing: they land outside every object route.
    for (const name of [
      `applications/${randomUUID()}/../../../escape.pdf`,
      `applications/${randomUUID()}/%2e%2e/%2e%2e/%2e%2e/escape.pdf`,
    ]) {
      expect((await rawPost(`/storage/v1/object/cv/${name}`)).status, name).toBe(404);
    }
    // What survives URL parsing is refused by the name check.
    for (const name of [
      `applications/${randomUUID()}/..%2F..%2F..%2Fescape.pdf`,
      `applications/${randomUUID()}/..%5C..%5Cescape.pdf`,
      `applications/${randomUUID()}/%00.pdf`,
      `applications/${randomUUID()}/%2e%2e`,
    ]) {
      const response = await rawPost(`/storage/v1/object/cv/${name}`);
      expect(response.status, name).toBe(400);
      expect((JSON.parse(response.body) as { error: string }).error, name).toBe("InvalidKey");
    }
    expect((await rawPost(`/storage/v1/object/../cv.pdf`)).status).not.toBe(200);
  });

  it("lets an admin delete a CV, after which its signed URL no longer works", async () => {
    const path = applicationPath();
    expect((await uploadAsVisitor(path, pdf())).error).toBeNull();
    const signed = await admin.storage.from("cv").createSignedUrl(path, 300);
    const removed = await admin.storage.from("cv").remove([path]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((object) => object.name)).toEqual([path]);
    expect((await fetch(signed.data!.signedUrl)).status).toBe(404);
    expect((await admin.storage.from("cv").download(path)).error).not.toBeNull();
  });
});
