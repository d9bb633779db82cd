import { describe, expect, it } from "vitest";
import { backends, client, DEV_SERVICE_ROLE_KEY, signedUpClient } from "../support";

type Role = "admin" | "trainer" | "client" | "editor";

/** Job offers edited in the back office and served from the database (issue 28, decision 0894). */
describe.each(backends())("content job offers on $name", ({ url }) => {
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
  const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

  async function save(user: Awaited<ReturnType<typeof userWithRole>>, body: Record<string, unknown>) {
    const { data, error, response } = await user.supabase.functions.invoke("content-job-offer", { body });
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

  it("the seed's offers are public: /carrieres lists them, each has its page with JSON-LD JobPosting", async () => {
    const { data } = await client(url).from("job_offers").select("slug, title").order("slug");
    expect(data?.map((row) => row.slug)).toEqual(
      expect.arrayContaining(["consultant-gestion-de-projet-abidjan", "formateur-agilite-dakar"]),
    );
    const listing = await fetch(`${url}/carrieres`);
    expect(listing.status).toBe(200);
    const html = await listing.text();
    expect(html).toContain("Formateur(trice) en agilité");
    expect(html).toContain('href="/carrieres/formateur-agilite-dakar"');
    const offer = await fetch(`${url}/carrieres/formateur-agilite-dakar`);
    expect(offer.status).toBe(200);
    const text = await offer.text();
    expect(text).toContain('"@type":"JobPosting"');
    expect(text).toContain("Compétences recherchées");
    expect((await fetch(`${url}/carrieres/_modele`)).status).toBe(404);
  });

  it("an editor drafts and publishes an offer: anon cannot read the draft, then reads it on its page and in the sitemap", async () => {
    const editor = await userWithRole("editor");
    const slug = unique("offre");
    const draft = await save(editor, {
      title: "Chef(fe) de projet informatique",
      slug,
      department: "Conseil",
      location: "Libreville, Gabon",
      employment_type: "Temps plein",
      summary: "Piloter des projets de systèmes d'information.",
      description: "## Missions\n\nVous pilotez **des projets**.\n\n<script>alert(1)</script>",
      skills: ["PMP", "Anglais courant"],
    });
    expect(draft.status).toBe(201);
    expect(draft.data?.status).toBe("draft");

    const anonymous = await client(url).from("job_offers").select("slug").eq("slug", slug);
    expect(anonymous.error).toBeNull();
    expect(anonymous.data).toEqual([]);
    expect((await fetch(`${url}/carrieres/${slug}`)).status).toBe(404);

    const published = await save(editor, {
      id: draft.data!.id,
      title: "Chef(fe) de projet informatique",
      slug,
      location: "Libreville, Gabon",
      description: "## Missions\n\nVous pilotez **des projets**.\n\n<script>alert(1)</script>",
      skills: ["PMP", "Anglais courant"],
      closes_on: isoDay(30),
      action: "publish",
    });
    expect(published.status).toBe(200);
    const stored = await service().from("job_offers").select("description, description_html").eq("slug", slug).single();
    expect(stored.data!.description).not.toMatch(/<script/i);
    expect(stored.data!.description_html).toContain("<strong>des projets</strong>");
    expect(stored.data!.description_html).not.toMatch(/<script/i);

    const { response, text } = await page(`/carrieres/${slug}`, (r) => r.status === 200);
    expect(response.status).toBe(200);
    expect(text).toContain("Chef(fe) de projet informatique");
    expect(text).toContain('"@type":"JobPosting"');
    expect(text).toContain(`"validThrough":"${isoDay(30)}T23:59:59Z"`);
    expect(text).not.toContain("alert(1)");
    const listing = await page("/carrieres", (_, body) => body.includes(slug));
    expect(listing.text).toContain(`href="/carrieres/${slug}"`);
    const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/carrieres/${slug}`);
    expect(sitemap).not.toContain("/carrieres/_modele");

    const { data: history } = await editor.supabase
      .from("job_offer_revisions")
      .select("action, changed_by")
      .eq("job_offer_id", draft.data!.id)
      .order("id");
    expect(history?.map((row) => row.action)).toEqual(["created", "published"]);
    expect(history?.every((row) => row.changed_by === editor.user.id)).toBe(true);
  });

  it("a closed offer leaves the public list and its page; a scheduled one waits for its date", async () => {
    const editor = await userWithRole("editor");
    const closed = unique("close");
    await save(editor, { title: "Offre close", slug: closed, closes_on: isoDay(-1), action: "publish" });
    expect((await client(url).from("job_offers").select("slug").eq("slug", closed)).data).toEqual([]);
    expect((await fetch(`${url}/carrieres/${closed}`)).status).toBe(404);
    expect(await (await fetch(`${url}/carrieres`)).text()).not.toContain(closed);
    // The closing day itself is still open.
    const lastDay = unique("dernier-jour");
    await save(editor, { title: "Dernier jour", slug: lastDay, closes_on: isoDay(0), action: "publish" });
    expect((await client(url).from("job_offers").select("slug").eq("slug", lastDay)).data).toEqual([{ slug: lastDay }]);

    const later = unique("plus-tard");
    const at = new Date(Date.now() + 2_500).toISOString();
    const scheduled = await save(editor, { title: "Bientôt", slug: later, action: "publish", publish_at: at });
    expect(scheduled.data?.status).toBe("published");
    expect((await fetch(`${url}/carrieres/${later}`)).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 2_700));
    const { response } = await page(`/carrieres/${later}`, (r) => r.status === 200);
    expect(response.status).toBe(200);
  });

  it("a changed slug answers the old address with a 301; unpublishing takes the page down", async () => {
    const editor = await userWithRole("editor");
    const first = unique("ancienne-offre");
    const second = unique("nouvelle-offre");
    const created = await save(editor, { title: "Déménagement", slug: first, action: "publish" });
    await save(editor, { id: created.data!.id, title: "Déménagement", slug: second });
    const { response } = await page(`/carrieres/${first}`, (r) => r.status === 301);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`/carrieres/${second}`);
    await save(editor, { id: created.data!.id, title: "Déménagement", slug: second, action: "unpublish" });
    const gone = await page(`/carrieres/${second}`, (r) => r.status === 404);
    expect(gone.response.status).toBe(404);
  });

  it("nobody writes the table directly; learners and trainers cannot use the function; bad input is a 422", async () => {
    const editor = await userWithRole("editor");
    const direct = await editor.supabase.from("job_offers").insert({ title: "Direct", slug: unique("direct") });
    expect(direct.error?.code).toBe("42501");
    for (const role of ["client", "trainer"] as const) {
      const other = await userWithRole(role);
      const refused = await save(other, { title: "Non", slug: unique("non") });
      expect(refused.status).toBe(403);
      const { data } = await other.supabase.from("job_offer_revisions").select("id").limit(1);
      expect(data ?? []).toEqual([]);
    }
    const badDate = await save(editor, { title: "Date", slug: unique("date"), closes_on: "31/12/2026" });
    expect(badDate.status).toBe(422);
    const badSlug = await save(editor, { title: "Adresse", slug: "Pas Une Adresse" });
    expect(badSlug.status).toBe(422);
  });
});
