import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { api, backends, client, DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY, signedUpClient } from "../support";

const NOT_AN_IMAGE = "Ce fichier n'est pas une image lisible (JPEG, PNG, WebP, AVIF ou GIF).";

interface Answer {
  id: string;
  image: { width: number; height: number; src: string; avifSrcSet: string; webpSrcSet: string; placeholder: string };
}

/**
 * The content-image Edge Function (decisions 0979, 0994), run in Deno by the local edge runtime: Storage's image
 * transformations render the original's variants, stored in the content-images bucket under variants/ and served by
 * the site at /images/contenu/<file> with a year's cache.
 */
describe.each(backends())("the content-image function on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

  async function editor() {
    const user = await signedUpClient(url, "Rédactrice Images");
    const { error } = await service().rpc("set_user_role", { target_user: user.user.id, new_role: "editor" });
    expect(error).toBeNull();
    return user;
  }

  /** Uploads `bytes` as an original, then asks the function for its variants. */
  async function process(user: Awaited<ReturnType<typeof editor>>, bytes: Uint8Array, alt = "Une image de test") {
    const object = `originals/${unique("img")}`;
    const upload = await user.supabase.storage.from("content-images").upload(object, bytes, {
      contentType: "image/png",
    });
    expect(upload.error).toBeNull();
    const { data, error, response } = await user.supabase.functions.invoke("content-image", { body: { object, alt } });
    const body = error ? await (error as { context: Response }).context.json() : data;
    return { status: response?.status, body: body as Answer & { code?: string; error?: string }, object };
  }

  /** Each source of a srcset fetched from the site: its type, cache header and decoded size. */
  async function served(srcSet: string, type: string) {
    return Promise.all(
      srcSet.split(", ").map(async (source) => {
        const [path, width] = source.split(" ");
        const response = await fetch(`${url}${path}`);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe(type);
        expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(`${metadata.width}w`).toBe(width);
        return { width: metadata.width, height: metadata.height };
      }),
    );
  }

  it("turns a PNG into AVIF and WebP variants at each width up to the original's, stored under variants/", async () => {
    const user = await editor();
    const png = await sharp({ create: { width: 1000, height: 500, channels: 4, background: "#1f3a5fcc" } })
      .png()
      .toBuffer();
    const { status, body } = await process(user, png);
    expect(status).toBe(201);
    expect(body.id).toMatch(/^[0-9a-f]{24}$/);
    expect([body.image.width, body.image.height]).toEqual([1000, 500]);
    expect(body.image.src).toBe(`/images/contenu/${body.id}-1000.webp`);
    expect(body.image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(await served(body.image.avifSrcSet, "image/avif")).toEqual([
      { width: 480, height: 240 },
      { width: 960, height: 480 },
      { width: 1000, height: 500 },
    ]);
    expect(await served(body.image.webpSrcSet, "image/webp")).toHaveLength(3);

    const listed = await service().storage.from("content-images").list("variants", { search: body.id });
    expect(listed.data?.map((file) => file.name).sort()).toEqual(
      [480, 960, 1000].flatMap((w) => [`${body.id}-${w}.avif`, `${body.id}-${w}.webp`]).sort(),
    );
    const row = await client(url).from("content_images").select("width, height, widths, alt").eq("id", body.id);
    expect(row.data).toEqual([{ width: 1000, height: 500, widths: [480, 960, 1000], alt: "Une image de test" }]);
  }, 60_000);

  it("turns a JPEG upright as its EXIF orientation says, never wider than 1600 pixels", async () => {
    const user = await editor();
    // Stored 2000×1200 and marked « turn a quarter clockwise »: shown 1200×2000.
    const jpeg = await sharp({ create: { width: 2000, height: 1200, channels: 3, background: "#c8a24a" } })
      .jpeg({ quality: 80 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const started = Date.now();
    const { status, body } = await process(user, jpeg, "Une photo en portrait");
    expect(status).toBe(201);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect([body.image.width, body.image.height]).toEqual([1200, 2000]);
    expect(await served(body.image.webpSrcSet, "image/webp")).toEqual([
      { width: 480, height: 800 },
      { width: 960, height: 1600 },
      { width: 1200, height: 2000 },
    ]);
    expect(await served(body.image.avifSrcSet, "image/avif")).toHaveLength(3);

    // The same original again: the same image, its new description kept.
    const again = await process(user, jpeg, "La même photo");
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(body.id);
    const row = await client(url).from("content_images").select("alt").eq("id", body.id).single();
    expect(row.data?.alt).toBe("La même photo");
  }, 60_000);

  it("refuses what is not an image, or is too large, with a clear message and nothing stored", async () => {
    const user = await editor();
    const text = await process(user, new TextEncoder().encode("%PDF-1.7 ceci n'est pas une image"));
    expect(text.status).toBe(422);
    expect(text.body).toEqual({ code: "not_an_image", error: NOT_AN_IMAGE });

    // A PNG header followed by garbage: recognised, but it does not decode.
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const corrupt = await process(user, broken);
    expect(corrupt.status).toBe(422);
    expect(corrupt.body.code).toBe("not_an_image");

    // 100 megapixels (a few kilobytes compressed): refused before anything decodes it, saying why.
    const huge = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const tooLarge = await process(user, huge);
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.code).toBe("image_too_large");
    expect(tooLarge.body.error).toMatch(/trop grande.*25 mégapixels/);

    const count = await service()
      .from("content_images")
      .select("id", { count: "exact", head: true })
      .eq("original", text.object);
    expect(count.count).toBe(0);
  }, 60_000);

  it("answers the same refusals as before: alt text, unknown object, not an editor, unknown variant", async () => {
    const user = await editor();
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const noAlt = await process(user, png, "  ");
    expect(noAlt.status).toBe(422);
    expect(noAlt.body.code).toBe("alt_required");

    const missing = await user.supabase.functions.invoke("content-image", {
      body: { object: `originals/${unique("absent")}.png`, alt: "Absente" },
    });
    expect(missing.response?.status).toBe(404);
    expect(await (missing.error as { context: Response }).context.json()).toEqual({
      code: "object_not_found",
      error: "Image envoyée introuvable : envoyez-la de nouveau.",
    });

    const learner = await signedUpClient(url, "Apprenant Curieux");
    const denied = await learner.supabase.functions.invoke("content-image", {
      body: { object: noAlt.object, alt: "Pas rédacteur" },
    });
    expect(denied.response?.status).toBe(403);
    expect((await (denied.error as { context: Response }).context.json()).code).toBe("not_an_editor");

    expect((await fetch(`${url}/images/contenu/${"0".repeat(24)}-480.webp`)).status).toBe(404);
    expect((await fetch(`${url}/images/contenu/..%2Fsecret.webp`)).status).toBe(404);
  });
});

describe("the per-address upload limit", () => {
  it("counts the visitors' uploads, not the service role's (the function storing its six variants)", async () => {
    const url = inject("rateLimitedUrl"); // FORM_RATE_LIMIT: 2 a minute per address
    const main = backends()[0].url;
    const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const upload = (token: string, apikey: string, name: string) =>
      api(url, `/storage/v1/object/content-images/${name}`, {
        method: "POST",
        token,
        headers: { apikey, "content-type": "image/webp" },
        body: new Uint8Array([82, 73, 70, 70]),
      });
    for (let i = 0; i < 4; i++) {
      const stored = await upload(DEV_SERVICE_ROLE_KEY, DEV_SERVICE_ROLE_KEY, `variants/limite-${run}-${i}.webp`);
      expect(stored.status).toBe(200);
    }
    const user = await signedUpClient(main, "Rédactrice Pressée");
    const role = await client(main, DEV_SERVICE_ROLE_KEY).rpc("set_user_role", {
      target_user: user.user.id,
      new_role: "editor",
    });
    expect(role.error).toBeNull();
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await upload(user.session.access_token, DEV_ANON_KEY, `originals/limite-${run}-${i}.webp`)).status,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
