import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { seedTestimonials } from "../../web/src/content/home";
import { backends, client, DEV_SERVICE_ROLE_KEY, signedUpClient } from "../support";

type Role = "admin" | "trainer" | "client" | "editor";

/** Testimonials, client logos and page heroes edited in « Contenus » (issue 28, decision 0953): seed, RLS, writes. */
describe.each(backends())("home page content on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

  async function userWithRole(role: Role) {
    const user = await signedUpClient(url, "Rédactrice Test");
    if (role !== "client") {
      const { error } = await service().rpc("set_user_role", { target_user: user.user.id, new_role: role });
      expect(error).toBeNull();
    }
    return user;
  }

  /** An image the server has processed (content-image), as the back office uploads one. */
  async function processedImage(editor: Awaited<ReturnType<typeof userWithRole>>, alt: string) {
    const png = await sharp({ create: { width: 640, height: 320, channels: 3, background: "#0b3a6e" } })
      .png()
      .toBuffer();
    const name = `originals/${unique("image")}.png`;
    const upload = await editor.supabase.storage.from("content-images").upload(name, png, { contentType: "image/png" });
    expect(upload.error).toBeNull();
    const { data } = await editor.supabase.functions.invoke("content-image", { body: { object: name, alt } });
    return (data as { id: string }).id;
  }

  it("the seed's testimonials are today's, word for word, published, in order and without photos", async () => {
    const { data } = await client(url)
      .from("testimonials")
      .select("quote, person_name, person_role, organisation, photo")
      .in(
        "person_name",
        seedTestimonials.map((t) => t.name),
      )
      .order("sort_order");
    expect(
      data?.map((row) => ({
        quote: row.quote,
        name: row.person_name,
        position: row.person_role,
        company: row.organisation,
      })),
    ).toEqual(seedTestimonials);
    expect(data?.every((row) => row.photo === null)).toBe(true);
  });

  it("an editor writes a draft testimonial that nobody else reads, then publishes it; the change is signed", async () => {
    const editor = await userWithRole("editor");
    const name = unique("Témoin");
    const created = await editor.supabase
      .from("testimonials")
      .insert({
        quote: "Un accompagnement sérieux.",
        person_name: name,
        person_role: "Directeur",
        organisation: "Essai",
      })
      .select("id, status")
      .single();
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ status: "draft" });
    // Signed, but the signer's account id is read by the service role only (issue 42 item 4).
    const signed = await service().from("testimonials").select("updated_by").eq("id", created.data!.id).single();
    expect(signed.data?.updated_by).toBe(editor.user.id);

    expect((await client(url).from("testimonials").select("id").eq("id", created.data!.id)).data).toEqual([]);
    const learner = await userWithRole("client");
    expect((await learner.supabase.from("testimonials").select("id").eq("id", created.data!.id)).data).toEqual([]);

    const published = await editor.supabase
      .from("testimonials")
      .update({ status: "published" })
      .eq("id", created.data!.id)
      .select("status");
    expect(published.data).toEqual([{ status: "published" }]);
    expect((await client(url).from("testimonials").select("person_name").eq("id", created.data!.id)).data).toEqual([
      { person_name: name },
    ]);
    expect((await editor.supabase.from("testimonials").delete().eq("id", created.data!.id).select("id")).data).toEqual([
      { id: created.data!.id },
    ]);
  });

  it("a learner or a trainer cannot write testimonials, logos or heroes; anonymous visitors neither", async () => {
    const { data: seeded } = await client(url).from("testimonials").select("id").limit(1).single();
    for (const role of ["client", "trainer"] as const) {
      const other = await userWithRole(role);
      const insert = await other.supabase.from("testimonials").insert({ quote: "Non", person_name: "Non" });
      expect(insert.error?.code).toBe("42501");
      const update = await other.supabase
        .from("testimonials")
        .update({ quote: "Changé" })
        .eq("id", seeded!.id)
        .select("id");
      expect(update.data).toEqual([]);
      const remove = await other.supabase.from("testimonials").delete().eq("id", seeded!.id).select("id");
      expect(remove.data).toEqual([]);
      const hero = await other.supabase
        .from("page_heroes")
        .insert({ path: "/", image: "0".repeat(24), image_alt: "x" });
      expect(hero.error?.code).toBe("42501");
    }
    const anonymous = await client(url)
      .from("client_logos")
      .insert({ name: "Non", logo: "0".repeat(24), logo_alt: "x" });
    expect(anonymous.error?.code).toBe("42501");
    const { data: still } = await client(url).from("testimonials").select("quote").eq("id", seeded!.id).single();
    expect(still?.quote).not.toBe("Changé");
  });

  it("a client logo needs an image and its alt text; a draft logo is not public", async () => {
    const editor = await userWithRole("editor");
    const logo = await processedImage(editor, "Logo");
    const noAlt = await editor.supabase.from("client_logos").insert({ name: "Client", logo, logo_alt: " " });
    expect(noAlt.error?.code).toBe("23514");
    const badLink = await editor.supabase
      .from("client_logos")
      .insert({ name: "Client", logo, logo_alt: "Logo de Client", link: "javascript:alert(1)" });
    expect(badLink.error?.code).toBe("23514");
    const created = await editor.supabase
      .from("client_logos")
      .insert({ name: unique("Client"), logo, logo_alt: "Logo de Client", link: "https://exemple.org" })
      .select("id")
      .single();
    expect(created.error).toBeNull();
    expect((await client(url).from("client_logos").select("id").eq("id", created.data!.id)).data).toEqual([]);
    await editor.supabase.from("client_logos").delete().eq("id", created.data!.id);
  });

  it("an editor sets, replaces and removes a page's hero image; the path and the alt text are checked", async () => {
    const editor = await userWithRole("editor");
    const first = await processedImage(editor, "Bureau");
    const second = await processedImage(editor, "Équipe");
    const pagePath = `/essai-${Date.now()}`;
    expect(
      (await editor.supabase.from("page_heroes").insert({ path: "/À propos", image: first, image_alt: "Bureau" })).error
        ?.code,
    ).toBe("23514");
    expect(
      (await editor.supabase.from("page_heroes").insert({ path: pagePath, image: first, image_alt: "" })).error?.code,
    ).toBe("23514");
    const set = await editor.supabase
      .from("page_heroes")
      .upsert({ path: pagePath, image: first, image_alt: "Notre bureau de Dakar" })
      .select("path, image");
    expect(set.data).toEqual([{ path: pagePath, image: first }]);
    const signed = await service().from("page_heroes").select("updated_by").eq("path", pagePath).single();
    expect(signed.data?.updated_by).toBe(editor.user.id);
    const replaced = await editor.supabase
      .from("page_heroes")
      .upsert({ path: pagePath, image: second, image_alt: "L'équipe d'Abidjan en atelier" })
      .select("image");
    expect(replaced.data).toEqual([{ image: second }]);
    expect((await client(url).from("page_heroes").select("image").eq("path", pagePath)).data).toEqual([
      { image: second },
    ]);
    await editor.supabase.from("page_heroes").delete().eq("path", pagePath);
    expect((await client(url).from("page_heroes").select("image").eq("path", pagePath)).data).toEqual([]);
  });
});
