import { describe, expect, it } from "vitest";
import { readDenoFunctions } from "../../server/src/functions/deno-functions";
import { backends, client, DEV_SERVICE_ROLE_KEY, signedUpClient } from "../support";

/**
 * The four content functions as Supabase Edge Functions (decision 0978): served by the local edge runtime from
 * supabase/functions, each needing a verified JWT, and answering exactly as the Node functions they replace did —
 * the saved row's shape, 404 for a row that is gone, 409 for a taken slug, 422 for a row a constraint refuses, 400
 * for another method than POST, 401 without a signed-in caller.
 */
describe("the content functions' deployment", () => {
  it("are folders of supabase/functions, each behind a verified JWT", () => {
    const functions = readDenoFunctions();
    for (const name of ["content-article", "content-case-study", "content-job-offer", "content-team-member"]) {
      expect(functions.get(name)).toEqual({ verifyJwt: true });
    }
  });
});

describe.each(backends())("content functions in Deno on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

  async function editor() {
    const user = await signedUpClient(url, "Rédactrice Test");
    const { error } = await service().rpc("set_user_role", { target_user: user.user.id, new_role: "editor" });
    expect(error).toBeNull();
    return user;
  }

  type Editor = Awaited<ReturnType<typeof editor>>;

  /** The function's answer: its status and its JSON body (the row, or `{ error, code }`). */
  async function call(user: Editor, name: string, body: Record<string, unknown>) {
    const { data, error, response } = await user.supabase.functions.invoke(name, { body });
    const json = (error ? await (error as { context: Response }).context.json() : data) as Record<string, unknown>;
    return { status: response?.status, json };
  }

  const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

  it("answers the saved row as before: a numeric id, ISO dates; a save keeps the status, unpublish clears the date", async () => {
    const user = await editor();
    const slug = unique("forme");
    const created = await call(user, "content-article", { title: "Forme", slug, body: "Texte", action: "publish" });
    expect(created.status).toBe(201);
    expect(Object.keys(created.json).sort()).toEqual(["id", "published_at", "slug", "status", "title", "updated_at"]);
    expect(typeof created.json.id).toBe("number");
    expect(created.json.published_at).toMatch(ISO);
    expect(created.json.updated_at).toMatch(ISO);

    const saved = await call(user, "content-article", {
      id: created.json.id,
      title: "Forme revue",
      slug,
      body: "Autre",
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ status: "published", published_at: created.json.published_at });
    const unpublished = await call(user, "content-article", {
      id: created.json.id,
      title: "Forme revue",
      slug,
      action: "unpublish",
    });
    expect(unpublished.json).toMatchObject({ status: "draft", published_at: null });

    const member = await call(user, "content-team-member", { name: "Awa", slug: unique("awa"), department: "conseil" });
    expect(member.status).toBe(201);
    expect(Object.keys(member.json).sort()).toEqual(["id", "name", "published", "slug", "updated_at"]);
    expect(member.json.updated_at).toMatch(ISO);
  });

  it("a taken slug is a 409 and changes nothing; a row that is gone is a 404", async () => {
    const user = await editor();
    const taken = unique("prise");
    await call(user, "content-job-offer", { title: "Première", slug: taken });
    const other = await call(user, "content-job-offer", { title: "Seconde", slug: unique("seconde") });
    const refused = await call(user, "content-job-offer", { id: other.json.id, title: "Seconde", slug: taken });
    expect(refused).toEqual({
      status: 409,
      json: { code: "slug_taken", error: "Cette adresse est déjà celle d'une autre offre." },
    });
    const { data } = await service()
      .from("job_offers")
      .select("slug")
      .eq("id", other.json.id as number)
      .single();
    expect(data?.slug).toBe(other.json.slug);

    const memberSlug = unique("membre");
    await call(user, "content-team-member", { name: "Un", slug: memberSlug, department: "formation" });
    expect(
      await call(user, "content-team-member", { name: "Deux", slug: memberSlug, department: "formation" }),
    ).toEqual({
      status: 409,
      json: { code: "slug_taken", error: "Cet identifiant est déjà celui d'un autre membre." },
    });

    expect(await call(user, "content-case-study", { id: 2 ** 40, title: "Disparue", slug: unique("d") })).toEqual({
      status: 404,
      json: { code: "case_study_not_found", error: "Cette étude de cas n'existe plus." },
    });
    expect(
      await call(user, "content-team-member", { id: 2 ** 40, name: "Parti", slug: unique("p"), department: "conseil" }),
    ).toEqual({ status: 404, json: { code: "team_member_not_found", error: "Ce membre de l'équipe n'existe plus." } });
  });

  it("a row a constraint refuses is a 422 with the content's own code, and nothing is stored", async () => {
    const user = await editor();
    const slug = unique("trop-long");
    // 100 000 « & » fit the Markdown's limit but each is « &amp; » once rendered: body_html passes its 400 000.
    const refused = await call(user, "content-article", { title: "Trop long", slug, body: "&".repeat(100_000) });
    expect(refused).toEqual({
      status: 422,
      json: { code: "invalid_article", error: "Un champ de l'article n'est pas accepté." },
    });
    expect((await service().from("articles").select("id").eq("slug", slug)).data).toEqual([]);
  });

  it("another method than POST is a 400, a caller who is not signed in a 401, a bad field a 422 in French", async () => {
    const user = await editor();
    const get = await user.supabase.functions.invoke("content-article", { method: "GET" });
    expect(get.response?.status).toBe(400);
    expect(await (get.error as { context: Response }).context.json()).toEqual({
      code: "method_not_allowed",
      error: "Utilisez POST.",
    });
    const anonymous = await client(url).functions.invoke("content-case-study", { body: { title: "Anonyme" } });
    expect(anonymous.response?.status).toBe(401);
    expect((await (anonymous.error as { context: Response }).context.json()).code).toBe("not_signed_in");
    expect(await call(user, "content-article", { title: "Adresse", slug: "Pas Une Adresse" })).toEqual({
      status: 422,
      json: {
        code: "invalid_slug",
        error:
          "L'adresse ne contient que des minuscules sans accent, des chiffres et des tirets (120 caractères au plus).",
      },
    });
  });
});
