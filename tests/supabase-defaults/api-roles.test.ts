import { describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, PASSWORD, backends, client, signedUpClient } from "../support";
import { PUBLIC_FORMATION_COLUMNS, PUBLIC_SESSION_COLUMNS } from "../../web/src/domain/formation";

/**
 * The calls the product makes (spec §7, the back office, the trainer and certificate screens), each exactly as the
 * front end makes it, through supabase-js, as anon, learner, trainer and admin. The local backend's database is
 * built like a current Supabase project (no automatic grants: see privileges.test.ts), so every call here succeeds
 * only because the migrations grant what it needs; a missing grant shows up as a 42501 error.
 */
describe.each(backends())("every product call on current Supabase defaults, on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const ok = <T extends { error: unknown }>(label: string, result: T): T => {
    expect(result.error, label).toBeNull();
    return result;
  };

  it("drives the calls of anon, learner, trainer and admin without a missing privilege", async () => {
    // ── anon: calls 1-3, the public certificate check; nothing private ─────────────────────────────────
    const anon = client(url);
    ok("1 catalogue", await anon.from("formations").select(PUBLIC_FORMATION_COLUMNS));
    ok("2 one formation", await anon.from("formations").select(PUBLIC_FORMATION_COLUMNS).eq("id", 5).single());
    ok(
      "3 related",
      await anon.from("formations").select(PUBLIC_FORMATION_COLUMNS).eq("theme", "Leadership").neq("id", 1).limit(3),
    );
    ok("verify (anon)", await anon.rpc("verify_certificate", { certificate_number: "PA-0000-0000-0000-0000" }));
    for (const table of ["enrollments", "profiles", "certificates", "enrollment_status_changes"] as const) {
      const refused = await anon.from(table).select("*");
      expect(refused.error?.code, `anon ${table}`).toBe("42501");
    }

    // ── people ──────────────────────────────────────────────────────────────────────────────────────────
    const admin = await signedUpClient(url, "Admin Défauts");
    const trainer = await signedUpClient(url, `Formateur Défauts ${Date.now()}`);
    for (const [person, role] of [
      [admin, "admin"],
      [trainer, "trainer"],
    ] as const) {
      ok(`role ${role}`, await service().rpc("set_user_role", { target_user: person.user.id, new_role: role }));
    }
    const learner = await signedUpClient(url, "Apprenante Défauts"); // call 7
    ok("8 sign-in", await client(url).auth.signInWithPassword({ email: learner.email, password: PASSWORD }));

    // ── admin: formation with its trainer account ──────────────────────────────────────────────────────────
    const formationFields = {
      theme: "Gestion",
      title: `Cours défauts ${Date.now()}`,
      description: "",
      duration: "2 jours",
      formats: ["En ligne" as const],
      expert: "Nom affiché",
      price: 500000,
      price_currency: "XOF" as const,
    };
    const formation = ok(
      "create formation",
      await admin.supabase
        .from("formations")
        .insert({ ...formationFields, trainer_id: trainer.user.id })
        .select(PUBLIC_FORMATION_COLUMNS)
        .single(),
    ).data!;
    ok(
      "update formation",
      await admin.supabase
        .from("formations")
        .update({ ...formationFields, price: 550000 })
        .eq("id", formation.id)
        .select(PUBLIC_FORMATION_COLUMNS)
        .single(),
    );
    ok(
      "list formations",
      await admin.supabase.from("formations").select(PUBLIC_FORMATION_COLUMNS).order("id", { ascending: false }),
    );
    expect(ok("formation trainers", await admin.supabase.rpc("formation_trainers")).data).toContainEqual({
      id: formation.id,
      trainer_id: trainer.user.id,
    });
    ok(
      "trainer accounts",
      await admin.supabase.from("profiles").select("id, full_name, email").eq("role", "trainer").order("full_name"),
    );

    // ── learner: calls 4-6, own profile, certificates ───────────────────────────────────────────────────
    const session = ok(
      "create session",
      await admin.supabase
        .from("course_sessions")
        .insert({
          formation_id: formation.id,
          starts_on: "2030-05-05",
          ends_on: "2030-05-06",
          city: "En ligne",
          format: "En ligne",
          capacity: 12,
          trainer_id: trainer.user.id,
        })
        .select(PUBLIC_SESSION_COLUMNS)
        .single(),
    ).data!;
    ok(
      "sessions of a formation",
      await client(url)
        .from("course_sessions")
        .select(PUBLIC_SESSION_COLUMNS)
        .eq("formation_id", formation.id)
        .order("starts_on"),
    );
    const enrolled = await learner.supabase.functions.invoke("enrol", {
      body: { session_id: session.id, payment_method: "carte" },
    });
    expect(enrolled.error).toBeNull();
    const enrollment = ok(
      "4 enrol",
      await learner.supabase.from("enrollments").select("*").eq("id", enrolled.data.enrollment_id),
    ).data![0];
    expect(enrollment.payment_amount).toBe(550000);
    ok("waitlist positions", await learner.supabase.rpc("my_waitlist_positions"));
    ok("own waitlist", await learner.supabase.from("session_waitlist").select("*"));
    ok(
      "update session",
      await admin.supabase
        .from("course_sessions")
        .update({ capacity: 14 })
        .eq("id", session.id)
        .select(PUBLIC_SESSION_COLUMNS)
        .single(),
    );
    // The session took place: the server records it in the past (staff may not move a session there: decision 0870),
    // so the enrollment may be completed.
    ok(
      "session held",
      await service()
        .from("course_sessions")
        .update({ starts_on: "2026-01-05", ends_on: "2026-01-06" })
        .eq("id", session.id)
        .select(PUBLIC_SESSION_COLUMNS)
        .single(),
    );
    ok(
      "5 my trainings",
      await learner.supabase
        .from("enrollments")
        .select(`*, formations(${PUBLIC_FORMATION_COLUMNS})`)
        .eq("user_id", learner.user.id),
    );
    ok(
      "6 save profile",
      await learner.supabase
        .from("profiles")
        .update({
          full_name: "Apprenante Défauts",
          company: "Sonatel",
          position: "Cheffe de projet",
          country: "Sénégal",
        })
        .eq("id", learner.user.id),
    );
    ok("own profile", await learner.supabase.from("profiles").select("*").eq("id", learner.user.id).single());

    // ── admin: payments workflow, history, people, roles, experts ──────────────────────────────────────
    ok(
      "list enrollments",
      await admin.supabase
        .from("enrollments")
        .select(`*, formations(${PUBLIC_FORMATION_COLUMNS}), profiles(full_name, email, country, company)`)
        .order("created_at", { ascending: false }),
    );
    // Nobody signed the session's half-days: staff complete it under an override of the attendance rule (0883).
    ok(
      "attendance override",
      await admin.supabase.rpc("override_attendance_rule", {
        p_enrollment: enrollment.id,
        p_reason: "Présence attestée par l'employeur",
      }),
    );
    for (const status of ["confirmed", "completed"] as const) {
      ok(
        `status ${status}`,
        // Confirmed without a payment: with a reason (decision 0870).
        await admin.supabase
          .from("enrollments")
          .update({ status, status_reason: "Bon de commande reçu" })
          .eq("id", enrollment.id)
          .select("id")
          .single(),
      );
    }
    const history = ok(
      "history",
      await admin.supabase
        .from("enrollment_status_changes")
        .select("*")
        .eq("enrollment_id", enrollment.id)
        .order("changed_at", { ascending: true })
        .order("id", { ascending: true }),
    ).data!;
    expect(history).toHaveLength(2);
    ok("authors", await admin.supabase.from("profiles").select("id, full_name, email").in("id", [admin.user.id]));
    ok(
      "search by e-mail",
      await admin.supabase
        .from("profiles")
        .select("id, full_name, email, company, role")
        .ilike("email", "%défauts%")
        .order("email")
        .limit(20),
    );
    ok(
      "search by name",
      await admin.supabase
        .from("profiles")
        .select("id, full_name, email, company, role")
        .ilike("full_name", "%Défauts%")
        .order("full_name")
        .limit(20),
    );
    ok("set role", await admin.supabase.rpc("set_user_role", { target_user: learner.user.id, new_role: "client" }));
    ok(
      "rename expert",
      await admin.supabase.rpc("rename_expert", { old_name: "Nom affiché", new_name: "Nom affiché" }),
    );

    // ── trainer: their formations by key, their learners ───────────────────────────────────────────────────
    const mine = ok(
      "trainer formations",
      await trainer.supabase.rpc("formation_trainers").eq("trainer_id", trainer.user.id),
    ).data!;
    expect(mine.map((row) => row.id)).toEqual([formation.id]);
    const learners = ok(
      "trainer learners",
      await trainer.supabase
        .from("enrollments")
        .select(`*, formations(${PUBLIC_FORMATION_COLUMNS}), profiles(full_name, email, company, country)`)
        .in("formation_id", [formation.id])
        .order("created_at", { ascending: false }),
    ).data!;
    expect(learners).toHaveLength(1);

    // ── learner: certificate, public verification; then sign-out (call 9) ──────────────────────────────
    const certificate = ok(
      "my certificates",
      await learner.supabase
        .from("certificates")
        .select("*")
        .eq("user_id", learner.user.id)
        .order("issued_at", { ascending: false }),
    ).data![0];
    const verified = ok(
      "verify",
      await anon.rpc("verify_certificate", { certificate_number: certificate.number }),
    ).data!;
    expect(verified[0]).toMatchObject({ learner_name: "Apprenante Défauts", valid: true });
    ok("9 sign-out", await learner.supabase.auth.signOut());

    // ── admin: a formation with enrollments cannot go; an empty one can ────────────────────────────────────
    const spare = ok(
      "spare formation",
      await admin.supabase.from("formations").insert(formationFields).select(PUBLIC_FORMATION_COLUMNS).single(),
    ).data!;
    ok("delete formation", await admin.supabase.from("formations").delete({ count: "exact" }).eq("id", spare.id));
    expect((await service().from("formations").select("id").eq("id", spare.id)).data).toEqual([]);
  });
});
