import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { backends, client, DEV_SERVICE_ROLE_KEY, signedUpClient } from "../support";

/**
 * The home page's blocks (testimonials, client logos, page heroes) keep a history of who changed what, and
 * testimonials and logos may be scheduled (issue 28, decision 0974).
 */
describe.each(backends())("home blocks' history and schedule on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();

  async function userWithRole(role: "editor" | "client") {
    const user = await signedUpClient(url, "Rédactrice Historique");
    if (role !== "client") {
      const { error } = await service().rpc("set_user_role", { target_user: user.user.id, new_role: role });
      expect(error).toBeNull();
    }
    return user;
  }

  /** An image the server has processed (content-image), as the back office uploads one. */
  async function processedImage(editor: Awaited<ReturnType<typeof userWithRole>>) {
    const png = await sharp({ create: { width: 320, height: 160, channels: 3, background: "#0b3a6e" } })
      .png()
      .toBuffer();
    const name = `originals/${unique("image")}.png`;
    const upload = await editor.supabase.storage.from("content-images").upload(name, png, { contentType: "image/png" });
    expect(upload.error).toBeNull();
    const { data, error } = await editor.supabase.functions.invoke("content-image", {
      body: { object: name, alt: "Essai" },
    });
    expect(error).toBeNull();
    return (data as { id: string }).id;
  }

  async function historyOf(block: string, key: string | number) {
    const { data, error } = await service()
      .from("content_block_revisions")
      .select("action, changed_by, snapshot")
      .eq("block", block)
      .eq("block_key", String(key))
      .order("id");
    expect(error).toBeNull();
    return data!;
  }

  it("a testimonial scheduled for later is not public until its date; publishing it now shows it", async () => {
    const editor = await userWithRole("editor");
    const name = unique("Programmée");
    const { data: created, error } = await editor.supabase
      .from("testimonials")
      .insert({ quote: "Bientôt en ligne.", person_name: name, status: "published", publish_at: inOneHour() })
      .select("id")
      .single();
    expect(error).toBeNull();
    const publicRead = () => client(url).from("testimonials").select("person_name").eq("id", created!.id);
    expect((await publicRead()).data).toEqual([]);
    // The editor still reads it, with its date.
    const own = await editor.supabase.from("testimonials").select("publish_at").eq("id", created!.id).single();
    expect(own.data?.publish_at).not.toBeNull();

    await editor.supabase.from("testimonials").update({ publish_at: null }).eq("id", created!.id);
    expect((await publicRead()).data).toEqual([{ person_name: name }]);
  });

  it("a client logo whose date has come is public", async () => {
    const editor = await userWithRole("editor");
    const image = await processedImage(editor);
    const { data: created, error } = await editor.supabase
      .from("client_logos")
      .insert({
        name: unique("Client"),
        logo: image,
        logo_alt: "Logo d'essai",
        status: "published",
        publish_at: new Date(Date.now() - 60_000).toISOString(),
      })
      .select("id")
      .single();
    expect(error).toBeNull();
    expect((await client(url).from("client_logos").select("id").eq("id", created!.id)).data).toEqual([
      { id: created!.id },
    ]);
    await editor.supabase.from("client_logos").delete().eq("id", created!.id);
  });

  it("every write of a testimonial is recorded with who made it and what it did, deletion included", async () => {
    const editor = await userWithRole("editor");
    const { data: created } = await editor.supabase
      .from("testimonials")
      .insert({ quote: "Première version.", person_name: unique("Historique") })
      .select("id")
      .single();
    const id = created!.id;
    await editor.supabase.from("testimonials").update({ quote: "Deuxième version." }).eq("id", id);
    await editor.supabase.from("testimonials").update({ status: "published", publish_at: inOneHour() }).eq("id", id);
    await editor.supabase.from("testimonials").update({ publish_at: null }).eq("id", id);
    await editor.supabase.from("testimonials").update({ status: "draft" }).eq("id", id);
    await editor.supabase.from("testimonials").delete().eq("id", id);

    const history = await historyOf("testimonials", id);
    expect(history.map((revision) => revision.action)).toEqual([
      "created",
      "edited",
      "scheduled",
      "published",
      "unpublished",
      "deleted",
    ]);
    expect(history.every((revision) => revision.changed_by === editor.user.id)).toBe(true);
    expect(history[1]!.snapshot).toMatchObject({ quote: "Deuxième version.", status: "draft" });

    // The editor reads the history through REST; nobody else does.
    const seen = await editor.supabase
      .from("content_block_revisions")
      .select("action")
      .eq("block", "testimonials")
      .eq("block_key", String(id));
    expect(seen.data).toHaveLength(6);
    const learner = await userWithRole("client");
    for (const outsider of [learner.supabase, client(url)]) {
      const { data } = await outsider.from("content_block_revisions").select("id").eq("block_key", String(id));
      expect(data ?? []).toEqual([]);
    }
  });

  it("nobody writes the history by hand, not even an editor", async () => {
    const editor = await userWithRole("editor");
    const forged = await editor.supabase
      .from("content_block_revisions")
      .insert({ block: "testimonials", block_key: "1", action: "edited", snapshot: {} });
    expect(forged.error?.code).toBe("42501");
    const before = (await service().from("content_block_revisions").select("id", { count: "exact", head: true })).count;
    const erased = await editor.supabase.from("content_block_revisions").delete().neq("id", 0);
    expect(erased.error?.code).toBe("42501");
    const after = (await service().from("content_block_revisions").select("id", { count: "exact", head: true })).count;
    expect(after).toBeGreaterThanOrEqual(before!);
  });

  it("a page's hero is recorded under its path", async () => {
    const editor = await userWithRole("editor");
    const image = await processedImage(editor);
    const path = `/essai-${Date.now()}`;
    const set = await editor.supabase.from("page_heroes").insert({ path, image, image_alt: "Essai" });
    expect(set.error).toBeNull();
    await editor.supabase.from("page_heroes").delete().eq("path", path);
    expect((await historyOf("page_heroes", path)).map((revision) => revision.action)).toEqual(["published", "deleted"]);
  });
});
