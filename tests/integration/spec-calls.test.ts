import { describe, expect, it } from "vitest";
import { demoFormations } from "../../web/src/content/formations";
import { PUBLIC_FORMATION_COLUMNS } from "../../web/src/domain/formation";
import { PASSWORD, backends, client, enrollmentFixture, sessionFixture, signedUpClient, uniqueEmail } from "../support";

// Every call of spec §7, made with the real supabase-js against the real local backend, on each engine.
describe.each(backends())("spec §7 calls on $name", ({ url }) => {
  it("1 · catalogue: reads the 30 seeded formations with every public column, prices as numbers", async () => {
    const { data, error } = await client(url).from("formations").select(PUBLIC_FORMATION_COLUMNS).order("id");
    expect(error).toBeNull();
    expect(data?.slice(0, 30).map((f) => f.id)).toEqual(demoFormations.map((f) => f.id));
    const first = data![0];
    expect(first).toMatchObject({
      title: demoFormations[0].title,
      theme: demoFormations[0].theme,
      price: demoFormations[0].price,
      price_currency: demoFormations[0].price_currency,
      formats: demoFormations[0].formats,
    });
    expect(typeof first.price).toBe("number");
    expect(first.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("2 · one formation: a single row by id, and PGRST116 when there is none", async () => {
    const supabase = client(url);
    const { data, error } = await supabase.from("formations").select(PUBLIC_FORMATION_COLUMNS).eq("id", 5).single();
    expect(error).toBeNull();
    expect(data?.title).toBe(demoFormations[4].title);

    const missing = await supabase.from("formations").select(PUBLIC_FORMATION_COLUMNS).eq("id", 999999).single();
    expect(missing.data).toBeNull();
    expect(missing.status).toBe(406);
    expect(missing.error?.code).toBe("PGRST116");
  });

  it("3 · related formations: same theme, not this one, at most 3", async () => {
    const formation = demoFormations[0];
    const { data, error } = await client(url)
      .from("formations")
      .select(PUBLIC_FORMATION_COLUMNS)
      .eq("theme", formation.theme)
      .neq("id", formation.id)
      .limit(3);
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    expect(data!.length).toBeLessThanOrEqual(3);
    for (const related of data!) {
      expect(related.theme).toBe(formation.theme);
      expect(related.id).not.toBe(formation.id);
    }
  });

  it("7 · sign-up returns a session with the metadata; the profile is created as a client", async () => {
    const { supabase, user, session } = await signedUpClient(url, "Moussa Diop", "Sonatel");
    expect(session.access_token.split(".")).toHaveLength(3);
    expect(session.refresh_token).toBeTruthy();
    expect(user.user_metadata).toMatchObject({ full_name: "Moussa Diop", company: "Sonatel" });
    const { data: profile } = await supabase.from("profiles").select("*").eq("id", user.id).single();
    expect(profile).toMatchObject({ id: user.id, full_name: "Moussa Diop", company: "Sonatel", role: "client" });
  });

  it("7 · sign-up refuses a taken address and a weak password with GoTrue's codes", async () => {
    const { email } = await signedUpClient(url);
    const again = await client(url).auth.signUp({ email, password: PASSWORD });
    expect(again.error?.status).toBe(422);
    expect(again.error?.code).toBe("user_already_exists");

    const weak = await client(url).auth.signUp({ email: uniqueEmail(), password: "motdepasse" });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe("weak_password");
  });

  it("8 · sign-in works with the right password and answers invalid_credentials otherwise, alike for unknown e-mails", async () => {
    const { email } = await signedUpClient(url);
    const ok = await client(url).auth.signInWithPassword({ email, password: PASSWORD });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user.email).toBe(email);

    const wrong = await client(url).auth.signInWithPassword({ email, password: "Mauvais2027" });
    const unknown = await client(url).auth.signInWithPassword({ email: uniqueEmail(), password: PASSWORD });
    for (const failure of [wrong, unknown]) {
      expect(failure.error?.status).toBe(400);
      expect(failure.error?.code).toBe("invalid_credentials");
      expect(failure.error?.message).toBe("Invalid login credentials");
    }
  });

  it("4 · enrol (superseded, decision 0841): the browser's insert is refused; the enrol function takes a seat, priced by the database", async () => {
    const { supabase, user } = await signedUpClient(url);
    const formation = demoFormations[1];
    const refused = await supabase
      .from("enrollments")
      .insert({
        formation_id: formation.id,
        user_id: user.id,
        payment_method: "mobile",
        payment_currency: "CAD",
        payment_amount: 1,
        status: "pending",
      })
      .select();
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe("42501");

    const sessionId = await sessionFixture(url, formation.id);
    const { data, error } = await supabase.functions.invoke("enrol", {
      body: { session_id: sessionId, payment_method: "mobile", payment_amount: 1, payment_currency: "CAD" },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: "pending", amount: formation.price, currency: formation.price_currency });
    const stored = await supabase.from("enrollments").select("*").eq("id", data.enrollment_id).single();
    expect(stored.data).toMatchObject({
      formation_id: formation.id,
      user_id: user.id,
      session_id: sessionId,
      payment_method: "mobile",
      payment_amount: formation.price,
      payment_currency: formation.price_currency,
      status: "pending",
      payment_reference: data.payment_reference,
    });
  });

  it("5 · my trainings: own enrollments with the formation embedded as an object", async () => {
    const { supabase, user } = await signedUpClient(url);
    await enrollmentFixture(url, { formation_id: 7, user_id: user.id, payment_method: "virement" });
    const { data, error } = await supabase
      .from("enrollments")
      .select(`*, formations(${PUBLIC_FORMATION_COLUMNS})`)
      .eq("user_id", user.id);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data![0].formations).toMatchObject({ id: 7, title: demoFormations[6].title });

    const aliased = await supabase.from("enrollments").select("id, formation:formations(title)").eq("user_id", user.id);
    expect(aliased.data).toEqual([{ id: data![0].id, formation: { title: demoFormations[6].title } }]);
  });

  it("6 · save profile: updates the four fields of one's own profile", async () => {
    const { supabase, user } = await signedUpClient(url);
    const { error, status } = await supabase
      .from("profiles")
      .update({
        full_name: "Awa Koné Traoré",
        company: "Ecobank",
        position: "Cheffe de projet",
        country: "Côte d'Ivoire",
      })
      .eq("id", user.id);
    expect(error).toBeNull();
    expect(status).toBe(204);
    const { data } = await supabase.from("profiles").select("*").eq("id", user.id).single();
    expect(data).toMatchObject({
      full_name: "Awa Koné Traoré",
      company: "Ecobank",
      position: "Cheffe de projet",
      country: "Côte d'Ivoire",
      role: "client",
    });
  });

  it("9 · sign-out revokes the session: the refresh token and the user endpoint stop working", async () => {
    const { supabase, session } = await signedUpClient(url);
    const { error } = await supabase.auth.signOut();
    expect(error).toBeNull();

    const refreshed = await client(url).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error?.code).toBe("refresh_token_not_found");
    // The server answers 403 session_not_found, which supabase-js reports as a missing session.
    const user = await client(url).auth.getUser(session.access_token);
    expect(user.data.user).toBeNull();
    expect(user.error?.name).toBe("AuthSessionMissingError");
  });

  it("refresh tokens rotate: each works once", async () => {
    const { session } = await signedUpClient(url);
    const first = await client(url).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    expect(first.data.session?.refresh_token).not.toBe(session.refresh_token);

    const reused = await client(url).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reused.error?.code).toBe("refresh_token_already_used");
  });

  it("getUser and updateUser act on the signed-in account", async () => {
    const { supabase, user } = await signedUpClient(url);
    const fetched = await supabase.auth.getUser();
    expect(fetched.data.user?.id).toBe(user.id);
    const updated = await supabase.auth.updateUser({ data: { company: "Orange Sénégal" } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata.company).toBe("Orange Sénégal");
  });
});
