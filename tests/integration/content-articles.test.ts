import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { backends, client, DEV_SERVICE_ROLE_KEY, signedUpClient } from "../support";

type Role = "admin" | "trainer" | "client" | "editor";

/** Articles edited in the back office and served from the database (issue 28). */
describe.each(backends())("content articles on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);

  async function userWithRole(role: Role) {
    const user = await signedUpClient(url, "Rédactrice Test");
    if (role !== "client") {
      const { error } = await service().rpc("set_user_role", { target_user: user.user.id, new_role: role });
      expect(error).toBeNull();
    }
    return user;
  }

  const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

  async function save(user: Awaited<ReturnType<typeof userWithRole>>, body: Record<string, unknown>) {
    const { data, error, response } = await user.supabase.functions.invoke("content-article", { body });
    return { data: data as { id: number; slug: string; status: string } | null, error, status: response?.status };
  }

  /** Polls a public page until `done` holds (the server forgets its rendered pages on a change notification). */
  async function page(path: string, done: (response: Response, text: string) => boolean) {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const response = await fetch(`${url}${path}`, { redirect: "manual" });
      const text = await response.text();
      if (done(response, text) || Date.now() > deadline) return { response, text };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it("an editor writes and publishes; a draft stays invisible to an anonymous REST read and to /blog/<slug>", async () => {
    const editor = await userWithRole("editor");
    const slug = unique("brouillon");
    const draft = await save(editor, { title: "Un brouillon", slug, summary: "Résumé", body: "Texte **gras**." });
    expect(draft.status).toBe(201);
    expect(draft.data?.status).toBe("draft");

    const anonymous = await client(url).from("articles").select("slug").eq("slug", slug);
    expect(anonymous.error).toBeNull();
    expect(anonymous.data).toEqual([]);
    expect((await fetch(`${url}/blog/${slug}`)).status).toBe(404);

    const published = await save(editor, {
      id: draft.data!.id,
      title: "Un article publié",
      slug,
      body: "Texte **gras**.",
      action: "publish",
    });
    expect(published.status).toBe(200);
    const read = await client(url).from("articles").select("slug, body_html").eq("slug", slug).single();
    expect(read.data?.body_html).toContain("<strong>gras</strong>");
    const { response, text } = await page(`/blog/${slug}`, (r) => r.status === 200);
    expect(response.status).toBe(200);
    expect(text).toContain("Un article publié");
    expect(text).toContain('"@type":"Article"');
    expect(text).toContain('property="og:type" content="article"');
    const feed = await (await fetch(`${url}/blog/feed.xml`)).text();
    expect(feed).toContain(`/blog/${slug}`);
    const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/blog/${slug}`);
    expect(sitemap).not.toContain("/blog/_modele");
  });

  it("a script in the body is not stored", async () => {
    const editor = await userWithRole("editor");
    const slug = unique("script");
    const saved = await save(editor, {
      title: "Piège",
      slug,
      body: 'Avant\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[lien](javascript:alert(3))',
      action: "publish",
    });
    expect(saved.status).toBe(201);
    const { data } = await service().from("articles").select("body, body_html").eq("slug", slug).single();
    expect(data!.body).not.toMatch(/<script|onerror/i);
    expect(data!.body_html).not.toMatch(/<script|onerror|javascript:/i);
    expect(data!.body_html).toContain("Avant");
  });

  it("nobody writes the table directly, not even an editor; clients and trainers cannot use the function", async () => {
    const editor = await userWithRole("editor");
    const direct = await editor.supabase.from("articles").insert({ title: "Direct", slug: unique("direct") });
    expect(direct.error?.code).toBe("42501");
    for (const role of ["client", "trainer"] as const) {
      const other = await userWithRole(role);
      const refused = await save(other, { title: "Non", slug: unique("non") });
      expect(refused.status).toBe(403);
    }
  });

  it("an editor can write content but cannot read payments, enrollments or enquiries", async () => {
    const editor = await userWithRole("editor");
    for (const table of ["payments", "enrollments", "enquiries", "invoices"] as const) {
      const { data } = await editor.supabase.from(table).select("id").limit(5);
      expect(data ?? []).toEqual([]);
    }
    const { data: revisions } = await editor.supabase.from("article_revisions").select("id").limit(1);
    expect(Array.isArray(revisions)).toBe(true);
  });

  it("a changed slug answers the old address with a 301 to the new one, and history records who changed what", async () => {
    const editor = await userWithRole("editor");
    const first = unique("ancienne");
    const second = unique("nouvelle");
    const created = await save(editor, { title: "Déménagement", slug: first, body: "Texte", action: "publish" });
    await save(editor, { id: created.data!.id, title: "Déménagement", slug: second, body: "Texte" });
    const { response } = await page(`/blog/${first}`, (r) => r.status === 301);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`/blog/${second}`);
    const { data: history } = await editor.supabase
      .from("article_revisions")
      .select("action, changed_by")
      .eq("article_id", created.data!.id)
      .order("id");
    expect(history?.map((row) => row.action)).toEqual(["published", "edited"]);
    expect(history?.every((row) => row.changed_by === editor.user.id)).toBe(true);
  });

  it("a scheduled article is hidden until its date, then public without any other change", async () => {
    const editor = await userWithRole("editor");
    const slug = unique("programme");
    const at = new Date(Date.now() + 2_500).toISOString();
    const saved = await save(editor, { title: "Programmé", slug, body: "Bientôt", action: "publish", publish_at: at });
    expect(saved.data?.status).toBe("published");
    expect((await client(url).from("articles").select("slug").eq("slug", slug)).data).toEqual([]);
    expect((await fetch(`${url}/blog/${slug}`)).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 2_700));
    expect((await client(url).from("articles").select("slug").eq("slug", slug)).data).toEqual([{ slug }]);
    const { response } = await page(`/blog/${slug}`, (r) => r.status === 200);
    expect(response.status).toBe(200);
  });

  it("an uploaded image is checked by content and turned into AVIF and WebP variants with a long cache", async () => {
    const editor = await userWithRole("editor");
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#1f3a5f" } })
      .png()
      .toBuffer();
    const name = `originals/${unique("img")}.png`;
    const upload = await editor.supabase.storage.from("content-images").upload(name, png, { contentType: "image/png" });
    expect(upload.error).toBeNull();
    const { data, response } = await editor.supabase.functions.invoke("content-image", {
      body: { object: name, alt: "Un motif bleu" },
    });
    expect(response?.status).toBe(201);
    const image = (data as { image: { width: number; height: number; avifSrcSet: string; src: string } }).image;
    expect([image.width, image.height]).toEqual([1200, 600]);
    const avif = image.avifSrcSet.split(", ")[0].split(" ")[0];
    const variant = await fetch(`${url}${avif}`);
    expect(variant.headers.get("content-type")).toBe("image/avif");
    expect(variant.headers.get("cache-control")).toContain("immutable");

    const fake = `originals/${unique("faux")}.png`;
    await editor.supabase.storage.from("content-images").upload(fake, new TextEncoder().encode("<script>"), {
      contentType: "image/png",
    });
    const refused = await editor.supabase.functions.invoke("content-image", { body: { object: fake, alt: "Faux" } });
    expect(refused.response?.status).toBe(422);

    const client_ = await userWithRole("client");
    const denied = await client_.supabase.storage.from("content-images").upload(`originals/${unique("x")}.png`, png);
    expect(denied.error).not.toBeNull();
  });
});
