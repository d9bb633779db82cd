import { describe, expect, it } from "vitest";
import { backends, client, DEV_SERVICE_ROLE_KEY, signedUpClient } from "../support";

/**
 * Issue 14 item 2: a formation belongs to the trainer account in formations.trainer_id. The display name (`expert`)
 * and the trainer's own full name grant nothing; only admins choose the trainer, and only a trainer account.
 */
describe.each(backends())("trainer ownership by key on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);

  async function withRole(role: "admin" | "trainer" | "client", fullName: string) {
    const person = await signedUpClient(url, fullName);
    if (role !== "client") {
      const { error } = await service().rpc(
        "set_user_role" as never,
        { target_user: person.user.id, new_role: role } as never,
      );
      expect(error).toBeNull();
    }
    return person;
  }

  const formation = (fields: Record<string, unknown>) => ({
    theme: "Gestion",
    title: `Cours ${Date.now()}`,
    description: "",
    duration: "1 jour",
    formats: ["En ligne"],
    price: null,
    price_currency: "XOF",
    ...fields,
  });

  it("an admin assigns a trainer account and can clear it; the trainer then reads that formation's learners, by key", async () => {
    const admin = await withRole("admin", "Admin Affectation");
    const trainer = await withRole("trainer", `Formatrice ${Date.now()}`);
    const learner = await withRole("client", "Apprenant Affecté");
    const created = await admin.supabase
      .from("formations")
      .insert(formation({ expert: "Nom affiché sans rapport", trainer_id: trainer.user.id }) as never)
      .select("id")
      .single();
    expect(created.error).toBeNull();
    const id = (created.data as { id: number }).id;
    await client(url, DEV_SERVICE_ROLE_KEY)
      .from("enrollments")
      .insert({ formation_id: id, user_id: learner.user.id, payment_method: "carte", status: "pending" });

    // Who teaches is read through formation_trainers(), not the column (decision 0988).
    const mine = await trainer.supabase.rpc("formation_trainers").eq("trainer_id", trainer.user.id);
    expect(mine.data?.map((row) => row.id)).toEqual([id]);
    const seen = await trainer.supabase
      .from("enrollments")
      .select("user_id, profiles(full_name)")
      .eq("formation_id", id);
    expect(seen.data).toEqual([{ user_id: learner.user.id, profiles: { full_name: "Apprenant Affecté" } }]);

    const cleared = await admin.supabase
      .from("formations")
      .update({ trainer_id: null } as never)
      .eq("id", id)
      .select("id")
      .single();
    expect(cleared.error).toBeNull();
    expect((await admin.supabase.rpc("formation_trainers").eq("id", id)).data).toEqual([{ id, trainer_id: null }]);
    expect((await trainer.supabase.rpc("formation_trainers")).data).toEqual([]);
    const after = await trainer.supabase.from("enrollments").select("id").eq("formation_id", id);
    expect(after.data).toEqual([]);
  });

  it("a trainer assigned to a session, not to its formation, reads that session's learners only (issue 48, decision 1034)", async () => {
    const trainer = await withRole("trainer", `Formateur Session ${Date.now()}`);
    const learner = await withRole("client", "Apprenante De Session");
    const other = await withRole("client", "Apprenant Autre Session");
    const made = await service()
      .from("formations")
      .insert(formation({ expert: "Quelqu'un d'autre" }) as never)
      .select("id")
      .single();
    const formationId = (made.data as { id: number }).id;
    const session = (trainerId: string | null) => ({
      formation_id: formationId,
      starts_on: "2099-03-02",
      ends_on: "2099-03-03",
      format: "Présentiel",
      city: "Dakar",
      venue: "Plateau",
      capacity: 10,
      trainer_id: trainerId,
    });
    const sessions = await service()
      .from("course_sessions")
      .insert([session(trainer.user.id), session(null)] as never)
      .select("id");
    expect(sessions.error).toBeNull();
    const [mine, theirs] = (sessions.data as { id: number }[]).map((row) => row.id);
    const enrolled = await service()
      .from("enrollments")
      .insert([
        {
          formation_id: formationId,
          session_id: mine,
          user_id: learner.user.id,
          payment_method: "carte",
          status: "pending",
        },
        {
          formation_id: formationId,
          session_id: theirs,
          user_id: other.user.id,
          payment_method: "carte",
          status: "pending",
        },
      ] as never);
    expect(enrolled.error).toBeNull();

    const taught = await trainer.supabase.rpc("session_trainers").eq("trainer_id", trainer.user.id);
    expect(taught.data?.map((row) => row.id)).toEqual([mine]);
    const seen = await trainer.supabase
      .from("enrollments")
      .select("user_id, profiles(full_name)")
      .eq("formation_id", formationId);
    expect(seen.error).toBeNull();
    expect(seen.data).toEqual([{ user_id: learner.user.id, profiles: { full_name: "Apprenante De Session" } }]);
  });

  it("a trainer cannot assign a formation to themselves, and only trainer accounts can be assigned", async () => {
    const admin = await withRole("admin", "Admin Contrôle");
    const trainer = await withRole("trainer", `Formateur ${Date.now()}`);
    const client_ = await withRole("client", "Simple Client");
    const target = await admin.supabase
      .from("formations")
      .insert(formation({ expert: "Quelqu'un" }) as never)
      .select("id")
      .single();
    const id = (target.data as { id: number }).id;

    const self = await trainer.supabase
      .from("formations")
      .update({ trainer_id: trainer.user.id } as never)
      .eq("id", id)
      .select("id");
    expect(self.data ?? []).toEqual([]);
    const stillUnassigned = await service().from("formations").select("trainer_id").eq("id", id).single();
    expect(stillUnassigned.data).toEqual({ trainer_id: null });

    const notATrainer = await admin.supabase
      .from("formations")
      .update({ trainer_id: client_.user.id } as never)
      .eq("id", id);
    expect(notATrainer.status).toBe(400);
    expect(notATrainer.error?.code).toBe("23514");
    expect(notATrainer.error?.message).toContain("formateur");
  });

  it("deleting the trainer's account leaves the formation without a trainer", async () => {
    const admin = await withRole("admin", "Admin Suppression");
    const trainer = await withRole("trainer", `Formateur Parti ${Date.now()}`);
    const created = await admin.supabase
      .from("formations")
      .insert(formation({ expert: "Formateur Parti", trainer_id: trainer.user.id }) as never)
      .select("id")
      .single();
    const id = (created.data as { id: number }).id;
    const removed = await service().from("profiles").delete().eq("id", trainer.user.id);
    expect(removed.error).toBeNull();
    const row = await service().from("formations").select("trainer_id").eq("id", id).single();
    expect(row.data).toEqual({ trainer_id: null });
  });

  it("a demoted trainer loses access at once, and the formation stays editable with its key unchanged", async () => {
    const admin = await withRole("admin", "Admin Rétrogradation");
    const trainer = await withRole("trainer", `Formateur Rétrogradé ${Date.now()}`);
    const learner = await withRole("client", "Apprenant Gardé");
    const created = await admin.supabase
      .from("formations")
      .insert(formation({ expert: "Ancien formateur", trainer_id: trainer.user.id }) as never)
      .select("id")
      .single();
    const saved = { id: (created.data as { id: number }).id, trainer_id: trainer.user.id };
    await client(url, DEV_SERVICE_ROLE_KEY)
      .from("enrollments")
      .insert({ formation_id: saved.id, user_id: learner.user.id, payment_method: "carte", status: "pending" });
    expect((await trainer.supabase.from("enrollments").select("id").eq("formation_id", saved.id)).data).toHaveLength(1);

    expect(
      (await admin.supabase.rpc("set_user_role", { target_user: trainer.user.id, new_role: "client" })).error,
    ).toBeNull();
    expect((await trainer.supabase.from("enrollments").select("id").eq("formation_id", saved.id)).data).toEqual([]);
    // The back-office form sends the whole formation back, trainer_id included (read through formation_trainers()).
    const edited = await admin.supabase
      .from("formations")
      .update({ title: "Titre revu", trainer_id: saved.trainer_id } as never)
      .eq("id", saved.id)
      .select("title")
      .single();
    expect(edited.error).toBeNull();
    expect(edited.data).toEqual({ title: "Titre revu" });
    expect((await admin.supabase.rpc("formation_trainers").eq("id", saved.id)).data).toEqual([
      { id: saved.id, trainer_id: trainer.user.id },
    ]);
    // Demoted, the former trainer no longer reads who teaches it, their own formation included.
    expect((await trainer.supabase.rpc("formation_trainers")).data).toEqual([]);
  });
});
