import { describe, expect, it } from "vitest";
import { CANCELLATION_POLICY } from "../../common/cancellation-policy";
import { DEV_SERVICE_ROLE_KEY, api, backends, client, signedUpClient } from "../support";

type Learner = Awaited<ReturnType<typeof signedUpClient>>;
const XOF_FORMATION = 1; // 950 000 XOF
const DAY_MS = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

/**
 * Issue 23 items 1 and 4, from outside as the site and an attacker call them: resuming a payment, the cancellation
 * policy applied by the database, leaving a waitlist, one hold per enrollment, per-account limits (429).
 */
describe.each(backends())("the learner's space off the happy path on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);

  const call = (name: string, who: Learner, body: unknown) =>
    api(url, `/functions/v1/${name}`, {
      method: "POST",
      token: who.session.access_token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  async function session({
    startsInDays = 400,
    capacity = 10,
    formationId = XOF_FORMATION,
  }: { startsInDays?: number; capacity?: number; formationId?: number } = {}) {
    const { data, error } = await service()
      .from("course_sessions")
      .insert({
        formation_id: formationId,
        starts_on: isoDay(startsInDays),
        ends_on: isoDay(startsInDays + 2),
        city: "Dakar",
        capacity,
      })
      .select("id")
      .single();
    expect(error).toBeNull();
    return data!.id;
  }

  async function enrol(learner: Learner, sessionId: number, method: "carte" | "mobile" | "virement" = "carte") {
    const response = await call("enrol", learner, { session_id: sessionId, payment_method: method });
    expect(response.status).toBe(201);
    return (await response.json()) as { enrollment_id: number; hold_expires_at: string };
  }

  const enrollment = async (id: number) =>
    (await service().from("enrollments").select("status, hold_expires_at").eq("id", id).single()).data!;

  /** Marks an enrollment paid as the payments side would (a succeeded attempt, then confirmed). */
  async function markPaid(enrollmentId: number, learner: Learner) {
    const paid = await service()
      .from("payments")
      .insert({
        enrollment_id: enrollmentId,
        user_id: learner.user.id,
        provider: "sandbox",
        channel: "carte",
        amount: 950000,
        currency: "XOF",
        status: "succeeded",
        provider_reference: `test-${enrollmentId}`,
      })
      .select("id")
      .single();
    expect(paid.error).toBeNull();
    const confirmed = await service().from("enrollments").update({ status: "confirmed" }).eq("id", enrollmentId);
    expect(confirmed.error).toBeNull();
  }

  it("the database's policy is the one the CGV and the screens state", async () => {
    const { data, error } = await client(url).rpc("cancellation_policy");
    expect(error).toBeNull();
    expect(data).toEqual([
      { free_cancellation_days: CANCELLATION_POLICY.freeCancellationDays, refund_days: CANCELLATION_POLICY.refundDays },
    ]);
  });

  it("a learner who left the checkout resumes payment: a new attempt on the same enrollment, the hold unchanged", async () => {
    const learner = await signedUpClient(url);
    const { enrollment_id: id, hold_expires_at } = await enrol(learner, await session());
    const first = await call("create-payment", learner, { enrollment_id: id, channel: "carte" });
    expect(first.status).toBe(201);
    const resumed = await call("create-payment", learner, {
      enrollment_id: id,
      channel: "wave",
      phone: "+221 77 123 45 67",
    });
    expect(resumed.status).toBe(201);
    expect(await resumed.json()).toMatchObject({ checkout_url: expect.stringContaining("transaction=") });
    const attempts = await learner.supabase.from("payments").select("enrollment_id, channel").order("id");
    expect(attempts.data).toEqual([
      { enrollment_id: id, channel: "carte" },
      { enrollment_id: id, channel: "wave" },
    ]);
    expect(new Date((await enrollment(id)).hold_expires_at!).getTime()).toBe(new Date(hold_expires_at).getTime());
  }, 60_000);

  it("a transfer hold is not extended by attempts; a card enrollment switching to a transfer gets it from enrollment", async () => {
    const learner = await signedUpClient(url);
    const { enrollment_id: id, hold_expires_at } = await enrol(learner, await session(), "virement");
    for (const channel of ["virement", "virement", "carte"]) {
      expect((await call("create-payment", learner, { enrollment_id: id, channel })).status).toBe(201);
    }
    expect(new Date((await enrollment(id)).hold_expires_at!).getTime()).toBe(new Date(hold_expires_at).getTime());

    const other = await signedUpClient(url);
    const byCard = await enrol(other, await session(), "carte");
    const created = (await service().from("enrollments").select("created_at").eq("id", byCard.enrollment_id).single())
      .data!.created_at;
    expect(
      (await call("create-payment", other, { enrollment_id: byCard.enrollment_id, channel: "virement" })).status,
    ).toBe(201);
    expect(
      (await call("create-payment", other, { enrollment_id: byCard.enrollment_id, channel: "virement" })).status,
    ).toBe(201);
    const hold = new Date((await enrollment(byCard.enrollment_id)).hold_expires_at!).getTime();
    expect(hold).toBe(new Date(created).getTime() + 5 * DAY_MS);

    // A lapsed hold is not revived by an attempt: the seat is released and the learner told so.
    await service()
      .from("enrollments")
      .update({ hold_expires_at: new Date(Date.now() - 1000).toISOString() })
      .eq("id", byCard.enrollment_id);
    // Whoever comes first releases it: the function (hold_expired) or, on a busy machine, the server's hold-expiry
    // job between the update and the call (the enrollment is then no longer payable). Never a new attempt.
    const late = await call("create-payment", other, { enrollment_id: byCard.enrollment_id, channel: "carte" });
    expect(late.status).toBe(409);
    expect(["hold_expired", "not_payable"]).toContain(((await late.json()) as { code: string }).code);
    expect((await enrollment(byCard.enrollment_id)).status).toBe("cancelled");
    const { count } = await service()
      .from("payments")
      .select("id", { count: "exact", head: true })
      .eq("enrollment_id", byCard.enrollment_id)
      .eq("channel", "carte");
    expect(count).toBe(0);
  }, 60_000);

  it("the 61st payment attempt of one account within a minute is refused with 429 and a French message", async () => {
    const learner = await signedUpClient(url);
    const { enrollment_id: id } = await enrol(learner, await session(), "virement");
    for (let attempt = 1; attempt <= 60; attempt++) {
      const answer = await call("create-payment", learner, { enrollment_id: id, channel: "virement" });
      expect(answer.status, `attempt ${attempt}`).toBe(201);
    }
    const refused = await call("create-payment", learner, { enrollment_id: id, channel: "virement" });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      code: "too_many_payment_attempts",
      error: expect.stringMatching(/Trop de tentatives de paiement/),
    });
    // Another account is not slowed down by it.
    const other = await signedUpClient(url);
    const theirs = await enrol(other, await session(), "virement");
    expect(
      (await call("create-payment", other, { enrollment_id: theirs.enrollment_id, channel: "virement" })).status,
    ).toBe(201);
  }, 120_000);

  it("enrollments and cancellations are limited per account and hour: the 21st is answered 429", async () => {
    const learner = await signedUpClient(url);
    const sessionId = await session();
    for (let round = 0; round < 10; round++) {
      const { enrollment_id } = await enrol(learner, sessionId);
      expect((await call("cancel", learner, { enrollment_id })).status).toBe(200);
    }
    const refused = await call("enrol", learner, { session_id: sessionId, payment_method: "carte" });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      code: "too_many_enrolment_changes",
      error: expect.stringMatching(/Trop d'inscriptions ou d'annulations/),
    });
    const seatsHeld = (await service().from("course_sessions").select("seats_held").eq("id", sessionId).single()).data;
    expect(seatsHeld).toEqual({ seats_held: 0 });
  }, 120_000);

  it("within the policy a paid seat is cancelled, the refund recorded with its date, who and why kept", async () => {
    const learner = await signedUpClient(url);
    const { enrollment_id: id } = await enrol(learner, await session({ startsInDays: 60 }));
    await markPaid(id, learner);
    // The convocation of a confirmed seat, as a PDF, to its learner only.
    const convocation = await call("convocation", learner, { enrollment_id: id });
    expect(convocation.status).toBe(200);
    expect(convocation.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await convocation.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const stranger = await signedUpClient(url);
    expect((await call("convocation", stranger, { enrollment_id: id })).status).toBe(404);
    const cancelled = await call("cancel", learner, { enrollment_id: id, reason: "Mission reportée" });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({
      enrollment_id: id,
      status: "cancelled",
      refund: { amount: 950000, currency: "XOF", due_on: isoDay(CANCELLATION_POLICY.refundDays) },
      free_cancellation_until: isoDay(60 - CANCELLATION_POLICY.freeCancellationDays),
    });
    // A cancelled seat has no convocation any more.
    expect((await call("convocation", learner, { enrollment_id: id })).status).toBe(404);
    const refunds = await learner.supabase.from("refunds").select("amount, status").eq("enrollment_id", id);
    expect(refunds.data).toEqual([{ amount: 950000, status: "due" }]);
    const history = await learner.supabase
      .from("enrollment_status_changes")
      .select("old_status, new_status, actor, reason, changed_by")
      .eq("enrollment_id", id)
      .order("id");
    expect(history.data?.at(-1)).toEqual({
      old_status: "confirmed",
      new_status: "cancelled",
      actor: "learner",
      reason: "Mission reportée",
      changed_by: learner.user.id,
    });
  }, 60_000);

  it("outside the policy a paid seat cannot be cancelled online; an unpaid hold still can, nothing owed", async () => {
    const learner = await signedUpClient(url);
    const close = await session({ startsInDays: CANCELLATION_POLICY.freeCancellationDays - 3 });
    const { enrollment_id: paidId } = await enrol(learner, close);
    await markPaid(paidId, learner);
    const refused = await call("cancel", learner, { enrollment_id: paidId });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      code: "cancellation_window_closed",
      error: expect.stringMatching(/L'annulation gratuite était possible jusqu'au/),
    });
    expect((await enrollment(paidId)).status).toBe("confirmed");

    const other = await signedUpClient(url);
    const { enrollment_id: heldId } = await enrol(other, close);
    const freed = await call("cancel", other, { enrollment_id: heldId });
    expect(freed.status).toBe(200);
    expect(await freed.json()).toMatchObject({ status: "cancelled", refund: null });
    const again = await call("cancel", other, { enrollment_id: heldId });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "not_cancellable" });
  }, 60_000);

  it("a learner leaves a waitlist; leaving twice or someone else's place is 404", async () => {
    const [holder, waiting, stranger] = await Promise.all([1, 2, 3].map(() => signedUpClient(url)));
    const sessionId = await session({ capacity: 1 });
    await enrol(holder, sessionId);
    expect((await call("join-waitlist", waiting, { session_id: sessionId })).status).toBe(201);
    const notTheirs = await call("leave-waitlist", stranger, { session_id: sessionId });
    expect(notTheirs.status).toBe(404);
    expect(await notTheirs.json()).toMatchObject({ code: "not_on_waitlist" });
    const left = await call("leave-waitlist", waiting, { session_id: sessionId });
    expect(left.status).toBe(200);
    expect(await waiting.supabase.rpc("my_waitlist_positions")).toMatchObject({ data: [] });
    expect((await call("leave-waitlist", waiting, { session_id: sessionId })).status).toBe(404);
  }, 60_000);

  it("cross-user attempts are refused: paying, cancelling someone else's enrollment (a trainer included) is 404", async () => {
    const [owner, other, trainer] = await Promise.all([1, 2, 3].map(() => signedUpClient(url)));
    const made = await service().rpc("set_user_role", { target_user: trainer.user.id, new_role: "trainer" });
    expect(made.error).toBeNull();
    const formation = await service()
      .from("formations")
      .insert({
        theme: "Gestion",
        title: `Cours du formateur ${Date.now()}`,
        description: "",
        duration: "2 jours",
        formats: ["Présentiel"],
        price: 500000,
        price_currency: "XOF",
        trainer_id: trainer.user.id,
      })
      .select("id")
      .single();
    expect(formation.error).toBeNull();
    const { enrollment_id: id } = await enrol(owner, await session({ formationId: formation.data!.id }));
    // The trainer sees the learners of their formation, and still cannot cancel for them.
    expect(await trainer.supabase.from("enrollments").select("id").eq("id", id)).toMatchObject({ data: [{ id }] });
    const pay = await call("create-payment", other, { enrollment_id: id, channel: "carte" });
    expect(pay.status).toBe(404);
    for (const who of [other, trainer]) {
      const cancel = await call("cancel", who, { enrollment_id: id });
      expect(cancel.status).toBe(404);
      expect(await cancel.json()).toEqual({ code: "enrollment_not_found", error: "Inscription introuvable." });
    }
    expect((await enrollment(id)).status).toBe("pending");
    expect(await other.supabase.from("payments").select("id").eq("enrollment_id", id)).toMatchObject({ data: [] });
  }, 60_000);
});
