import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, backends, client } from "../support";

/**
 * Supabase Storage's image transformations through supabase.storage (issue 29, item 5): `download`, `getPublicUrl`
 * and `createSignedUrl` with `transform`, the format chosen from the Accept header, the 2500 px limit, and bad
 * parameters or objects that are not images refused with a 4xx (decision 0942).
 */
const untyped = (supabase: unknown) => supabase as SupabaseClient;

/** A 400 × 300 PNG, in two colours so that a crop is visible in the size alone. */
const png = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
const sizeOf = async (bytes: ArrayBuffer | Buffer) => {
  const { width, height, format } = await sharp(Buffer.from(bytes as ArrayBuffer)).metadata();
  return { width, height, format };
};

describe.each(backends())("Storage image transformations on $name", ({ url }) => {
  const service = untyped(client(url, DEV_SERVICE_ROLE_KEY)).storage;
  const anon = untyped(client(url)).storage;
  let open: string;
  let closed: string;

  beforeAll(async () => {
    open = `images-${randomUUID().slice(0, 8)}`;
    closed = `privees-${randomUUID().slice(0, 8)}`;
    expect((await service.createBucket(open, { public: true })).error).toBeNull();
    expect((await service.createBucket(closed, { public: false })).error).toBeNull();
    for (const bucket of [open, closed]) {
      const upload = await service.from(bucket).upload("photo.png", await png(), { contentType: "image/png" });
      expect(upload.error).toBeNull();
    }
    const text = new Blob(["pas une image"], { type: "text/plain" });
    expect((await service.from(open).upload("notes.txt", text)).error).toBeNull();
  });

  it("downloads a PNG resized to the width asked for, in its own format when WebP is not asked for", async () => {
    const { data, error } = await service.from(closed).download("photo.png", { transform: { width: 100 } });
    expect(error).toBeNull();
    expect(data?.type).toBe("image/png");
    expect(await sizeOf(await data!.arrayBuffer())).toEqual({ width: 100, height: 75, format: "png" });
    // Without `transform`, the object as it was stored.
    const plain = await service.from(closed).download("photo.png");
    expect(await sizeOf(await plain.data!.arrayBuffer())).toMatchObject({ width: 400, height: 300 });
  });

  it("serves a public bucket's transformed image without a key, WebP when the browser accepts it", async () => {
    const publicUrl = anon.from(open).getPublicUrl("photo.png", {
      transform: { width: 100, height: 100, quality: 60 },
    }).data.publicUrl;
    expect(publicUrl).toContain("/storage/v1/render/image/public/");
    const response = await fetch(publicUrl, { headers: { Accept: "image/avif,image/webp,*/*" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("x-transformations")).toBe("height:100,width:100,resizing_type:fill,quality:60");
    expect(response.headers.get("vary")).toContain("Accept");
    expect(await sizeOf(await response.arrayBuffer())).toEqual({ width: 100, height: 100, format: "webp" });

    const origin = await fetch(`${publicUrl}&format=origin`, { headers: { Accept: "image/webp,*/*" } });
    expect(origin.headers.get("content-type")).toBe("image/png");
    const avif = await fetch(`${publicUrl}&format=avif`);
    expect(avif.headers.get("content-type")).toBe("image/avif");
  });

  it("resizes as Storage does: cover crops, contain keeps the whole image, fill stretches", async () => {
    const sizes = await Promise.all(
      (["cover", "contain", "fill"] as const).map(async (resize) => {
        const { data } = await service.from(open).download("photo.png", {
          transform: { width: 100, height: 100, resize },
        });
        return sizeOf(await data!.arrayBuffer());
      }),
    );
    expect(sizes.map(({ width, height }) => [width, height])).toEqual([
      [100, 100],
      [100, 75],
      [100, 100],
    ]);
  });

  it("brings sizes above 2500 px down to 2500 and never enlarges", async () => {
    const wide = await png(2600, 10);
    expect((await service.from(open).upload("large.png", wide, { contentType: "image/png" })).error).toBeNull();
    const response = await fetch(`${url}/storage/v1/render/image/public/${open}/large.png?width=100000`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-transformations")).toBe("width:2500,resizing_type:fill");
    expect((await sizeOf(await response.arrayBuffer())).width).toBe(2500);
    const small = await service.from(open).download("photo.png", { transform: { width: 2000 } });
    expect((await sizeOf(await small.data!.arrayBuffer())).width).toBe(400);
  });

  it("refuses bad parameters with a Storage-shaped 400", async () => {
    const base = `${url}/storage/v1/render/image/public/${open}/photo.png`;
    for (const query of [
      "width=abc",
      "width=-5",
      "height=1.5",
      "quality=10",
      "quality=101",
      "resize=stretch",
      "format=gif",
    ]) {
      const response = await fetch(`${base}?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toMatchObject({ statusCode: "400", error: "InvalidRequest" });
    }
    const download = await service.from(open).download("photo.png", { transform: { width: -5 } });
    expect(download.error).not.toBeNull();
    const signed = await service.from(closed).createSignedUrl("photo.png", 60, { transform: { quality: 5 } });
    expect(signed.error).toMatchObject({ statusCode: "400" });
  });

  it("answers 422 for an object that is not an image", async () => {
    const response = await fetch(`${url}/storage/v1/render/image/public/${open}/notes.txt?width=100`);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      statusCode: "422",
      message: expect.stringContaining("not an image"),
    });
  });

  it("keeps a private bucket's images private: no public render, no anonymous render, signed URLs only", async () => {
    expect((await fetch(`${url}/storage/v1/render/image/public/${closed}/photo.png?width=50`)).status).toBe(404);
    const anonymous = await anon.from(closed).download("photo.png", { transform: { width: 50 } });
    expect(anonymous.error).not.toBeNull();

    const signed = await service.from(closed).createSignedUrl("photo.png", 60, { transform: { width: 50 } });
    expect(signed.error).toBeNull();
    const signedUrl = signed.data!.signedUrl;
    expect(signedUrl).toContain("/storage/v1/render/image/sign/");
    const response = await fetch(signedUrl);
    expect(response.status).toBe(200);
    expect((await sizeOf(await response.arrayBuffer())).width).toBe(50);
    // The transformation is part of what is signed: a width added to the URL changes nothing.
    const altered = await fetch(`${signedUrl}&width=300`);
    expect((await sizeOf(await altered.arrayBuffer())).width).toBe(50);
    // A token signed for another object is refused.
    const other = signedUrl.replace("/photo.png?", "/autre.png?");
    expect((await fetch(other)).status).toBe(400);
  });
});
