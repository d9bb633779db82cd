import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { backends, client, DEV_SERVICE_ROLE_KEY, signedUpClient } from "../support";

type Role = "admin" | "trainer" | "client" | "editor";

/** « Notre équipe » edited in the back office (issue 28, decision 0895): data, writes, RLS, photo with its alt. */
describe.each(backends())("content team members on $name", ({ url }) => {
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
    const { data, response } = await user.supabase.functions.invoke("content-team-member", { body });
    return { data: data as { id: number; slug: string; published: boolean } | null, status: response?.status };
  }

  it("the seed's members are public, without invented photos", async () => {
    const { data } = await client(url).from("team_members").select("slug, department, photo").order("sort_order");
    expect(data?.map((row) => row.slug)).toEqual(expect.arrayContaining(["marie-claire-tremblay", "awa-sylla"]));
    expect(data?.every((row) => row.photo === null)).toBe(true);
  });

  it("an editor adds a member: hidden until published, then public; history records who changed what", async () => {
    const editor = await userWithRole("editor");
    const slug = unique("membre");
    const created = await save(editor, {
      name: "Clarisse Mba",
      slug,
      position: "Consultante, gestion des risques",
      department: "conseil",
      offices: ["Libreville"],
      bio: "Elle structure la gestion des risques des grands projets.",
      expertise: ["Gestion des risques", "PMO"],
    });
    expect(created.status).toBe(201);
    expect((await client(url).from("team_members").select("slug").eq("slug", slug)).data).toEqual([]);

    const published = await save(editor, {
      id: created.data!.id,
      name: "Clarisse Mba",
      slug,
      department: "conseil",
      published: true,
    });
    expect(published.status).toBe(200);
    expect((await client(url).from("team_members").select("slug").eq("slug", slug)).data).toEqual([{ slug }]);
    const { data: history } = await editor.supabase
      .from("team_member_revisions")
      .select("action, changed_by")
      .eq("team_member_id", created.data!.id)
      .order("id");
    expect(history?.map((row) => row.action)).toEqual(["created", "published"]);
    expect(history?.every((row) => row.changed_by === editor.user.id)).toBe(true);
  });

  it("a photo needs its alternative text and must be an image the server processed", async () => {
    const editor = await userWithRole("editor");
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#c8a24a" } })
      .png()
      .toBuffer();
    const name = `originals/${unique("portrait")}.png`;
    await editor.supabase.storage.from("content-images").upload(name, png, { contentType: "image/png" });
    const image = await editor.supabase.functions.invoke("content-image", {
      body: { object: name, alt: "Motif doré" },
    });
    const photo = (image.data as { id: string }).id;
    const base = { name: "Photo", slug: unique("photo"), department: "formation" };
    expect((await save(editor, { ...base, photo })).status).toBe(422);
    expect((await save(editor, { ...base, photo: "0".repeat(24), photo_alt: "Inconnue" })).status).toBe(422);
    expect((await save(editor, { ...base, photo, photo_alt: "Portrait de Photo" })).status).toBe(201);
  });

  it("nobody writes the table directly; learners and trainers cannot use the function; bad input is a 422", async () => {
    const editor = await userWithRole("editor");
    const direct = await editor.supabase.from("team_members").insert({ name: "Direct", slug: unique("direct") });
    expect(direct.error?.code).toBe("42501");
    for (const role of ["client", "trainer"] as const) {
      const other = await userWithRole(role);
      expect((await save(other, { name: "Non", slug: unique("non"), department: "conseil" })).status).toBe(403);
    }
    expect((await save(editor, { name: "Équipe", slug: unique("equipe"), department: "marketing" })).status).toBe(422);
  });
});
