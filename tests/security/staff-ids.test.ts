import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { PUBLIC_FORMATION_COLUMNS, PUBLIC_SESSION_COLUMNS } from "../../web/src/domain/formation";
import { backends, client, DEV_SERVICE_ROLE_KEY, signedUpClient } from "../support";

/**
 * Issue 42 item 4 (decision 0988): the ids of staff accounts — who edited a page (updated_by), who uploaded an image
 * (created_by), who teaches (trainer_id) — are not public. Column privileges, as PostgREST honours them: the columns
 * are refused (42501, 401 for anon), `select=*` too; every other column reads as before, and pages name people with
 * their display text (formations.expert, articles.author_name).
 */
const EDITED = [
  "articles",
  "job_offers",
  "case_studies",
  "team_members",
  "testimonials",
  "client_logos",
  "page_heroes",
];

/** The loops below name tables by a string: the checks are on the wire, not on the generated types. */
const untyped = (supabase: unknown) => supabase as SupabaseClient;

describe.each(backends())("staff account ids on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);

  async function withRole(role: "client" | "trainer" | "editor" | "admin") {
    const user = await signedUpClient(url, `Personne ${role}`);
    if (role !== "client") {
      const { error } = await service().rpc("set_user_role", { target_user: user.user.id, new_role: role });
      expect(error).toBeNull();
    }
    return user.supabase;
  }

  it("the service role still reads them (the data is there to hide)", async () => {
    expect((await service().from("formations").select("trainer_id").limit(1)).error).toBeNull();
    expect((await service().from("course_sessions").select("trainer_id").limit(1)).error).toBeNull();
    for (const table of EDITED) {
      expect((await untyped(service()).from(table).select("updated_by").limit(1)).error, table).toBeNull();
    }
  });

  it("anonymous visitors read no staff id: not updated_by, created_by, trainer_id, nor through select=*", async () => {
    const anon = client(url);
    for (const table of [...EDITED, "content_images", "formations", "course_sessions"] as const) {
      const column =
        table === "content_images"
          ? "created_by"
          : (EDITED as readonly string[]).includes(table)
            ? "updated_by"
            : "trainer_id";
      const named = await untyped(anon).from(table).select(column).limit(1);
      expect(named.error?.code, `${table}.${column}`).toBe("42501");
      expect(named.status, `${table}.${column}`).toBe(401);
      const star = await untyped(anon).from(table).select("*").limit(1);
      expect(star.error?.code, `${table} *`).toBe("42501");
    }
    const embedded = await anon.from("course_sessions").select("id, formations(trainer_id)").limit(1);
    expect(embedded.error?.code).toBe("42501");
  });

  it("anonymous visitors read everything else the pages show: the trainer by name, the sessions, the content", async () => {
    const anon = client(url);
    const formation = await anon.from("formations").select(PUBLIC_FORMATION_COLUMNS).eq("id", 1).single();
    expect(formation.error).toBeNull();
    expect(formation.data?.expert).toBeTruthy();
    expect(formation.data).not.toHaveProperty("trainer_id");
    const sessions = await anon.from("course_sessions").select(`${PUBLIC_SESSION_COLUMNS}, formations(title)`).limit(3);
    expect(sessions.error).toBeNull();
    expect(sessions.data?.length).toBeGreaterThan(0);
    const articles = await anon.from("articles").select("slug, title, author_name").limit(1);
    expect(articles.error).toBeNull();
    const catalogue = await fetch(
      `${url}/rest/v1/formations?select=${PUBLIC_FORMATION_COLUMNS.replaceAll(" ", "")}&limit=2`,
      { headers: { apikey: (anon as unknown as { supabaseKey: string }).supabaseKey } },
    );
    expect(catalogue.status).toBe(200);
    expect(Object.keys((await catalogue.json())[0])).not.toContain("trainer_id");
  });

  it("no signed-in account reads who edited a page or uploaded an image, editors and admins included", async () => {
    for (const role of ["client", "trainer", "editor", "admin"] as const) {
      const supabase = await withRole(role);
      for (const table of EDITED) {
        const named = await untyped(supabase).from(table).select("updated_by").limit(1);
        expect(named.error?.code, `${role} ${table}`).toBe("42501");
        expect(named.status, `${role} ${table}`).toBe(403);
      }
      expect((await supabase.from("content_images").select("created_by").limit(1)).error?.code, role).toBe("42501");
      expect((await supabase.from("articles").select("slug, title").limit(1)).error, role).toBeNull();
    }
  });
});
