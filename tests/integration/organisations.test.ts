import { describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, PASSWORD, api, backends, client, signedUpClient, uniqueEmail } from "../support";

type Person = Awaited<ReturnType<typeof signedUpClient>>;
interface Mail {
  to: string;
  subject: string;
  text: string;
  link?: string;
}

/**
 * Issue 43, item 1 (decision 0995): organisations and their members, with the real supabase-js as each person uses it
 * and the real backend deciding. Cross-user attempts are real requests by another company's manager, an employee, a
 * plain learner and anon.
 */
describe.each(backends())("organisations on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const outbox = async () => (await (await fetch(`${url}/_dev/outbox`)).json()) as Mail[];

  async function mailTo(to: string, subject: string): Promise<Mail> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const found = (await outbox()).find((mail) => mail.to === to && mail.subject.startsWith(subject));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no e-mail "${subject}…" to ${to} within 20 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async function admin(): Promise<Person> {
    const person = await signedUpClient(url, "Admin Organisations");
    const { error } = await service().rpc(
      "set_user_role" as never,
      { target_user: person.user.id, new_role: "admin" } as never,
    );
    expect(error).toBeNull();
    return person;
  }

  async function organisation(boss: Person, legalName: string): Promise<string> {
    const { data, error } = await boss.supabase
      .from("organisations")
      .insert({
        legal_name: legalName,
        registration_kind: "RCCM",
        registration_number: "CI-ABJ-2020-B-1234",
        country: "Côte d'Ivoire",
        currency: "XOF",
        payment_terms_days: 30,
        purchase_order_required: true,
      })
      .select("id")
      .single();
    expect(error).toBeNull();
    return data!.id;
  }

  /** An organisation with a training manager (signed up, then named by staff) and an employee (invited, then signed up). */
  async function company(boss: Person, legalName: string) {
    const id = await organisation(boss, legalName);
    const manager = await signedUpClient(url, `Responsable ${legalName}`);
    const named = await boss.supabase.rpc("invite_organisation_member", {
      p_organisation: id,
      p_email: manager.email,
      p_role: "training_manager",
    });
    expect(named.error).toBeNull();
    expect(named.data).toMatchObject({ status: "active", user_id: manager.user.id, role: "training_manager" });
    const employeeEmail = uniqueEmail("salarie");
    const invited = await manager.supabase.rpc("invite_organisation_member", {
      p_organisation: id,
      p_email: employeeEmail.toUpperCase(),
      p_role: "employee",
    });
    expect(invited.error).toBeNull();
    expect(invited.data).toMatchObject({ status: "invited", user_id: null, email: employeeEmail });
    // The invitation leaves within seconds, before the employee has an account.
    const invitation = await mailTo(employeeEmail, `Invitation : ${legalName}`);
    const employee = client(url);
    const signedUp = await employee.auth.signUp({
      email: employeeEmail,
      password: PASSWORD,
      options: { data: { full_name: "Salarié Invité" } },
    });
    expect(signedUp.error).toBeNull();
    return {
      id,
      manager,
      invitation,
      employee: { supabase: employee, user: signedUp.data.user!, email: employeeEmail },
    };
  }

  it("staff create an organisation and name a training manager, who edits it and invites an employee; the employee is e-mailed in French and linked at sign-up", async () => {
    const boss = await admin();
    const { id, manager, employee, invitation: mail } = await company(boss, "Société Ivoirienne de Banque");

    // The manager reads and edits their own company's details.
    const mine = await manager.supabase
      .from("organisations")
      .select("legal_name, currency, purchase_order_required")
      .eq("id", id);
    expect(mine.data).toEqual([
      { legal_name: "Société Ivoirienne de Banque", currency: "XOF", purchase_order_required: true },
    ]);
    const edited = await manager.supabase
      .from("organisations")
      .update({ billing_address: "Avenue Noguès, Plateau, Abidjan", payment_terms_days: 45 })
      .eq("id", id)
      .select("billing_address, payment_terms_days");
    expect(edited.error).toBeNull();
    expect(edited.data).toEqual([{ billing_address: "Avenue Noguès, Plateau, Abidjan", payment_terms_days: 45 }]);

    // The invitation e-mail, in French, with the sign-up link.
    expect(mail.text).toContain(
      "Responsable Société Ivoirienne de Banque vous a ajouté(e) à l'organisation « Société Ivoirienne de Banque »",
    );
    expect(mail.text).toContain("Créez votre compte avec cette adresse e-mail");
    expect(mail.link).toBe(`${new URL(url).origin}/auth?tab=signup`);

    // Signed up with the invited address: the membership is theirs, and they read it (and only it).
    const members = await manager.supabase
      .from("organisation_members")
      .select("email, role, status, user_id")
      .eq("organisation_id", id)
      .order("role");
    expect(members.data).toEqual([
      { email: employee.email, role: "employee", status: "active", user_id: employee.user.id },
      { email: manager.email.toLowerCase(), role: "training_manager", status: "active", user_id: manager.user.id },
    ]);
    const own = await employee.supabase.from("organisation_members").select("email, role");
    expect(own.data).toEqual([{ email: employee.email, role: "employee" }]);
    expect((await employee.supabase.from("organisations").select("id")).data).toEqual([]);
  }, 60_000);

  it("another company's manager, an employee, a plain learner and anon read nothing and change nothing", async () => {
    const boss = await admin();
    const a = await company(boss, "Dakar Logistique SA");
    const b = await company(boss, "Montréal Conseil inc.");
    const learner = await signedUpClient(url, "Apprenant Seul");
    const anon = client(url);

    // Reads: each sees only what is theirs.
    expect((await b.manager.supabase.from("organisations").select("id").eq("id", a.id)).data).toEqual([]);
    expect(
      (await b.manager.supabase.from("organisation_members").select("id").eq("organisation_id", a.id)).data,
    ).toEqual([]);
    expect((await learner.supabase.from("organisations").select("id")).data).toEqual([]);
    expect((await learner.supabase.from("organisation_members").select("id")).data).toEqual([]);
    const anonRead = await anon.from("organisations").select("id");
    expect(anonRead.data ?? []).toEqual([]);
    const anonMembers = await anon.from("organisation_members").select("id");
    expect(anonMembers.data ?? []).toEqual([]);
    const rest = await api(url, `/rest/v1/organisations?select=id`);
    expect(rest.status).toBe(401);

    // Who invited a member is an account id (possibly staff's): nobody reads it through the API (decision 0988).
    for (const reader of [a.manager.supabase, a.employee.supabase, boss.supabase]) {
      const inviter = await reader.from("organisation_members").select("invited_by");
      expect(inviter.error?.code).toBe("42501");
    }

    // Writes to another company: refused or touching nothing.
    const update = await b.manager.supabase
      .from("organisations")
      .update({ legal_name: "Détournée" })
      .eq("id", a.id)
      .select("id");
    expect(update.data).toEqual([]);
    const employeeUpdate = await a.employee.supabase
      .from("organisations")
      .update({ legal_name: "Détournée" })
      .eq("id", a.id)
      .select("id");
    expect(employeeUpdate.data).toEqual([]);
    const create = await a.manager.supabase
      .from("organisations")
      .insert({ legal_name: "Nouvelle", country: "Sénégal", currency: "XOF" });
    expect(create.error?.code).toBe("42501");
    const remove = await b.manager.supabase.from("organisations").delete().eq("id", a.id).select("id");
    expect(remove.data ?? []).toEqual([]);
    const memberInsert = await a.manager.supabase
      .from("organisation_members")
      .insert({ organisation_id: a.id, email: "x@example.com" } as never);
    expect(memberInsert.error?.code).toBe("42501");

    for (const intruder of [b.manager.supabase, a.employee.supabase, learner.supabase]) {
      const invite = await intruder.rpc("invite_organisation_member", {
        p_organisation: a.id,
        p_email: uniqueEmail("intrus"),
        p_role: "training_manager",
      });
      expect(invite.error?.code).toBe("PA403");
      expect(invite.error?.message).toBe("Vous ne gérez pas cette organisation.");
      const merge = await intruder.rpc("merge_organisations", { p_keep: b.id, p_merged: a.id });
      expect(merge.error?.code).toBe("PA403");
    }
    const anonInvite = await anon.rpc("invite_organisation_member", {
      p_organisation: a.id,
      p_email: uniqueEmail("anon"),
      p_role: "employee",
    });
    expect(anonInvite.error).not.toBeNull();

    const aMembers = await boss.supabase.from("organisation_members").select("id, role").eq("organisation_id", a.id);
    for (const intruder of [b.manager.supabase, a.employee.supabase, learner.supabase]) {
      for (const member of aMembers.data!) {
        const removed = await intruder.rpc("remove_organisation_member", { p_member: member.id });
        expect(removed.error?.code).toBe("PA404");
      }
    }
    // Nothing changed.
    const after = await service().from("organisations").select("legal_name").eq("id", a.id).single();
    expect(after.data?.legal_name).toBe("Dakar Logistique SA");
    expect((await service().from("organisation_members").select("id").eq("organisation_id", a.id)).data).toHaveLength(
      2,
    );
  }, 90_000);

  it("answers bad input in French, keeps one member per address and the last training manager", async () => {
    const boss = await admin();
    const { id, manager, employee } = await company(boss, "Abidjan Énergie");

    const badName = await boss.supabase
      .from("organisations")
      .insert({ legal_name: " ", country: "Sénégal", currency: "XOF" });
    expect(badName.error?.code).toBe("PA422");
    expect(badName.error?.message).toBe("Indiquez la raison sociale (2 à 200 caractères).");
    const badTerms = await manager.supabase.from("organisations").update({ payment_terms_days: 400 }).eq("id", id);
    expect(badTerms.error?.message).toBe("Le délai de paiement est un nombre de jours entre 0 et 120.");
    const badEmail = await manager.supabase.rpc("invite_organisation_member", {
      p_organisation: id,
      p_email: "pas une adresse",
      p_role: "employee",
    });
    expect(badEmail.error).toMatchObject({ code: "PA422", message: "Adresse e-mail invalide." });
    const twice = await manager.supabase.rpc("invite_organisation_member", {
      p_organisation: id,
      p_email: employee.email,
      p_role: "employee",
    });
    expect(twice.error).toMatchObject({ code: "PA409", message: "Cette adresse est déjà membre de l'organisation." });

    const self = await manager.supabase
      .from("organisation_members")
      .select("id")
      .eq("user_id", manager.user.id)
      .single();
    const last = await manager.supabase.rpc("remove_organisation_member", { p_member: self.data!.id });
    expect(last.error).toMatchObject({
      code: "PA409",
      message: "L'organisation doit garder au moins un responsable formation.",
    });

    // The manager removes the employee; the employee's account stays, their membership goes.
    const other = await manager.supabase.from("organisation_members").select("id").eq("email", employee.email).single();
    expect((await manager.supabase.rpc("remove_organisation_member", { p_member: other.data!.id })).error).toBeNull();
    expect((await employee.supabase.from("organisation_members").select("id")).data).toEqual([]);
  }, 60_000);

  it("a training manager changes a member's role in place, never leaving the company without one; the member is told", async () => {
    const boss = await admin();
    const { id, manager, employee } = await company(boss, "Sénégal Transports");
    const memberOf = async (email: string) =>
      (await manager.supabase.from("organisation_members").select("id, role").eq("email", email).single()).data!;
    const employeeRow = await memberOf(employee.email);
    const selfRow = await memberOf(manager.email);

    for (const intruder of [employee.supabase, (await signedUpClient(url, "Apprenant Sans Entreprise")).supabase]) {
      const refused = await intruder.rpc("set_organisation_member_role", {
        p_member: employeeRow.id,
        p_role: "training_manager",
      });
      expect(refused.error).toMatchObject({ code: "PA404", message: "Membre introuvable." });
    }
    const unknownRole = await manager.supabase.rpc("set_organisation_member_role", {
      p_member: employeeRow.id,
      p_role: "owner",
    });
    expect(unknownRole.error).toMatchObject({ code: "PA422" });
    const lastManager = await manager.supabase.rpc("set_organisation_member_role", {
      p_member: selfRow.id,
      p_role: "employee",
    });
    expect(lastManager.error).toMatchObject({
      code: "PA409",
      message: "L'organisation doit garder au moins un responsable formation.",
    });

    const promoted = await manager.supabase.rpc("set_organisation_member_role", {
      p_member: employeeRow.id,
      p_role: "training_manager",
    });
    expect(promoted.error).toBeNull();
    expect(promoted.data).toMatchObject({ role: "training_manager", status: "active" });
    const mail = await mailTo(employee.email, "Votre rôle : Sénégal Transports");
    expect(mail.text).toContain("vous êtes désormais responsable formation");
    expect(mail.link).toMatch(/\/espace-entreprise$/);
    // The promoted member now manages the company; the first manager may now step down.
    expect((await employee.supabase.from("organisations").select("id").eq("id", id)).data).toHaveLength(1);
    const stepDown = await manager.supabase.rpc("set_organisation_member_role", {
      p_member: selfRow.id,
      p_role: "employee",
    });
    expect(stepDown.error).toBeNull();
    expect((await manager.supabase.from("organisations").select("id").eq("id", id)).data).toEqual([]);
  }, 60_000);

  it("staff merge two records of one company: members moved, duplicates kept once, the merged one deleted, in one call", async () => {
    const boss = await admin();
    const keep = await company(boss, "Groupe Sahel");
    const merged = await company(boss, "Groupe Sahel (doublon)");
    // The kept record's manager is also an employee of the duplicate: kept once, as training manager.
    const duplicate = await boss.supabase.rpc("invite_organisation_member", {
      p_organisation: merged.id,
      p_email: keep.manager.email,
      p_role: "employee",
    });
    expect(duplicate.error).toBeNull();

    const same = await boss.supabase.rpc("merge_organisations", { p_keep: keep.id, p_merged: keep.id });
    expect(same.error).toMatchObject({ code: "PA422", message: "Choisissez deux organisations différentes." });

    const result = await boss.supabase.rpc("merge_organisations", { p_keep: keep.id, p_merged: merged.id });
    expect(result.error).toBeNull();
    expect(result.data).toBe(2);
    expect((await boss.supabase.from("organisations").select("id").eq("id", merged.id)).data).toEqual([]);
    const members = await boss.supabase
      .from("organisation_members")
      .select("email, role")
      .eq("organisation_id", keep.id)
      .order("email");
    expect(members.data).toHaveLength(4);
    expect(members.data!.filter((m) => m.email === keep.manager.email.toLowerCase())).toEqual([
      { email: keep.manager.email.toLowerCase(), role: "training_manager" },
    ]);
    // The merged record's manager now manages the kept one.
    expect((await merged.manager.supabase.from("organisations").select("legal_name")).data).toEqual([
      { legal_name: "Groupe Sahel" },
    ]);
  }, 90_000);

  it("a member still enrols and pays for themselves: membership changes nothing of the enrollment flow", async () => {
    const boss = await admin();
    const { manager } = await company(boss, "Banque Atlantique Formation");
    const { data } = await service()
      .from("course_sessions" as never)
      .insert({ formation_id: 4, starts_on: "2030-06-03", ends_on: "2030-06-05", city: "Dakar", capacity: 10 } as never)
      .select("id")
      .single();
    const response = await api(url, "/functions/v1/enrol", {
      method: "POST",
      token: manager.session.access_token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ session_id: (data as unknown as { id: number }).id, payment_method: "carte" }),
    });
    expect(response.status).toBe(201);
    const own = await manager.supabase.from("enrollments").select("user_id, status");
    expect(own.data).toEqual([{ user_id: manager.user.id, status: "pending" }]);
  }, 60_000);
});
