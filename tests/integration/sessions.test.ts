import { describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, api, backends, client, signedUpClient } from "../support";

type Learner = Awaited<ReturnType<typeof signedUpClient>>;

/** Seats, the waitlist and its promotions, driven through /functions/v1 as the site calls them (issue 13). */
describe.each(backends())("sessions, seats and waitlist on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);

  async function admin() {
    const person = await signedUpClient(url, "Admin Sessions");
    const { error } = await service().rpc(
      "set_user_role" as never,
      { target_user: person.user.id, new_role: "admin" } as never,
    );
    expect(error).toBeNull();
    return person;
  }

  /** A session far enough ahead to enrol in, with `left` seats left once `capacity - left` are reserved offline. */
  async function session({
    formationId = 2,
    capacity = 10,
    left = capacity,
  }: { formationId?: number; capacity?: number; left?: number } = {}) {
    const { data, error } = await service()
      .from("course_sessions" as never)
      .insert({
        formation_id: formationId,
        starts_on: "2030-03-10",
        ends_on: "2030-03-12",
        city: "Abidjan",
        venue: "Plateau",
        capacity,
        reserved_seats: capacity - left,
      } as never)
      .select("id")
      .single();
    expect(error).toBeNull();
    return Number((data as unknown as { id: number }).id);
  }

  const call = (name: string, who: Learner | { session: { access_token: string } }, body: unknown) =>
    api(url, `/functions/v1/${name}`, {
      method: "POST",
      token: who.session.access_token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  async function seats(sessionId: number) {
    const { data } = await service()
      .from("course_sessions" as never)
      .select("capacity, reserved_seats, seats_held, seats_left, status")
      .eq("id", sessionId)
      .single();
    const row = data as unknown as {
      capacity: number;
      reserved_seats: number;
      seats_held: number;
      seats_left: number;
      status: string;
    };
    const { count } = await service()
      .from("enrollments")
      .select("id", { count: "exact", head: true })
      .eq("session_id" as never, sessionId as never)
      .in("status", ["pending", "confirmed", "completed"]);
    return { ...row, holding: count ?? -1 };
  }

  /** The invariant after every run: the counter is the truth, and held seats never exceed capacity. */
  async function expectInvariant(sessionId: number) {
    const now = await seats(sessionId);
    expect(now.seats_held).toBe(now.holding);
    expect(now.reserved_seats + now.holding).toBeLessThanOrEqual(now.capacity);
    return now;
  }

  const runJobs = () => fetch(`${url}/_dev/jobs/run`, { method: "POST" });
  const outbox = async () =>
    (await (await fetch(`${url}/_dev/outbox`)).json()) as { to: string; subject: string; text: string }[];

  it("50 learners race for the last 3 seats: exactly 3 hold one, 47 are told in French the session is full", async () => {
    const sessionId = await session({ capacity: 53, left: 3 });
    const learners = await Promise.all(Array.from({ length: 50 }, () => signedUpClient(url, "Apprenant Formation")));
    const answers = await Promise.all(
      learners.map((learner) => call("enrol", learner, { session_id: sessionId, payment_method: "carte" })),
    );
    const bodies = await Promise.all(
      answers.map(async (answer) => ({
        status: answer.status,
        body: (await answer.json()) as Record<string, unknown>,
      })),
    );
    const won = bodies.filter((b) => b.status === 201);
    const full = bodies.filter((b) => b.status === 409);
    expect(won).toHaveLength(3);
    expect(full).toHaveLength(47);
    for (const refused of full) {
      expect(refused.body.code).toBe("session_full");
      expect(refused.body.error).toMatch(/complète/);
    }
    for (const { body } of won) {
      expect(body).toMatchObject({ status: "pending", currency: "XOF" });
      expect(body.payment_reference).toMatch(/^PAC-\d{4}-\d{6}$/);
      expect(new Date(String(body.hold_expires_at)).getTime()).toBeGreaterThan(Date.now());
    }
    const after = await expectInvariant(sessionId);
    expect(after).toMatchObject({ seats_held: 3, seats_left: 0, status: "full" });
  }, 180_000);

  it("the seat invariant holds against direct writes by an admin and by the service role", async () => {
    const boss = await admin();
    const sessionId = await session({ capacity: 2 });
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => signedUpClient(url)));
    expect((await call("enrol", a, { session_id: sessionId, payment_method: "virement" })).status).toBe(201);
    expect((await call("enrol", b, { session_id: sessionId, payment_method: "virement" })).status).toBe(201);

    const shrink = await boss.supabase
      .from("course_sessions" as never)
      .update({ capacity: 1 } as never)
      .eq("id", sessionId);
    expect(shrink.error?.message).toMatch(/capacité/);
    const counter = await boss.supabase
      .from("course_sessions" as never)
      .update({ seats_held: 0 } as never)
      .eq("id", sessionId);
    expect(counter.error?.code).toBe("42501");
    const serviceCounter = await service()
      .from("course_sessions" as never)
      .update({ seats_held: 0 } as never)
      .eq("id", sessionId);
    expect(serviceCounter.error?.code).toBe("42501");
    const overbook = await service()
      .from("enrollments")
      .insert({
        formation_id: 2,
        session_id: sessionId,
        user_id: c.user.id,
        payment_method: "carte",
        status: "confirmed",
      } as never);
    expect(overbook.error?.message).toMatch(/complète/);
    const browserInsert = await c.supabase.from("enrollments").insert({
      formation_id: 2,
      session_id: sessionId,
      user_id: c.user.id,
      payment_method: "carte",
      status: "pending",
    } as never);
    expect(browserInsert.error?.code).toBe("42501");
    await expectInvariant(sessionId);
  }, 60_000);

  it("refuses clearly: unknown session, unfit payment method, twice the same formation, signed out", async () => {
    const learner = await signedUpClient(url);
    const cad = await session({ formationId: 3 });
    const unknown = await call("enrol", learner, { session_id: 99_999_999, payment_method: "carte" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "session_not_found" });
    const mobile = await call("enrol", learner, { session_id: cad, payment_method: "mobile" });
    expect(mobile.status).toBe(422);
    expect(await mobile.json()).toMatchObject({
      code: "payment_method_unavailable",
      error: expect.stringMatching(/XOF/),
    });
    const bad = await call("enrol", learner, { session_id: "abc", payment_method: "cheque" });
    expect(bad.status).toBe(422);
    const ok = await call("enrol", learner, { session_id: cad, payment_method: "carte" });
    expect(ok.status).toBe(201);
    const created = (await ok.json()) as { currency: string; enrollment_id: number };
    expect(created.currency).toBe("CAD");
    // A learner may only cancel their own pending enrollment, never confirm it (that is the payment's or an admin's).
    await learner.supabase.from("enrollments").update({ status: "confirmed" }).eq("id", created.enrollment_id);
    const still = await service().from("enrollments").select("status").eq("id", created.enrollment_id).single();
    expect(still.data?.status).toBe("pending");
    const twice = await call("enrol", learner, { session_id: cad, payment_method: "virement" });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({
      code: "already_enrolled",
      error: "Vous êtes déjà inscrit à cette formation.",
    });
    const anonymous = await api(url, "/functions/v1/enrol", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ session_id: cad, payment_method: "carte" }),
    });
    expect(anonymous.status).toBe(401);
    const notJson = await api(url, "/functions/v1/enrol", {
      method: "POST",
      token: learner.session.access_token,
      body: "{",
    });
    expect([400, 415]).toContain(notJson.status);
    await expectInvariant(cad);
  }, 60_000);

  it("a learner cannot enrol someone else, nor read another learner's waitlist rows", async () => {
    const [first, waiting, other] = await Promise.all([1, 2, 3].map(() => signedUpClient(url)));
    const sessionId = await session({ capacity: 1 });
    const sneaky = await call("enrol", first, {
      session_id: sessionId,
      payment_method: "carte",
      user_id: other.user.id,
    });
    expect(sneaky.status).toBe(201);
    const { enrollment_id } = (await sneaky.json()) as { enrollment_id: number };
    const owner = await service().from("enrollments").select("user_id").eq("id", enrollment_id).single();
    expect(owner.data?.user_id).toBe(first.user.id);

    const joined = await call("join-waitlist", waiting, { session_id: sessionId, user_id: other.user.id });
    expect(joined.status).toBe(201);
    expect(await joined.json()).toEqual({ position: 1 });
    const mine = await waiting.supabase.from("session_waitlist" as never).select("user_id, status");
    expect(mine.data).toEqual([{ user_id: waiting.user.id, status: "waiting" }]);
    const theirs = await other.supabase
      .from("session_waitlist" as never)
      .select("id")
      .eq("session_id", sessionId);
    expect(theirs.data).toEqual([]);
    const write = await other.supabase
      .from("session_waitlist" as never)
      .insert({ session_id: sessionId, user_id: other.user.id } as never);
    expect(write.error?.code).toBe("42501");
    const positions = await waiting.supabase.rpc("my_waitlist_positions" as never);
    expect(positions.data).toEqual([{ waitlist_id: expect.any(Number), session_id: sessionId, position: 1 }]);
    const notFull = await call("join-waitlist", other, { session_id: await session() });
    expect(notFull.status).toBe(409);
    expect(await notFull.json()).toMatchObject({ code: "seats_available" });
  }, 60_000);

  it("a learner's cancellation promotes the first waiting learner in the same transaction, with an e-mail", async () => {
    const [holder, first, second] = await Promise.all([1, 2, 3].map(() => signedUpClient(url)));
    const sessionId = await session({ capacity: 1 });
    const enrolled = (await (
      await call("enrol", holder, { session_id: sessionId, payment_method: "carte" })
    ).json()) as { enrollment_id: number };
    const full = await call("enrol", first, { session_id: sessionId, payment_method: "carte" });
    expect(full.status).toBe(409);
    expect((await call("join-waitlist", first, { session_id: sessionId, payment_method: "carte" })).status).toBe(201);
    expect(await (await call("join-waitlist", second, { session_id: sessionId })).json()).toEqual({ position: 2 });

    const othersCancel = await call("cancel", first, { enrollment_id: enrolled.enrollment_id });
    expect(othersCancel.status).toBe(404);
    const cancelled = await call("cancel", holder, { enrollment_id: enrolled.enrollment_id });
    expect(cancelled.status).toBe(200);

    const promoted = await service()
      .from("enrollments")
      .select("status, user_id, payment_method")
      .eq("session_id" as never, sessionId as never)
      .eq("status", "pending");
    expect(promoted.data).toEqual([{ status: "pending", user_id: first.user.id, payment_method: "carte" }]);
    const queue = await service()
      .from("session_waitlist" as never)
      .select("user_id, status")
      .eq("session_id", sessionId)
      .order("id");
    expect(queue.data).toEqual([
      { user_id: first.user.id, status: "promoted" },
      { user_id: second.user.id, status: "waiting" },
    ]);
    await expectInvariant(sessionId);

    await runJobs();
    await runJobs();
    // The waitlist e-mail told them their position; the promotion is told once.
    const mails = (await outbox()).filter(
      (mail) => mail.to === first.email && !mail.subject.startsWith("Liste d'attente"),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/place s'est libérée/);
  }, 60_000);

  it("an expired unpaid hold is cancelled by its job and its seat goes to the first in line", async () => {
    const [holder, waiting] = await Promise.all([1, 2].map(() => signedUpClient(url)));
    const sessionId = await session({ capacity: 1 });
    const enrolled = (await (
      await call("enrol", holder, { session_id: sessionId, payment_method: "mobile" })
    ).json()) as { enrollment_id: number };
    expect((await call("join-waitlist", waiting, { session_id: sessionId })).status).toBe(201);

    await runJobs();
    const still = await service().from("enrollments").select("status").eq("id", enrolled.enrollment_id).single();
    expect(still.data?.status).toBe("pending");

    const moved = await service()
      .from("enrollments")
      .update({ hold_expires_at: new Date(Date.now() - 60_000).toISOString() } as never)
      .eq("id", enrolled.enrollment_id);
    expect(moved.error).toBeNull();
    await runJobs();
    await runJobs();
    const expired = await service().from("enrollments").select("status").eq("id", enrolled.enrollment_id).single();
    expect(expired.data?.status).toBe("cancelled");
    const promoted = await service()
      .from("enrollments")
      .select("user_id, status, hold_expires_at")
      .eq("session_id" as never, sessionId as never)
      .eq("status", "pending");
    expect(promoted.data).toMatchObject([{ user_id: waiting.user.id, status: "pending" }]);
    await expectInvariant(sessionId);
    expect(
      (await outbox()).filter(
        (mail) => mail.to === waiting.email && mail.subject.startsWith("Une place s'est libérée"),
      ),
    ).toHaveLength(1);
  }, 60_000);

  it("raising the capacity promotes as many waiting learners as there are new seats", async () => {
    const boss = await admin();
    const [holder, w1, w2, w3] = await Promise.all([1, 2, 3, 4].map(() => signedUpClient(url)));
    const sessionId = await session({ capacity: 1 });
    expect((await call("enrol", holder, { session_id: sessionId, payment_method: "carte" })).status).toBe(201);
    for (const learner of [w1, w2, w3])
      expect((await call("join-waitlist", learner, { session_id: sessionId })).status).toBe(201);
    const raised = await boss.supabase
      .from("course_sessions" as never)
      .update({ capacity: 3 } as never)
      .eq("id", sessionId);
    expect(raised.error).toBeNull();
    expect(await seats(sessionId)).toMatchObject({ seats_left: 0, status: "full", holding: 3 });
    const pending = await service()
      .from("enrollments")
      .select("user_id")
      .eq("session_id" as never, sessionId as never)
      .eq("status", "pending")
      .order("id");
    expect(pending.data?.map((row) => row.user_id)).toEqual([holder.user.id, w1.user.id, w2.user.id]);
    await expectInvariant(sessionId);
  }, 60_000);

  it("a confirmed seat gets its convocation once and a reminder 48 h before; no completion before the last day", async () => {
    const boss = await admin();
    const learner = await signedUpClient(url);
    const sessionId = await session({ capacity: 5 });
    const { enrollment_id } = (await (
      await call("enrol", learner, { session_id: sessionId, payment_method: "virement" })
    ).json()) as { enrollment_id: number };
    const confirmed = await boss.supabase
      .from("enrollments")
      .update({ status: "confirmed", status_reason: "Convention de formation signée" } as never)
      .eq("id", enrollment_id)
      .select("status, hold_expires_at");
    expect(confirmed.data).toEqual([{ status: "confirmed", hold_expires_at: null }]);
    await runJobs();
    await runJobs();
    await runJobs();
    const mails = (await outbox()).filter((mail) => mail.to === learner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^Convocation/);
    expect(mails[0].text).toMatch(/du 10 au 12\smars 2030/);
    // The reminder is planned for 08:00 UTC two days before the start (10 March 2030): not a minute earlier.
    const key = `sessions.reminder:${enrollment_id}`;
    const runEarly = async (asOf: string) =>
      (
        (await (await fetch(`${url}/_dev/jobs/run?as_of=${asOf}&dedupe_key=${key}`, { method: "POST" })).json()) as {
          ran: number;
        }
      ).ran;
    expect(await runEarly("2030-03-08T07:59:00Z")).toBe(0);
    expect(await runEarly("2030-03-08T08:00:00Z")).toBe(1);
    expect(await runEarly("2030-03-08T08:00:00Z")).toBe(0);
    await runJobs();
    const withReminder = (await outbox()).filter((mail) => mail.to === learner.email);
    expect(withReminder).toHaveLength(2);
    const reminder = withReminder.find((mail) => mail.subject.startsWith("Rappel"));
    expect(reminder?.subject).toMatch(/^Rappel : .* commence dans 48 heures$/);
    expect(reminder?.text).toMatch(/du 10 au 12\smars 2030/);

    const early = await boss.supabase.from("enrollments").update({ status: "completed" }).eq("id", enrollment_id);
    expect(early.error?.message).toMatch(/pas encore terminée.*12\smars 2030/);
    const certificates = await service().from("certificates").select("id").eq("enrollment_id", enrollment_id);
    expect(certificates.data).toEqual([]);
  }, 60_000);
});
