import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY, backends, client, signedUpClient } from "../support";

/**
 * The rest of Supabase Storage's API through supabase.storage (issue 29, item 5): bucket options as Storage takes
 * them, update/empty/delete, listings, move and copy, object info and custom metadata, signed upload URLs, batches
 * of signed URLs, public buckets; and unknown routes or reserved names that change nothing (issue 24, item 7).
 */
const untyped = (supabase: unknown) => supabase as SupabaseClient;
const text = (content: string) => new Blob([content], { type: "text/plain;charset=utf-8" });
const bucketName = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

describe.each(backends())("Storage API on $name", ({ url }) => {
  const service = untyped(client(url, DEV_SERVICE_ROLE_KEY)).storage;
  const anon = untyped(client(url)).storage;
  let learner: SupabaseClient;

  beforeAll(async () => {
    learner = untyped((await signedUpClient(url, "Apprenant Storage")).supabase);
  }, 60_000);

  async function bucketWith(files: string[], options: Parameters<typeof service.createBucket>[1] = { public: false }) {
    const id = bucketName("essai");
    expect((await service.createBucket(id, options)).error).toBeNull();
    for (const file of files) expect((await service.from(id).upload(file, text(file))).error, file).toBeNull();
    return id;
  }

  it("takes bucket options as Storage does: sizes such as '1kb', declared MIME types, partial updates", async () => {
    const id = await bucketWith([], {
      public: false,
      fileSizeLimit: "1kb",
      allowedMimeTypes: ["image/png", "text/*"],
    });
    expect((await service.getBucket(id)).data).toMatchObject({
      file_size_limit: 1000,
      allowed_mime_types: ["image/png", "text/*"],
    });
    expect((await service.from(id).upload("petit.txt", text("x".repeat(1000)))).error).toBeNull();
    const large = await service.from(id).upload("grand.txt", text("x".repeat(1001)));
    expect(large.error).toMatchObject({ statusCode: "413", message: "The object exceeded the maximum allowed size" });
    const png = await service.from(id).upload("image.png", new Blob(["not really"], { type: "image/png" }));
    expect(png.error).toBeNull();
    const jpeg = await service.from(id).upload("image.jpg", new Blob(["x"], { type: "image/jpeg" }));
    expect(jpeg.error).toMatchObject({ statusCode: "415", message: "mime type image/jpeg is not supported" });

    const updated = await service.updateBucket(id, { public: true, fileSizeLimit: "20mb" });
    expect(updated).toEqual({ data: { message: "Successfully updated" }, error: null });
    expect((await service.getBucket(id)).data).toMatchObject({
      public: true,
      file_size_limit: 20_000_000,
      allowed_mime_types: ["image/png", "text/*"],
    });
    expect(
      (await service.createBucket(bucketName("x"), { public: false, fileSizeLimit: "beaucoup" })).error,
    ).toMatchObject({
      statusCode: "400",
    });
    expect((await learner.storage.updateBucket(id, { public: false })).error).not.toBeNull();
    expect((await service.getBucket(id)).data?.public).toBe(true);
  });

  it("keeps the global upload limit above every bucket's own", async () => {
    const id = await bucketWith([], { public: false, fileSizeLimit: "50mb" });
    const six = new Uint8Array(6 * 1024 * 1024);
    const refused = await service.from(id).upload("gros.bin", new Blob([six]));
    expect(refused.error).toMatchObject({ statusCode: "413" });
  });

  it("lists objects and folders (list and listV2), as the caller may see them", async () => {
    const id = await bucketWith(["a/un.txt", "a/deux.txt", "a/sous/trois.txt", "racine.txt"]);
    const listed = await service.from(id).list("a");
    expect(listed.error).toBeNull();
    expect(listed.data?.map((entry) => [entry.name, entry.id === null])).toEqual([
      ["deux.txt", false],
      ["sous", true],
      ["un.txt", false],
    ]);
    expect((await service.from(id).list("a", { search: "un" })).data?.map((entry) => entry.name)).toEqual(["un.txt"]);
    expect(
      (await service.from(id).list("a", { sortBy: { column: "name", order: "desc" }, limit: 1 })).data?.map(
        (entry) => entry.name,
      ),
    ).toEqual(["un.txt"]);

    const top = await service.from(id).listV2({ with_delimiter: true });
    expect(top.data).toMatchObject({ hasNext: false, folders: [{ key: "a", name: "a/" }] });
    expect(top.data?.objects.map((object) => object.name)).toEqual(["racine.txt"]);
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = await service.from(id).listV2({ prefix: "a/", limit: 2, ...(cursor ? { cursor } : {}) });
      expect(page.error).toBeNull();
      pages.push(page.data!.objects.map((object) => object.name));
      cursor = page.data!.hasNext ? page.data!.nextCursor : undefined;
    } while (cursor);
    expect(pages).toEqual([["a/deux.txt", "a/sous/trois.txt"], ["a/un.txt"]]);

    // Row Level Security decides: a learner sees nothing of a bucket no policy opens to them.
    expect((await learner.storage.from(id).list("a")).data).toEqual([]);
  });

  it("moves and copies objects, within a bucket and across buckets", async () => {
    const id = await bucketWith(["source.txt", "copie.txt"]);
    const other = await bucketWith([]);
    expect(await service.from(id).move("source.txt", "dossier/deplace.txt")).toEqual({
      data: { message: "Successfully moved" },
      error: null,
    });
    expect((await service.from(id).download("dossier/deplace.txt")).error).toBeNull();
    expect((await service.from(id).exists("source.txt")).data).toBe(false);
    expect((await service.from(id).move("absent.txt", "x.txt")).error).toMatchObject({ statusCode: "404" });

    const copied = await service.from(id).copy("copie.txt", "ailleurs.txt", { destinationBucket: other });
    expect(copied).toEqual({ data: { path: `${other}/ailleurs.txt` }, error: null });
    const downloaded = await service.from(other).download("ailleurs.txt");
    expect(await downloaded.data?.text()).toBe("copie.txt");
    expect((await service.from(id).download("copie.txt")).error).toBeNull();
    const moved = await service.from(id).move("dossier/deplace.txt", "arrive.txt", { destinationBucket: other });
    expect(moved.error).toBeNull();
    expect(await (await service.from(other).download("arrive.txt")).data?.text()).toBe("source.txt");
    expect((await learner.storage.from(id).copy("copie.txt", "vol.txt")).error).not.toBeNull();
  });

  it("answers object info with custom metadata, from a multipart or a raw upload", async () => {
    const id = await bucketWith([]);
    const metadata = { auteur: "Awa Koné", version: 2 };
    expect((await service.from(id).upload("fiche.txt", text("fiche"), { metadata })).error).toBeNull();
    const info = await service.from(id).info("fiche.txt");
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      name: "fiche.txt",
      bucketId: id,
      size: 5,
      // The form's file part is typed without its parameters (busboy, decision 1037, as hosted Storage's multipart
      // parser, which is busboy too, gives it).
      contentType: "text/plain",
      metadata,
      etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
      version: expect.any(String),
    });
    const raw = await service.from(id).upload("brut.bin", new TextEncoder().encode("brut"), {
      contentType: "application/octet-stream",
      metadata: { source: "raw" },
    });
    expect(raw.error).toBeNull();
    expect((await service.from(id).info("brut.bin")).data?.metadata).toEqual({ source: "raw" });
    expect((await service.from(id).info("absent.txt")).error).not.toBeNull();
  });

  it("uploads once through a signed upload URL, without the key", async () => {
    const id = await bucketWith([]);
    const signed = await service.from(id).createSignedUploadUrl("depose.txt");
    expect(signed.error).toBeNull();
    const uploaded = await anon.from(id).uploadToSignedUrl("depose.txt", signed.data!.token, text("déposé"));
    expect(uploaded.error).toBeNull();
    expect(await (await service.from(id).download("depose.txt")).data?.text()).toBe("déposé");
    const again = await anon.from(id).uploadToSignedUrl("depose.txt", signed.data!.token, text("encore"));
    expect(again.error).toMatchObject({ statusCode: "409" });
    const elsewhere = await anon.from(id).uploadToSignedUrl("autre.txt", signed.data!.token, text("ailleurs"));
    expect(elsewhere.error).not.toBeNull();
    expect((await service.from(id).exists("autre.txt")).data).toBe(false);
    // A learner may not sign an upload into a bucket no policy opens to them.
    expect((await learner.storage.from(id).createSignedUploadUrl("vol.txt")).error).not.toBeNull();
  });

  it("signs several URLs at once, saying which objects do not exist", async () => {
    const id = await bucketWith(["un.txt", "deux.txt"]);
    const signed = await service.from(id).createSignedUrls(["un.txt", "absent.txt", "deux.txt"], 60);
    expect(signed.error).toBeNull();
    expect(signed.data?.map((entry) => [entry.path, entry.error === null])).toEqual([
      ["un.txt", true],
      ["absent.txt", false],
      ["deux.txt", true],
    ]);
    expect(await (await fetch(signed.data![0].signedUrl!)).text()).toBe("un.txt");
  });

  it("serves a public bucket's objects without a key, and never a private one's", async () => {
    const open = await bucketWith(["affiche.txt"], { public: true });
    const closed = await bucketWith(["secret.txt"]);
    const publicUrl = service.from(open).getPublicUrl("affiche.txt").data.publicUrl;
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("affiche.txt");
    const anonymous = await fetch(`${url}/storage/v1/object/public/${closed}/secret.txt`, {
      headers: { apikey: DEV_ANON_KEY },
    });
    expect(anonymous.status).toBe(404);
    expect((await fetch(`${url}/storage/v1/object/public/cv/x.pdf`)).status).toBe(404);
  });

  it("empties and deletes buckets (a bucket with objects is not deleted)", async () => {
    const id = await bucketWith(["un.txt", "a/deux.txt"]);
    expect((await service.deleteBucket(id)).error).toMatchObject({ statusCode: "409" });
    expect((await learner.storage.emptyBucket(id)).error).toBeNull(); // RLS: the learner deletes nothing
    expect((await service.from(id).list()).data).toHaveLength(2);
    expect((await service.emptyBucket(id)).error).toBeNull();
    expect((await service.from(id).list()).data).toEqual([]);
    expect(await service.deleteBucket(id)).toEqual({ data: { message: "Successfully deleted" }, error: null });
    expect((await service.getBucket(id)).error).toMatchObject({ statusCode: "404" });
    expect((await learner.storage.deleteBucket("cv")).error).not.toBeNull();
    expect((await service.getBucket("cv")).data?.id).toBe("cv");
  });

  it("answers a call that carries only a bearer token, as Storage behind Supabase's gateway does", async () => {
    const id = await bucketWith(["un.txt"]);
    const list = (headers: Record<string, string>) =>
      fetch(`${url}/storage/v1/object/list/${id}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ prefix: "" }),
      });
    const asService = await list({ authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}` });
    expect(asService.status).toBe(200);
    expect(((await asService.json()) as { name: string }[]).map((entry) => entry.name)).toEqual(["un.txt"]);
    expect((await list({})).status).toBe(401);
    expect((await list({ authorization: "Bearer not-a-token" })).status).toBe(401);
  });

  it("refuses Storage's route names as buckets, and answers unknown routes 404 without storing anything", async () => {
    for (const name of ["list", "info", "sign", "upload", "public", "authenticated", "render", "object", "bucket"]) {
      const refused = await service.createBucket(name);
      expect(refused.error, name).toMatchObject({ statusCode: "400" });
    }
    const id = await bucketWith([]);
    expect((await service.from(id).list()).error).toBeNull(); // the listing route, never an upload into "list"
    const headers = { apikey: DEV_SERVICE_ROLE_KEY, authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}` };
    for (const [method, path] of [
      ["POST", `/object/list/${id}/x.json`],
      ["POST", "/object/render/x/y.txt"],
      ["POST", `/object/info/${id}/y.txt`],
      ["GET", "/nothing/here"],
      ["POST", `/render/image/${id}/y.txt`],
    ] as const) {
      const response = await fetch(`${url}/storage/v1${path}`, {
        method,
        headers: { ...headers, "content-type": "application/json" },
        ...(method === "POST" ? { body: "{}" } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await service.from(id).list()).data).toEqual([]);
  });
});
