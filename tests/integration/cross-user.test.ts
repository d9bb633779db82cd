import { describe, expect, it } from "vitest";
import { api, backends, client, enrollmentFixture, sessionFixture, signedUpClient } from "../support";

// Row Level Security with real cross-user attempts: the database, not the UI, keeps people apart.
describe.each(backends())("cross-user isolation on $name", ({ url }) => {
  async function twoUsersAndAnEnrollment() {
    const a = await signedUpClient(url, "Awa Koné");
    const b = await signedUpClient(url, "Bakary Diallo");
    const enrollment = await enrollmentFixture(url, { formation_id: 4, user_id: a.user.id });
    return { a, b, enrollment };
  }

  it("B cannot read A's enrollments or profile", async () => {
    const { a, b } = await twoUsersAndAnEnrollment();
    const enrollments = await b.supabase.from("enrollments").select("*").eq("user_id", a.user.id);
    expect(enrollments.error).toBeNull();
    expect(enrollments.data).toEqual([]);
    const all = await b.supabase.from("enrollments").select("*");
    expect(all.data).toEqual([]);
    const profile = await b.supabase.from("profiles").select("*").eq("id", a.user.id);
    expect(profile.data).toEqual([]);
  });

  it("B cannot enrol in A's name (nor in their own: enrollments are the server's, through the enrol function)", async () => {
    const { a, b } = await twoUsersAndAnEnrollment();
    const sessionId = await sessionFixture(url, 2);
    const { error, status } = await b.supabase
      .from("enrollments")
      .insert({ formation_id: 2, user_id: a.user.id, payment_method: "carte", status: "pending" });
    expect(status).toBe(403);
    expect(error?.code).toBe("42501");
    const viaFunction = await api(url, "/functions/v1/enrol", {
      method: "POST",
      token: b.session.access_token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ session_id: sessionId, payment_method: "carte", user_id: a.user.id }),
    });
    expect(viaFunction.status).toBe(201);
    const own = await a.supabase.from("enrollments").select("*").eq("user_id", a.user.id);
    expect(own.data).toHaveLength(1);
    const bOwn = await b.supabase.from("enrollments").select("user_id, session_id").eq("user_id", b.user.id);
    expect(bOwn.data).toEqual([{ user_id: b.user.id, session_id: sessionId }]);
  });

  it("B cannot update or delete A's enrollment or profile", async () => {
    const { a, b, enrollment } = await twoUsersAndAnEnrollment();
    await b.supabase.from("enrollments").update({ status: "completed" }).eq("id", enrollment.id);
    await b.supabase.from("enrollments").delete().eq("id", enrollment.id);
    await b.supabase.from("profiles").update({ full_name: "Piraté" }).eq("id", a.user.id);
    const cancel = await api(url, "/functions/v1/cancel", {
      method: "POST",
      token: b.session.access_token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ enrollment_id: enrollment.id }),
    });
    expect(cancel.status).toBe(404);

    const stillThere = await a.supabase.from("enrollments").select("*").eq("id", enrollment.id).single();
    expect(stillThere.data?.status).toBe("pending");
    const profile = await a.supabase.from("profiles").select("full_name").eq("id", a.user.id).single();
    expect(profile.data?.full_name).toBe("Awa Koné");
  });

  it("a user cannot change their own enrollment's status, nor their own role", async () => {
    const { a, enrollment } = await twoUsersAndAnEnrollment();
    await a.supabase.from("enrollments").update({ status: "completed" }).eq("id", enrollment.id);
    const row = await a.supabase.from("enrollments").select("status").eq("id", enrollment.id).single();
    expect(row.data?.status).toBe("pending");

    const escalation = await a.supabase
      .from("profiles")
      .update({ role: "admin" } as never)
      .eq("id", a.user.id);
    expect(escalation.error?.code).toBe("42501");
    const profile = await a.supabase.from("profiles").select("role").eq("id", a.user.id).single();
    expect(profile.data?.role).toBe("client");
  });

  it("anonymous visitors cannot enrol, read enrollments or write the catalogue", async () => {
    const anon = client(url);
    const insert = await anon
      .from("enrollments")
      .insert({ formation_id: 1, user_id: crypto.randomUUID(), payment_method: "carte" });
    expect(insert.status).toBe(401);
    expect(insert.error?.code).toBe("42501");
    const read = await anon.from("enrollments").select("*");
    expect(read.status).toBe(401);
    const write = await anon.from("formations").update({ title: "Vandalisé" }).eq("id", 1);
    expect(write.error?.code).toBe("42501");
    const formation = await anon.from("formations").select("title").eq("id", 1).single();
    expect(formation.data?.title).not.toBe("Vandalisé");
  });

  it("a client cannot create, change or delete formations", async () => {
    const { a } = await twoUsersAndAnEnrollment();
    const insert = await a.supabase.from("formations").insert({
      theme: "Leadership",
      title: "Cours pirate",
      description: "",
      duration: "1 jour",
      formats: ["En ligne"],
      expert: "X",
      price: 1,
      price_currency: "XOF",
    });
    expect(insert.status).toBe(403);
    await a.supabase.from("formations").update({ price: 1 }).eq("id", 2);
    await a.supabase.from("formations").delete().eq("id", 2);
    const formation = await client(url).from("formations").select("price").eq("id", 2).single();
    expect(formation.data?.price).toBeGreaterThan(1);
  });
});
