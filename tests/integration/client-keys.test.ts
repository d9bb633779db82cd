import { describe, expect, it } from "vitest";
import { api, backends, client, DEV_SERVICE_ROLE_KEY, signedUpClient } from "../support";

/**
 * Issue 14 item 4: ids and timestamps are the database's. A client naming id, created_at, updated_at (or a
 * certificate number, an audit date) is refused with 42501 and nothing is written, so nobody can squat the next ids
 * and make other people's inserts fail with 409.
 */
describe.each(backends())("client-chosen keys and timestamps on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const countEnrollments = async (userId: string) =>
    (await service().from("enrollments").select("id", { count: "exact", head: true }).eq("user_id", userId)).count;
  const lastEnrollmentId = async () =>
    (await service().from("enrollments").select("id").order("id", { ascending: false }).limit(1)).data?.[0]?.id ?? 0;

  it("a learner's enrollment with its own id or created_at is refused through supabase-js, and changes nothing", async () => {
    const learner = await signedUpClient(url, "Squatteur Js");
    const squatted = (await lastEnrollmentId()) + 5;
    for (const extra of [
      { id: squatted },
      { created_at: "2001-01-01T00:00:00Z" },
      { updated_at: "2001-01-01T00:00:00Z" },
    ]) {
      const { error, status } = await learner.supabase
        .from("enrollments")
        .insert({
          formation_id: 3,
          user_id: learner.user.id,
          payment_method: "carte",
          status: "pending",
          ...extra,
        } as never)
        .select();
      expect(status, JSON.stringify(extra)).toBe(403);
      expect(error?.code).toBe("42501");
    }
    expect(await countEnrollments(learner.user.id)).toBe(0);
  });

  it("the same attempt over raw HTTP is refused, and everyone's later inserts take the next ids without a 409", async () => {
    const squatter = await signedUpClient(url, "Squatteur Http");
    const victim = await signedUpClient(url, "Victime Http");
    const next = (await lastEnrollmentId()) + 1;
    const attempts = [next, next + 1, next + 2].map((id) =>
      api(url, "/rest/v1/enrollments", {
        method: "POST",
        token: squatter.session.access_token,
        headers: { "content-type": "application/json", prefer: "return=representation" },
        body: JSON.stringify({
          id,
          created_at: "2001-01-01T00:00:00Z",
          formation_id: 3,
          user_id: squatter.user.id,
          payment_method: "carte",
        }),
      }),
    );
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: "42501" });
    }
    expect(await countEnrollments(squatter.user.id)).toBe(0);

    for (const person of [victim, squatter]) {
      const { data, error, status } = await client(url, DEV_SERVICE_ROLE_KEY)
        .from("enrollments")
        .insert({ formation_id: 3, user_id: person.user.id, payment_method: "mobile", status: "pending" })
        .select()
        .single();
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(new Date(data!.created_at).getFullYear()).toBeGreaterThanOrEqual(2026);
    }
  });

  it("a person cannot rewrite their profile's id or timestamps, nor an enrollment's dates, even as admin", async () => {
    const person = await signedUpClient(url, "Horodatage");
    for (const changes of [
      { created_at: "2001-01-01T00:00:00Z" },
      { updated_at: "2001-01-01T00:00:00Z" },
      { id: crypto.randomUUID() },
    ]) {
      const { error } = await person.supabase
        .from("profiles")
        .update(changes as never)
        .eq("id", person.user.id);
      expect(error?.code, JSON.stringify(changes)).toBe("42501");
    }
    const admin = await signedUpClient(url, "Admin Horodatage");
    await service().rpc("set_user_role" as never, { target_user: admin.user.id, new_role: "admin" } as never);
    const created = await admin.supabase.from("formations").insert({
      id: 900_000,
      theme: "Gestion",
      title: "Id choisi",
      description: "",
      duration: "1 jour",
      formats: ["En ligne"],
      expert: "X",
      price: null,
      price_currency: "XOF",
    } as never);
    expect(created.error?.code).toBe("42501");
    const backdated = await admin.supabase
      .from("formations")
      .update({ created_at: "2001-01-01T00:00:00Z" } as never)
      .eq("id", 1);
    expect(backdated.error?.code).toBe("42501");
    const enrollment = await client(url, DEV_SERVICE_ROLE_KEY)
      .from("enrollments")
      .insert({ formation_id: 4, user_id: person.user.id, payment_method: "carte", status: "pending" })
      .select()
      .single();
    const redated = await admin.supabase
      .from("enrollments")
      .update({ created_at: "2001-01-01T00:00:00Z" } as never)
      .eq("id", enrollment.data!.id);
    expect(redated.error?.code).toBe("42501");
    const row = await service().from("enrollments").select("created_at").eq("id", enrollment.data!.id).single();
    expect(row.data?.created_at).toBe(enrollment.data!.created_at);
  });
});
