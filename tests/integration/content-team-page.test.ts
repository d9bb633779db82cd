import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { backends, client, DEV_SERVICE_ROLE_KEY, signedUpClient } from "../support";

/**
 * « Notre équipe » served from the database (issue 28, decision 0951): /notre-equipe renders the published members
 * into the department tabs island with a JSON-LD Person each, a draft shows nowhere, and a change is on the page
 * within seconds; /a-propos and /entreprise show their featured members from the table too.
 */
describe.each(backends())("« Notre équipe » page on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

  async function editor() {
    const user = await signedUpClient(url, "Rédactrice Équipe");
    const { error } = await service().rpc("set_user_role", { target_user: user.user.id, new_role: "editor" });
    expect(error).toBeNull();
    return user;
  }

  async function save(user: Awaited<ReturnType<typeof editor>>, body: Record<string, unknown>) {
    const { data, response } = await user.supabase.functions.invoke("content-team-member", { body });
    return { data: data as { id: number; slug: string } | null, status: response?.status };
  }

  /** Polls a page until `done` holds (the server forgets its rendered pages on a change notification). */
  async function page(path: string, done: (text: string) => boolean) {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const response = await fetch(`${url}${path}`);
      const text = await response.text();
      if (done(text) || Date.now() > deadline) return { response, text };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The JSON-LD Person objects of the page. */
  const people = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .flatMap((match) => (JSON.parse(match[1]!) as { "@graph"?: Record<string, unknown>[] })["@graph"] ?? [])
      .filter((node) => node["@type"] === "Person");

  it("the seeded members are on the page, in the tabs island's markup and props, each a JSON-LD Person", async () => {
    const response = await fetch(`${url}/notre-equipe`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('data-island="department-tabs"');
    expect(html).toContain('role="tablist"');
    expect(html).toContain("Marie-Claire Tremblay");
    // Every department's panel is in the HTML (no JavaScript needed to read the page).
    expect(html).toContain("Awa Sylla");
    // Without a photo, a seeded member shows their drawn portrait, never initials (decision 1170).
    expect(html).toContain('src="/portraits/awa-sylla.svg" alt="Portrait de Awa Sylla"');
    const props = JSON.parse(
      html
        .match(/data-island-props="([^"]*)"/)![1]!
        .replaceAll("&quot;", '"')
        .replaceAll("&#39;", "'")
        .replaceAll("&amp;", "&"),
    ) as { members: { slug: string }[] };
    expect(props.members.map((member) => member.slug)).toEqual(
      expect.arrayContaining(["marie-claire-tremblay", "awa-sylla"]),
    );
    const tremblay = people(html).find((person) => person.name === "Marie-Claire Tremblay");
    expect(tremblay).toMatchObject({
      jobTitle: "Fondatrice et présidente",
      worksFor: { "@type": "Organization", name: "Pont Atlantique Conseil" },
      address: [{ "@type": "PostalAddress", addressLocality: "Montréal" }],
    });
    expect(tremblay).not.toHaveProperty("image");
    expect(html).toContain('<link rel="canonical" href="');
  });

  it("a draft member is neither in REST nor on the page; published with a photo, both within seconds; unpublished, gone", async () => {
    const user = await editor();
    const slug = unique("membre");
    const name = `Clarisse Mba ${slug.slice(-6)}`;
    const png = await sharp({ create: { width: 640, height: 640, channels: 3, background: "#1f4e79" } })
      .png()
      .toBuffer();
    const object = `originals/${unique("portrait")}.png`;
    await user.supabase.storage.from("content-images").upload(object, png, { contentType: "image/png" });
    const image = await user.supabase.functions.invoke("content-image", { body: { object, alt: "Motif bleu" } });
    const photo = (image.data as { id: string }).id;
    const member = {
      name,
      slug,
      position: "Consultante, gestion des risques",
      department: "operations",
      offices: ["Libreville", "Dakar"],
      bio: "Elle structure la gestion des risques des grands projets.",
      expertise: ["Gestion des risques"],
      photo,
      photo_alt: `Portrait de ${name}`,
    };
    const draft = await save(user, member);
    expect(draft.status).toBe(201);

    expect((await client(url).from("team_members").select("slug").eq("slug", slug)).data).toEqual([]);
    expect(await (await fetch(`${url}/notre-equipe`)).text()).not.toContain(name);

    expect((await save(user, { ...member, id: draft.data!.id, published: true })).status).toBe(200);
    expect((await client(url).from("team_members").select("slug").eq("slug", slug)).data).toEqual([{ slug }]);
    const started = Date.now();
    const { text } = await page("/notre-equipe", (html) => html.includes(name));
    expect(text).toContain(name);
    expect(Date.now() - started).toBeLessThan(5_000);
    // The photo in its variants, with its size and alt text; the Person has its image and both offices.
    expect(text).toMatch(new RegExp(`<source type="image/avif" srcset="/images/contenu/${photo}-\\d+\\.avif`, "i"));
    expect(text).toContain(`alt="Portrait de ${name}"`);
    // The uploaded photo wins over the neutral drawing a member without one gets.
    expect(text).not.toContain(`src="/portraits/personne.svg" alt="Portrait de ${name}"`);
    expect(text).toMatch(/width="640" height="640"/);
    expect(people(text).find((person) => person.name === name)).toMatchObject({
      jobTitle: "Consultante, gestion des risques",
      image: expect.stringMatching(new RegExp(`/images/contenu/${photo}-\\d+\\.webp$`)),
      address: [
        { "@type": "PostalAddress", addressLocality: "Libreville" },
        { "@type": "PostalAddress", addressLocality: "Dakar" },
      ],
    });

    expect((await save(user, { ...member, id: draft.data!.id, published: false })).status).toBe(200);
    const gone = await page("/notre-equipe", (html) => !html.includes(name));
    expect(gone.text).not.toContain(name);
    expect((await client(url).from("team_members").select("slug").eq("slug", slug)).data).toEqual([]);
  });

  it("the about and company pages show their featured members from the table", async () => {
    const about = await fetch(`${url}/a-propos`);
    expect(about.status).toBe(200);
    const aboutHtml = await about.text();
    for (const name of ["Marie-Claire Tremblay", "Amadou Diallo", "Aïcha Koné", "Jean-François Gagnon"]) {
      expect(aboutHtml).toContain(name);
    }
    const company = await (await fetch(`${url}/entreprise`)).text();
    for (const name of ["Sophie Lavoie", "Serge Kouassi"]) expect(company).toContain(name);
    expect(company).toContain("Directrice des opérations");
  });
});
