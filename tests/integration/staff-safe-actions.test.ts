import { describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, api, backends, client, signedUpClient } from "../support";

type Person = Awaited<ReturnType<typeof signedUpClient>>;

/** Issue 23, item 3 (decision 0870): no unpaid seat confirmed without a reason, no session created in the past. */
describe.each(backends())("safe staff actions on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);

  async function admin(): Promise<Person> {
    const person = await signedUpClient(url, "Admin Prudent");
    const { error } = await service().rpc(
      "set_user_role" as never,
      { target_user: person.user.id, new_role: "admin" } as never,
    );
    expect(error).toBeNull();
    return person;
  }

  async function pendingTransfer(): Promise<{ learner: Person; enrollmentId: number }> {
    const { data, error } = await service()
      .from("course_sessions" as never)
      .insert({ formation_id: 4, starts_on: "2030-05-06", ends_on: "2030-05-08", city: "Dakar", capacity: 10 } as never)
      .select("id")
      .single();
    expect(error).toBeNull();
    const learner = await signedUpClient(url, "Apprenant Sans Paiement");
    const response = await api(url, "/functions/v1/enrol", {
      method: "POST",
      token: learner.session.access_token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ session_id: (data as unknown as { id: number }).id, payment_method: "virement" }),
    });
    expect(response.status).toBe(201);
    return { learner, enrollmentId: ((await response.json()) as { enrollment_id: number }).enrollment_id };
  }

  it("refuses to confirm an unpaid enrollment without a reason, and records who and why when one is given", async () => {
    const boss = await admin();
    const { enrollmentId } = await pendingTransfer();

    for (const reason of [undefined, "   "]) {
      const refused = await boss.supabase
        .from("enrollments")
        .update({ status: "confirmed", ...(reason === undefined ? {} : { status_reason: reason }) } as never)
        .eq("id", enrollmentId)
        .select("status");
      expect(refused.error?.code).toBe("23514");
      expect(refused.error?.message).toMatch(/sans paiement demande une raison/);
    }
    const still = await service().from("enrollments").select("status").eq("id", enrollmentId).single();
    expect(still.data?.status).toBe("pending");

    const confirmed = await boss.supabase
      .from("enrollments")
      .update({ status: "confirmed", status_reason: "Bon de commande de l'employeur reçu" } as never)
      .eq("id", enrollmentId)
      .select("status");
    expect(confirmed.error).toBeNull();
    expect(confirmed.data).toEqual([{ status: "confirmed" }]);

    const history = await boss.supabase
      .from("enrollment_status_changes")
      .select("old_status, new_status, changed_by, reason" as never)
      .eq("enrollment_id", enrollmentId);
    expect(history.data).toEqual([
      {
        old_status: "pending",
        new_status: "confirmed",
        changed_by: boss.user.id,
        reason: "Bon de commande de l'employeur reçu",
      },
    ]);
    // No invoice: nothing was paid.
    const invoices = await service().from("invoices").select("id").eq("enrollment_id", enrollmentId);
    expect(invoices.data).toEqual([]);

    // The reason does not carry over to the next change: staff cancelling must give their own (decision 1040).
    const unexplained = await boss.supabase
      .from("enrollments")
      .update({ status: "cancelled" })
      .eq("id", enrollmentId)
      .select("status");
    expect(unexplained.error?.code).toBe("PT422");
    expect(unexplained.error?.message).toContain("Indiquez le motif de l'annulation");
    const cancelled = await boss.supabase
      .from("enrollments")
      .update({ status: "cancelled", status_reason: "Paiement non reçu" })
      .eq("id", enrollmentId)
      .select("status");
    expect(cancelled.error).toBeNull();
    const last = await boss.supabase
      .from("enrollment_status_changes")
      .select("new_status, reason" as never)
      .eq("enrollment_id", enrollmentId)
      .eq("new_status", "cancelled")
      .single();
    expect(last.data).toEqual({ new_status: "cancelled", reason: "Paiement non reçu" });
  }, 60_000);

  it("refuses a session that has already ended, from the back office or the API, and moving or reopening one there", async () => {
    const boss = await admin();
    const past = await boss.supabase
      .from("course_sessions" as never)
      .insert({
        formation_id: 5,
        starts_on: "2024-01-10",
        ends_on: "2024-01-12",
        city: "Abidjan",
        capacity: 10,
      } as never)
      .select("id");
    expect(past.error?.code).toBe("23514");
    expect(past.error?.message).toMatch(/date de fin \(12\sjanvier 2024\) est passée/);

    const created = await boss.supabase
      .from("course_sessions" as never)
      .insert({
        formation_id: 5,
        starts_on: "2030-01-10",
        ends_on: "2030-01-12",
        city: "Abidjan",
        capacity: 10,
      } as never)
      .select("id")
      .single();
    expect(created.error).toBeNull();
    const id = (created.data as unknown as { id: number }).id;
    const moved = await boss.supabase
      .from("course_sessions" as never)
      .update({ starts_on: "2024-01-10", ends_on: "2024-01-12" } as never)
      .eq("id", id)
      .select("id");
    expect(moved.error?.code).toBe("23514");

    // A past session recorded by the server (history, imports) cannot be reopened by an admin.
    const history = await service()
      .from("course_sessions" as never)
      .insert({
        formation_id: 5,
        starts_on: "2024-02-10",
        ends_on: "2024-02-12",
        city: "Dakar",
        capacity: 10,
        status: "planned",
      } as never)
      .select("id")
      .single();
    expect(history.error).toBeNull();
    const reopened = await boss.supabase
      .from("course_sessions" as never)
      .update({ status: "open" } as never)
      .eq("id", (history.data as unknown as { id: number }).id)
      .select("id");
    expect(reopened.error?.code).toBe("23514");
    expect(reopened.error?.message).toMatch(/passée/);
  }, 60_000);
});
