import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { backends, client, DEV_SERVICE_ROLE_KEY, signedUpClient } from "../support";

type Role = "client" | "trainer" | "editor" | "admin";

/**
 * Issue 42 item 6 (decision 0990): the public content-images bucket is read by exact name only — its variants are
 * the site's images — never listed by anyone but editors and admins; the originals, which keep a photo's EXIF and
 * GPS position, are removed once the variants are made; uploads are images one level under originals/.
 */
describe.each(backends())("the content-images bucket on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

  async function userWithRole(role: Role) {
    const user = await signedUpClient(url, "Personne Stockage");
    if (role !== "client") {
      const { error } = await service().rpc("set_user_role", { target_user: user.user.id, new_role: role });
      expect(error).toBeNull();
    }
    return user;
  }

  /** A JPEG as a phone writes it: a camera, a date and the GPS position in its EXIF. */
  const photo = () =>
    sharp({ create: { width: 640, height: 400, channels: 3, background: "#2b6f4e" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "Téléphone Test", Copyright: "Secret de fabrication" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "5/1 19/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "4/1 1/1 0/1" },
      })
      .toBuffer();

  async function processed(editor: Awaited<ReturnType<typeof userWithRole>>) {
    const jpeg = await photo();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined(); // the fixture really carries EXIF
    const object = `originals/${unique("photo")}.jpg`;
    const upload = await editor.supabase.storage.from("content-images").upload(object, jpeg, {
      contentType: "image/jpeg",
    });
    expect(upload.error).toBeNull();
    const { data, response } = await editor.supabase.functions.invoke("content-image", {
      body: { object, alt: "Une photo avec position" },
    });
    expect(response?.status).toBe(201);
    const { id, image } = data as { id: string; image: { webpSrcSet: string; avifSrcSet: string } };
    return { id, image, object };
  }

  it("anonymous visitors, learners and trainers list nothing; editors and admins list the bucket", async () => {
    const editor = await userWithRole("editor");
    const { id } = await processed(editor);
    const anon = client(url).storage.from("content-images");
    expect((await anon.list("variants", { search: id })).data).toEqual([]);
    expect((await anon.list("originals")).data).toEqual([]);
    expect((await anon.list()).data).toEqual([]);
    for (const role of ["client", "trainer"] as const) {
      const other = await userWithRole(role);
      const bucket = other.supabase.storage.from("content-images");
      expect((await bucket.list("variants", { search: id })).data, role).toEqual([]);
      expect((await bucket.list()).data, role).toEqual([]);
    }
    for (const staff of [editor, await userWithRole("admin")]) {
      const listed = await staff.supabase.storage.from("content-images").list("variants", { search: id });
      expect(listed.data?.length).toBe(4); // 480 and 640 wide, AVIF and WebP
    }
  }, 60_000);

  it("a variant is read by its exact name by anyone; what is kept carries no EXIF and the original is removed", async () => {
    const editor = await userWithRole("editor");
    const { image, object } = await processed(editor);
    const sources = [...image.webpSrcSet.split(", "), ...image.avifSrcSet.split(", ")].map((s) => s.split(" ")[0]!);
    for (const path of sources) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(200);
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(metadata.exif, path).toBeUndefined();
      expect(metadata.xmp, path).toBeUndefined();
    }
    const publicUrl = client(url).storage.from("content-images").getPublicUrl(object).data.publicUrl;
    expect([400, 404]).toContain((await fetch(publicUrl)).status);
    expect((await service().storage.from("content-images").download(object)).error).not.toBeNull();
  }, 60_000);

  it("an original the function refuses is not kept either", async () => {
    const editor = await userWithRole("editor");
    const object = `originals/${unique("faux")}.png`;
    const upload = await editor.supabase.storage
      .from("content-images")
      .upload(object, new TextEncoder().encode("%PDF-1.7 pas une image"), { contentType: "image/png" });
    expect(upload.error).toBeNull();
    const refused = await editor.supabase.functions.invoke("content-image", { body: { object, alt: "Faux" } });
    expect(refused.response?.status).toBe(422);
    expect((await service().storage.from("content-images").download(object)).error).not.toBeNull();
  }, 60_000);

  it("accepts only images one level under originals/, and only from editors and admins", async () => {
    const editor = await userWithRole("editor");
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const bucket = editor.supabase.storage.from("content-images");
    expect((await bucket.upload(`originals/${unique("ok")}.png`, png, { contentType: "image/png" })).error).toBeNull();
    for (const name of [
      `variants/${unique("v")}-480.webp`,
      `${unique("racine")}.png`,
      `originals/a/${unique("b")}.png`,
    ]) {
      const refused = await bucket.upload(name, png, { contentType: "image/png" });
      expect(refused.error, name).not.toBeNull();
    }
    for (const contentType of ["text/html", "image/svg+xml", "application/pdf"]) {
      const refused = await bucket.upload(`originals/${unique("page")}.png`, png, { contentType });
      expect(refused.error, contentType).not.toBeNull();
    }
    for (const role of ["client", "trainer"] as const) {
      const other = await userWithRole(role);
      const refused = await other.supabase.storage
        .from("content-images")
        .upload(`originals/${unique(role)}.png`, png, { contentType: "image/png" });
      expect(refused.error, role).not.toBeNull();
    }
    const anon = await client(url)
      .storage.from("content-images")
      .upload(`originals/${unique("anon")}.png`, png, { contentType: "image/png" });
    expect(anon.error).not.toBeNull();
  }, 60_000);
});
