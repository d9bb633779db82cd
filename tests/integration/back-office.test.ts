import { describe, expect, it } from "vitest";
import { api, backends, client, DEV_SERVICE_ROLE_KEY, PASSWORD, signedUpClient } from "../support";

describe.each(backends())("back office and learner journey on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);

  async function userWithRole(role: "admin" | "trainer" | "client", fullName = "Personne Test") {
    const user = await signedUpClient(url, fullName);
    if (role !== "client") {
      const { error } = await service().rpc(
        "set_user_role" as never,
        { target_user: user.user.id, new_role: role } as never,
      );
      expect(error).toBeNull();
    }
    return user;
  }

  async function enrollment(learner: Awaited<ReturnType<typeof userWithRole>>, formationId = 6) {
    const { data } = await client(url, DEV_SERVICE_ROLE_KEY)
      .from("enrollments")
      .insert({ formation_id: formationId, user_id: learner.user.id, payment_method: "mobile", status: "pending" })
      .select()
      .single();
    return data!;
  }

  it("set_user_role: admins and the service role assign roles; clients, trainers and anon are refused", async () => {
    const admin = await userWithRole("admin");
    const trainer = await userWithRole("trainer");
    const target = await userWithRole("client");
    const byAdmin = await admin.supabase.rpc(
      "set_user_role" as never,
      { target_user: target.user.id, new_role: "trainer" } as never,
    );
    expect(byAdmin.error).toBeNull();
    const role = await admin.supabase.from("profiles").select("role").eq("id", target.user.id).single();
    expect(role.data?.role).toBe("trainer");

    for (const caller of [target.supabase, trainer.supabase]) {
      const refused = await caller.rpc(
        "set_user_role" as never,
        { target_user: caller === target.supabase ? target.user.id : trainer.user.id, new_role: "admin" } as never,
      );
      expect(refused.error?.code).toBe("42501");
    }
    const anon = await client(url).rpc(
      "set_user_role" as never,
      { target_user: target.user.id, new_role: "admin" } as never,
    );
    expect(anon.error?.code).toBe("42501");
    expect(anon.status).toBe(401);
  });

  it("an admin's new formation appears in the public catalogue; clients cannot create one", async () => {
    const admin = await userWithRole("admin");
    const title = `Gouvernance de projets publics ${Date.now()}`;
    const { data, error } = await admin.supabase
      .from("formations")
      .insert({
        theme: "Gouvernance",
        title,
        description: "Nouvelle formation",
        duration: "2 jours",
        formats: ["En ligne"],
        expert: "Awa Traoré",
        price: null,
        price_currency: "XOF",
      })
      .select("id")
      .single();
    expect(error).toBeNull();
    expect(data!.id).toBeGreaterThan(30);
    const visible = await client(url).from("formations").select("title, price").eq("id", data!.id).single();
    expect(visible.data).toEqual({ title, price: null });
    const invalid = await admin.supabase.from("formations").insert({
      theme: "Astrologie",
      title: "X",
      description: "",
      duration: "",
      formats: [],
      expert: "",
      price: -5,
      price_currency: "EUR" as never,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.error?.code).toBe("23514");
  });

  it("status workflow: pending → confirmed → completed, audited with who and when, and a verifiable certificate", async () => {
    const admin = await userWithRole("admin", "Admin Principal");
    const learner = await userWithRole("client", "Fatou Ndiaye");
    const other = await userWithRole("client");
    const row = await enrollment(learner);

    const skip = await admin.supabase.from("enrollments").update({ status: "completed" }).eq("id", row.id);
    expect(skip.status).toBe(400);
    expect(skip.error?.code).toBe("23514");

    for (const status of ["confirmed", "completed"]) {
      // Confirmed without a payment: the database asks for a reason (decision 0870).
      const { error } = await admin.supabase
        .from("enrollments")
        .update({ status, status_reason: "Bon de commande reçu" })
        .eq("id", row.id);
      expect(error).toBeNull();
    }
    const audit = await admin.supabase
      .from("enrollment_status_changes" as never)
      .select("*")
      .eq("enrollment_id", row.id)
      .order("id");
    expect(
      (audit.data as { old_status: string; new_status: string; changed_by: string }[]).map((a) => [
        a.old_status,
        a.new_status,
        a.changed_by,
      ]),
    ).toEqual([
      ["pending", "confirmed", admin.user.id],
      ["confirmed", "completed", admin.user.id],
    ]);
    // Learners read the history of their own enrollments (« Annulée par vous… », decision 0863), no one else's.
    const learnerAudit = await learner.supabase
      .from("enrollment_status_changes" as never)
      .select("*")
      .order("id");
    expect((learnerAudit.data as { enrollment_id: number }[]).map((a) => a.enrollment_id)).toEqual([row.id, row.id]);

    const certificate = await learner.supabase
      .from("certificates" as never)
      .select("*")
      .eq("enrollment_id", row.id)
      .single();
    const cert = certificate.data as { number: string; learner_name: string; formation_title: string } | null;
    expect(cert?.learner_name).toBe("Fatou Ndiaye");
    expect(cert?.number).toMatch(/^PA(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    const stranger = await other.supabase
      .from("certificates" as never)
      .select("*")
      .eq("enrollment_id", row.id);
    expect(stranger.data).toEqual([]);

    const verified = await client(url).rpc(
      "verify_certificate" as never,
      { certificate_number: cert!.number } as never,
    );
    expect(verified.error).toBeNull();
    expect(verified.data).toEqual([
      expect.objectContaining({
        number: cert!.number,
        learner_name: "Fatou Ndiaye",
        formation_title: cert!.formation_title,
      }),
    ]);
    const forged = await client(url).rpc(
      "verify_certificate" as never,
      { certificate_number: "PA-2026-999999-ABCD" } as never,
    );
    expect(forged.data).toEqual([]);
  });

  it("rename_expert renames an expert on all their formations, for admins only", async () => {
    const admin = await userWithRole("admin");
    const learner = await userWithRole("client");
    const name = `Expert ${Date.now()}`;
    await admin.supabase.from("formations").insert([
      {
        theme: "Finance",
        title: "A",
        description: "",
        duration: "1 jour",
        formats: ["En ligne"],
        expert: name,
        price: 1000,
        price_currency: "CAD",
      },
      {
        theme: "Finance",
        title: "B",
        description: "",
        duration: "1 jour",
        formats: ["En ligne"],
        expert: name,
        price: 1000,
        price_currency: "CAD",
      },
    ]);
    const refused = await learner.supabase.rpc(
      "rename_expert" as never,
      { old_name: name, new_name: "Pirate" } as never,
    );
    expect(refused.error?.code).toBe("42501");
    const renamed = await admin.supabase.rpc(
      "rename_expert" as never,
      { old_name: name, new_name: `${name} (renommé)` } as never,
    );
    expect(renamed.data).toBe(2);
    const formations = await client(url).from("formations").select("id").eq("expert", `${name} (renommé)`);
    expect(formations.data).toHaveLength(2);
  });

  it("trainers read the enrollments and learners of their own formations only", async () => {
    const admin = await userWithRole("admin");
    const trainerName = `Formateur ${Date.now()}`;
    const trainer = await userWithRole("trainer", trainerName);
    const { data: formation } = await admin.supabase
      .from("formations")
      .insert({
        theme: "Leadership",
        title: "Cours du formateur",
        description: "",
        duration: "2 jours",
        formats: ["Présentiel"],
        expert: trainerName,
        trainer_id: trainer.user.id,
        price: 800000,
        price_currency: "XOF",
      })
      .select("id")
      .single();
    const learner = await userWithRole("client", "Apprenant Suivi");
    const mine = await enrollment(learner, formation!.id);
    const elsewhere = await enrollment(learner, 1);

    const seen = await trainer.supabase.from("enrollments").select("id, profiles(full_name)" as never);
    const ids = (seen.data as { id: number }[] | null)?.map((e) => e.id) ?? [];
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(elsewhere.id);
    const profile = await trainer.supabase.from("profiles").select("full_name").eq("id", learner.user.id).single();
    expect(profile.data?.full_name).toBe("Apprenant Suivi");
    const update = await trainer.supabase
      .from("enrollments")
      .update({ status: "confirmed" })
      .eq("id", mine.id)
      .select();
    expect(update.data).toEqual([]);
  });

  it("password recovery: the e-mail's link works once, within its lifetime, and sets a new password", async () => {
    const learner = await signedUpClient(url);
    const redirectTo = `${url}/reinitialiser-mot-de-passe`;
    const { error } = await client(url).auth.resetPasswordForEmail(learner.email, { redirectTo });
    expect(error).toBeNull();
    const unknown = await client(url).auth.resetPasswordForEmail(`nobody-${Date.now()}@example.com`);
    expect(unknown.error).toBeNull();

    const outbox = (await (await fetch(`${url}/_dev/outbox`)).json()) as {
      to: string;
      link: string;
      subject: string;
    }[];
    const mail = outbox.find((m) => m.to === learner.email)!;
    expect(mail.subject).toContain("Réinitialisation");
    expect(outbox.some((m) => m.to.startsWith("nobody-"))).toBe(false);

    const opened = await fetch(mail.link, { redirect: "manual" });
    expect(opened.status).toBe(303);
    const location = new URL(opened.headers.get("location")!);
    expect(location.origin + location.pathname).toBe(redirectTo);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get("type")).toBe("recovery");

    const reset = await api(url, "/auth/v1/user", {
      method: "PUT",
      token: fragment.get("access_token")!,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password: "Nouveau2028" }),
    });
    expect(reset.status).toBe(200);
    const signIn = await client(url).auth.signInWithPassword({ email: learner.email, password: "Nouveau2028" });
    expect(signIn.error).toBeNull();
    const old = await client(url).auth.signInWithPassword({ email: learner.email, password: PASSWORD });
    expect(old.error?.code).toBe("invalid_credentials");

    const reused = await fetch(mail.link, { redirect: "manual" });
    expect(reused.headers.get("location")).toContain("error_code=otp_expired");
  });

  it("a recovery link never redirects to another site", async () => {
    const learner = await signedUpClient(url);
    await client(url).auth.resetPasswordForEmail(learner.email, { redirectTo: "https://evil.example/steal" });
    const outbox = (await (await fetch(`${url}/_dev/outbox`)).json()) as { to: string; link: string }[];
    const mail = outbox.find((m) => m.to === learner.email)!;
    const opened = await fetch(mail.link, { redirect: "manual" });
    expect(new URL(opened.headers.get("location")!).origin).toBe(url);
  });
});
