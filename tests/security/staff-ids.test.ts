import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { PUBLIC_FORMATION_COLUMNS, PUBLIC_SESSION_COLUMNS } from "../../web/src/domain/formation";
import { backends, client, DEV_SERVICE_ROLE_KEY, signedUpClient } from "../support";

/**
 * Issue 42 item 4 (decision 0988): the ids of staff accounts — who edited a page (updated_by), who uploaded an image
 * (created_by), who teaches (trainer_id) — are not public, nor read by any signed-in account (staff read who teaches
 * through formation_trainers() and session_trainers(): an admin every row, a trainer their own). Column privileges, as PostgREST honours them: the columns
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
  /** A formation taught by `trainer` and a session of it named for `other`, as the server writes them. */
  async function taughtFixtures(trainer: string, other: string) {
    const formation = await service()
      .from("formations")
      .insert({
        theme: "Gestion",
        title: `Cours du formateur ${Date.now()}`,
        description: "",
        duration: "1 jour",
        formats: ["En ligne"],
        expert: "Nom affiché",
        price_currency: "XOF",
        trainer_id: trainer,
      })
      .select("id")
      .single();
    expect(formation.error).toBeNull();
    const formationId = formation.data!.id;
    const sessions = await service()
      .from("course_sessions")
      .insert([
        { formation_id: formationId, starts_on: "2030-06-02", ends_on: "2030-06-04", city: "Abidjan", capacity: 5 },
        {
          formation_id: formationId,
          starts_on: "2030-07-02",
          ends_on: "2030-07-04",
          city: "Dakar",
          capacity: 5,
          trainer_id: other,
        },
      ])
      .select("id")
      .order("starts_on");
    expect(sessions.error).toBeNull();
    const [inherited, handedOver] = sessions.data!.map((row) => row.id);
    return { formationId, inherited: inherited!, handedOver: handedOver! };
  }

  it("no signed-in account reads trainer_id from the tables, staff included: named, embedded or through select=*", async () => {
    for (const role of ["client", "trainer", "editor", "admin"] as const) {
      const supabase = await withRole(role);
      for (const table of ["formations", "course_sessions"] as const) {
        const named = await supabase.from(table).select("id, trainer_id").limit(1);
        expect(named.error?.code, `${role} ${table}.trainer_id`).toBe("42501");
        expect(named.status, `${role} ${table}.trainer_id`).toBe(403);
        const star = await supabase.from(table).select("*").limit(1);
        expect(star.error?.code, `${role} ${table} *`).toBe("42501");
        const filtered = await untyped(supabase).from(table).select("id").not("trainer_id", "is", null).limit(1);
        expect(filtered.error?.code, `${role} ${table} filtered on trainer_id`).toBe("42501");
      }
      const answers = await supabase.from("evaluation_answers").select("id, trainer_id").limit(1);
      expect(answers.error?.code, `${role} evaluation_answers.trainer_id`).toBe("42501");
      const embedded = await supabase.from("course_sessions").select("id, formations(trainer_id)").limit(1);
      expect(embedded.error?.code, `${role} embedded`).toBe("42501");
      // Everything else still reads, as the screens read it.
      const formations = await supabase.from("formations").select(PUBLIC_FORMATION_COLUMNS).limit(2);
      expect(formations.error, role).toBeNull();
      expect(formations.data?.length, role).toBeGreaterThan(0);
      const sessions = await supabase.from("course_sessions").select(`${PUBLIC_SESSION_COLUMNS}, formations(title)`);
      expect(sessions.error, role).toBeNull();
      expect(sessions.data?.length, role).toBeGreaterThan(0);
    }
  });

  it("who teaches is read through formation_trainers() and session_trainers(): an admin all, a trainer their own, nobody else anything", async () => {
    const trainer = await signedUpClient(url, "Formatrice Propre");
    const other = await signedUpClient(url, "Formateur Autre");
    for (const person of [trainer, other]) {
      const { error } = await service().rpc("set_user_role", { target_user: person.user.id, new_role: "trainer" });
      expect(error).toBeNull();
    }
    const { formationId, inherited, handedOver } = await taughtFixtures(trainer.user.id, other.user.id);

    // The trainer: their formation, the session they inherit from it (stored trainer: none), not the one handed over.
    const ownFormations = await trainer.supabase.rpc("formation_trainers");
    expect(ownFormations.error).toBeNull();
    expect(ownFormations.data).toContainEqual({ id: formationId, trainer_id: trainer.user.id });
    expect(ownFormations.data?.every((row) => row.trainer_id === trainer.user.id)).toBe(true);
    const ownSessions = await trainer.supabase.rpc("session_trainers");
    expect(ownSessions.error).toBeNull();
    expect(ownSessions.data).toEqual([{ id: inherited, trainer_id: null }]);
    // The other trainer: the session handed over to them, not the formation nor its other session.
    const theirs = await other.supabase.rpc("session_trainers");
    expect(theirs.data).toEqual([{ id: handedOver, trainer_id: other.user.id }]);
    expect((await other.supabase.rpc("formation_trainers")).data).toEqual([]);
    // Filtering the answer (as the trainer's space does) cannot reach another trainer's rows.
    const asked = await other.supabase.rpc("formation_trainers").eq("trainer_id", trainer.user.id);
    expect(asked.error).toBeNull();
    expect(asked.data).toEqual([]);

    // A learner (any free sign-up) and an editor: nothing, however asked.
    for (const role of ["client", "editor"] as const) {
      const supabase = await withRole(role);
      for (const fn of ["formation_trainers", "session_trainers"] as const) {
        const all = await supabase.rpc(fn);
        expect(all.error, `${role} ${fn}`).toBeNull();
        expect(all.data, `${role} ${fn}`).toEqual([]);
        const one = await supabase.rpc(fn).eq("trainer_id", trainer.user.id);
        expect(one.data, `${role} ${fn} filtered`).toEqual([]);
      }
    }

    // An admin: every formation and session, with who teaches it.
    const admin = await withRole("admin");
    const formations = await admin.rpc("formation_trainers");
    expect(formations.error).toBeNull();
    expect(formations.data).toContainEqual({ id: formationId, trainer_id: trainer.user.id });
    const total = await service().from("formations").select("id", { count: "exact", head: true });
    expect(formations.data?.length).toBe(total.count);
    const sessions = await admin.rpc("session_trainers").in("id", [inherited, handedOver]).order("id");
    expect(sessions.data).toEqual(
      [
        { id: inherited, trainer_id: null },
        { id: handedOver, trainer_id: other.user.id },
      ].sort((a, b) => a.id - b.id),
    );

    // Anonymous visitors may not call them at all.
    for (const fn of ["formation_trainers", "session_trainers"] as const) {
      const anon = await client(url).rpc(fn);
      expect(anon.error?.code, `anon ${fn}`).toBe("42501");
      expect(anon.data, `anon ${fn}`).toBeNull();
    }
  });
});
