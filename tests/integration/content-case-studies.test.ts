import { describe, expect, it } from "vitest";
import { backends, client, DEV_SERVICE_ROLE_KEY, signedUpClient } from "../support";

type Role = "admin" | "trainer" | "client" | "editor";

/** Case studies edited in the back office and served from the database (issue 28, decision 0952). */
describe.each(backends())("content case studies on $name", ({ url }) => {
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
    const { data, error, response } = await user.supabase.functions.invoke("content-case-study", { body });
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

  it("the seed's six studies are public: the list shows them, each page has JSON-LD, old identifiers answer 301", async () => {
    const { data } = await client(url).from("case_studies").select("slug").order("slug");
    expect(data?.map((row) => row.slug)).toEqual(
      expect.arrayContaining([
        "bureau-suivi-projets-prioritaires-etat",
        "deploiement-reseau-4g-zones-rurales",
        "portefeuille-projets-banque-centrale",
        "programme-banque-numerique-panafricain",
        "programme-expansion-miniere-mali",
        "transformation-agile-dsi-electricite",
      ]),
    );
    const listing = await fetch(`${url}/etudes-de-cas`);
    expect(listing.status).toBe(200);
    const html = await listing.text();
    expect(html).toContain("Structurer le pilotage d&#x27;un programme d&#x27;expansion minière");
    expect(html).toContain('href="/etudes-de-cas/portefeuille-projets-banque-centrale"');
    expect(html).toContain('data-island="case-study-tabs"');

    const study = await fetch(`${url}/etudes-de-cas/portefeuille-projets-banque-centrale`);
    expect(study.status).toBe(200);
    const text = await study.text();
    expect(text).toContain('"@type":"Article"');
    expect(text).toContain('<meta property="og:type" content="article">');
    expect(text).toContain("Notre démarche");
    expect(text).toContain("un inventaire complet du portefeuille");
    // The other Finance study is similar; the study itself is not.
    expect(text).toContain('href="/etudes-de-cas/programme-banque-numerique-panafricain"');

    const old = await fetch(`${url}/etudes-de-cas/bceao-portfolio`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/etudes-de-cas/portefeuille-projets-banque-centrale");
    expect((await fetch(`${url}/etudes-de-cas/_modele`)).status).toBe(404);
    // An unknown address says so in the study's own words, with the way back to the list (issue 48 item 6).
    const unknown = await fetch(`${url}/etudes-de-cas/inconnue`);
    expect(unknown.status).toBe(404);
    const body = await unknown.text();
    expect(body).toContain("Étude de cas non trouvée");
    expect(body).toMatch(/L(?:'|&#x27;)étude de cas que vous recherchez n(?:'|&#x27;)existe pas ou a été déplacée/);
    expect(body).toMatch(/<a[^>]*href="\/etudes-de-cas"[^>]*>[\s\S]*?Retour aux études de cas/);
    expect(body).toContain('<meta name="robots" content="noindex">');
  });

  it("an editor drafts and publishes a study: anon cannot read the draft, no script is stored, then it is public", async () => {
    const editor = await userWithRole("editor");
    const slug = unique("etude");
    const fields = {
      title: "Moderniser le suivi des chantiers d'un port",
      slug,
      client: "Autorité portuaire",
      sector: "Secteur public",
      year: 2025,
      location: "Abidjan, Côte d'Ivoire",
      services: ["Bureau de projets (PMO)"],
      summary: "Un bureau de projets pour les chantiers du port.",
      result: "Délais tenus sur 9 chantiers sur 10.",
      challenge: "Des chantiers **sans planning commun**.\n\n<script>alert(1)</script>",
      approach: "- un planning maître\n- des revues hebdomadaires",
      results: "<img src=x onerror=alert(2)>Les délais sont tenus.",
      figures: [{ value: "9 sur 10", label: "chantiers dans les délais" }],
    };
    const draft = await save(editor, fields);
    expect(draft.status).toBe(201);
    expect(draft.data?.status).toBe("draft");

    const anonymous = await client(url).from("case_studies").select("slug").eq("slug", slug);
    expect(anonymous.error).toBeNull();
    expect(anonymous.data).toEqual([]);
    expect((await fetch(`${url}/etudes-de-cas/${slug}`)).status).toBe(404);

    const stored = await service()
      .from("case_studies")
      .select("challenge, challenge_html, approach_html, results, results_html")
      .eq("slug", slug)
      .single();
    expect(stored.data!.challenge).not.toMatch(/<script/i);
    expect(stored.data!.challenge_html).toContain("<strong>sans planning commun</strong>");
    expect(stored.data!.approach_html).toContain("<li>un planning maître</li>");
    for (const column of ["challenge_html", "results", "results_html"] as const) {
      expect(stored.data![column]).not.toMatch(/<script|onerror|alert\(/i);
    }

    const published = await save(editor, { ...fields, id: draft.data!.id, action: "publish" });
    expect(published.status).toBe(200);
    const { response, text } = await page(`/etudes-de-cas/${slug}`, (r) => r.status === 200);
    expect(response.status).toBe(200);
    expect(text).toContain("Moderniser le suivi des chantiers d&#x27;un port");
    expect(text).toContain("chantiers dans les délais");
    expect(text).not.toContain("alert(");
    const listing = await page("/etudes-de-cas", (_, body) => body.includes(slug));
    expect(listing.text).toContain(`href="/etudes-de-cas/${slug}"`);
    const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/etudes-de-cas/${slug}`);
    expect(sitemap).not.toContain("/etudes-de-cas/_modele");

    const { data: history } = await editor.supabase
      .from("case_study_revisions")
      .select("action, changed_by")
      .eq("case_study_id", draft.data!.id)
      .order("id");
    expect(history?.map((row) => row.action)).toEqual(["created", "published"]);
    expect(history?.every((row) => row.changed_by === editor.user.id)).toBe(true);
  });

  it("a changed slug answers the old address with a 301; a scheduled study waits; unpublishing takes it down", async () => {
    const editor = await userWithRole("editor");
    const first = unique("ancienne-etude");
    const second = unique("nouvelle-etude");
    const created = await save(editor, { title: "Déménagement", slug: first, action: "publish" });
    await save(editor, { id: created.data!.id, title: "Déménagement", slug: second });
    const { response } = await page(`/etudes-de-cas/${first}`, (r) => r.status === 301);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`/etudes-de-cas/${second}`);
    await save(editor, { id: created.data!.id, title: "Déménagement", slug: second, action: "unpublish" });
    const gone = await page(`/etudes-de-cas/${second}`, (r) => r.status === 404);
    expect(gone.response.status).toBe(404);
    expect((await client(url).from("case_study_slug_redirects").select("old_slug").eq("old_slug", first)).data).toEqual(
      [],
    );

    const later = unique("plus-tard");
    const at = new Date(Date.now() + 2_500).toISOString();
    const scheduled = await save(editor, { title: "Bientôt", slug: later, action: "publish", publish_at: at });
    expect(scheduled.data?.status).toBe("published");
    expect((await fetch(`${url}/etudes-de-cas/${later}`)).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 2_700));
    const due = await page(`/etudes-de-cas/${later}`, (r) => r.status === 200);
    expect(due.response.status).toBe(200);
  });

  it("nobody writes the table directly; learners and trainers cannot use the function; bad input is a 422", async () => {
    const editor = await userWithRole("editor");
    const direct = await editor.supabase.from("case_studies").insert({ title: "Direct", slug: unique("direct") });
    expect(direct.error?.code).toBe("42501");
    for (const role of ["client", "trainer"] as const) {
      const other = await userWithRole(role);
      const refused = await save(other, { title: "Non", slug: unique("non") });
      expect(refused.status).toBe(403);
      const { data } = await other.supabase.from("case_study_revisions").select("id").limit(1);
      expect(data ?? []).toEqual([]);
    }
    const admin = await userWithRole("admin");
    expect((await save(admin, { title: "Par l'administratrice", slug: unique("admin") })).status).toBe(201);
    const badFigures = await save(editor, { title: "Chiffres", slug: unique("chiffres"), figures: [{ value: "12" }] });
    expect(badFigures.status).toBe(422);
    const badYear = await save(editor, { title: "Année", slug: unique("annee"), year: "deux mille" });
    expect(badYear.status).toBe(422);
    const noAlt = await save(editor, {
      title: "Image",
      slug: unique("image"),
      cover_image: "0123456789abcdef01234567",
    });
    expect(noAlt.status).toBe(422);
  });
});
