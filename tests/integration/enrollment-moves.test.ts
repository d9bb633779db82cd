import { describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, PASSWORD, api, backends, client, signedUpClient, uniqueEmail } from "../support";

type Person = Awaited<ReturnType<typeof signedUpClient>>;
const XOF_FORMATION = 1;

/**
 * A trainee moved to another session of the same formation, or replaced by a colleague (issue 43 item 8, decision
 * 1005), on each engine: capacity kept under concurrency, the seat and its payment transferred, the e-mails sent.
 */
describe.each(backends())("moving and replacing a trainee on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  async function session(capacity = 20, startsOn = "2030-05-04", endsOn = "2030-05-06", city = "Abidjan") {
    const { data, error } = await service()
      .from("course_sessions" as never)
      .insert({ formation_id: XOF_FORMATION, starts_on: startsOn, ends_on: endsOn, city, capacity } as never)
      .select("id")
      .single();
    expect(error).toBeNull();
    return (data as unknown as { id: number }).id;
  }

  const call = (name: string, body: unknown, token: string) =>
    api(url, `/functions/v1/${name}`, {
      method: "POST",
      token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  async function enrolled(sessionId: number, who?: Person) {
    const learner = who ?? (await signedUpClient(url, "Awa Koné"));
    const response = await call(
      "enrol",
      { session_id: sessionId, payment_method: "mobile" },
      learner.session.access_token,
    );
    expect(response.status).toBe(201);
    return { learner, enrollmentId: Number(((await response.json()) as { enrollment_id: number }).enrollment_id) };
  }

  async function admin(): Promise<Person> {
    const person = await signedUpClient(url, "Admin Formations");
    const { error } = await service().rpc(
      "set_user_role" as never,
      { target_user: person.user.id, new_role: "admin" } as never,
    );
    expect(error).toBeNull();
    return person;
  }

  const seatsHeld = async (id: number) =>
    Number(
      (
        (await service().from("course_sessions").select("seats_held").eq("id", id).single()).data as {
          seats_held: number;
        }
      ).seats_held,
    );
  const enrollment = async (id: number) =>
    (await service().from("enrollments").select("session_id, user_id, status, payment_reference").eq("id", id).single())
      .data as { session_id: number; user_id: string; status: string; payment_reference: string };

  const outbox = async () =>
    (await (await fetch(`${url}/_dev/outbox`)).json()) as { to: string; subject: string; text: string }[];
  async function mailsTo(email: string, count: number) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      await fetch(`${url}/_dev/jobs/run`, { method: "POST" });
      const found = (await outbox()).filter((m) => m.to === email);
      if (found.length >= count || Date.now() > deadline) return found;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it("a learner moves their seat to another session: the counters follow, the reference stays, the e-mail says it", async () => {
    const from = await session();
    const to = await session(20, "2030-06-08", "2030-06-10", "Dakar");
    const { learner, enrollmentId } = await enrolled(from);
    const before = await enrollment(enrollmentId);

    const moved = await call(
      "enrollment-move",
      { enrollment_id: enrollmentId, session_id: to },
      learner.session.access_token,
    );
    expect(moved.status).toBe(200);
    const after = await enrollment(enrollmentId);
    expect(after).toMatchObject({ session_id: to, status: "pending", payment_reference: before.payment_reference });
    expect(await seatsHeld(from)).toBe(0);
    expect(await seatsHeld(to)).toBe(1);
    const [mail] = await mailsTo(learner.email, 1).then((all) =>
      all.filter((m) => m.subject.startsWith("Changement de session")),
    );
    expect(mail.text).toContain("Dakar");

    // Another formation's session, the same session, a stranger: refused, nothing changed.
    const stranger = await signedUpClient(url);
    expect(
      (await call("enrollment-move", { enrollment_id: enrollmentId, session_id: from }, stranger.session.access_token))
        .status,
    ).toBe(404);
    const same = await call(
      "enrollment-move",
      { enrollment_id: enrollmentId, session_id: to },
      learner.session.access_token,
    );
    expect(same.status).toBe(422);
    const { data: otherFormation } = await service()
      .from("course_sessions" as never)
      .insert({
        formation_id: 3,
        starts_on: "2030-07-01",
        ends_on: "2030-07-02",
        city: "Montréal",
        capacity: 5,
      } as never)
      .select("id")
      .single();
    const wrong = await call(
      "enrollment-move",
      { enrollment_id: enrollmentId, session_id: (otherFormation as unknown as { id: number }).id },
      learner.session.access_token,
    );
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { error: string }).error).toContain("même formation");
    expect(await enrollment(enrollmentId)).toMatchObject({ session_id: to });
  });

  it("two seats moved at once into the last seat: one moves, the other is told the session is full", async () => {
    const from = await session();
    const to = await session(1, "2030-06-15", "2030-06-17");
    const a = await enrolled(from);
    const b = await enrolled(from);
    const answers = await Promise.all(
      [a, b].map((x) =>
        call("enrollment-move", { enrollment_id: x.enrollmentId, session_id: to }, x.learner.session.access_token),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(((await refused.json()) as { code: string }).code).toBe("session_full");
    expect(await seatsHeld(to)).toBe(1);
    expect(await seatsHeld(from)).toBe(1);
    const sessions = [(await enrollment(a.enrollmentId)).session_id, (await enrollment(b.enrollmentId)).session_id];
    expect(sessions.sort()).toEqual([from, to].sort());
  });

  it("past the free-cancellation day the learner may not move, staff still may until the start", async () => {
    const from = await session(20, inDays(10), inDays(11));
    const to = await session(20, inDays(40), inDays(41));
    const { learner, enrollmentId } = await enrolled(from);
    const late = await call(
      "enrollment-move",
      { enrollment_id: enrollmentId, session_id: to },
      learner.session.access_token,
    );
    expect(late.status).toBe(409);
    expect(((await late.json()) as { code: string; error: string }).code).toBe("transfer_window_closed");
    const staff = await admin();
    const moved = await call(
      "enrollment-move",
      { enrollment_id: enrollmentId, session_id: to },
      staff.session.access_token,
    );
    expect(moved.status).toBe(200);
    expect((await enrollment(enrollmentId)).session_id).toBe(to);
  });

  it("staff replace a trainee by a colleague's account: the seat and its payment go to them, both are told", async () => {
    const from = await session();
    const { learner, enrollmentId } = await enrolled(from);
    const confirmed = await service()
      .from("enrollments")
      .update({ status: "confirmed", status_reason: "Payé par l'employeur" } as never)
      .eq("id", enrollmentId);
    expect(confirmed.error).toBeNull();
    const colleague = await signedUpClient(url, "Koffi Yao");
    const staff = await admin();

    // A learner cannot hand their seat over themselves.
    expect(
      (
        await call(
          "enrollment-replace",
          { enrollment_id: enrollmentId, email: colleague.email },
          learner.session.access_token,
        )
      ).status,
    ).toBe(404);
    const replaced = await call(
      "enrollment-replace",
      { enrollment_id: enrollmentId, email: colleague.email.toUpperCase(), reason: "Mission à l'étranger" },
      staff.session.access_token,
    );
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({ status: "done" });
    expect(await enrollment(enrollmentId)).toMatchObject({
      user_id: colleague.user.id,
      status: "confirmed",
      session_id: from,
    });
    expect(await seatsHeld(from)).toBe(1);

    // RLS: the colleague reads the seat now, the former trainee no longer does.
    expect((await colleague.supabase.from("enrollments").select("id").eq("id", enrollmentId)).data).toEqual([
      { id: enrollmentId },
    ]);
    expect((await learner.supabase.from("enrollments").select("id").eq("id", enrollmentId)).data).toEqual([]);

    const toColleague = await mailsTo(colleague.email, 1);
    expect(toColleague.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Une place vous est attribuée/)]),
    );
    const toLearner = await mailsTo(learner.email, 1);
    expect(toLearner.find((m) => m.subject.startsWith("Votre place a été transférée"))?.text).toContain(
      colleague.email,
    );
  });

  it("a colleague without an account is invited; the seat is theirs when they sign up with that address", async () => {
    const from = await session();
    const { learner, enrollmentId } = await enrolled(from);
    const staff = await admin();
    const email = uniqueEmail("remplacant");
    const invited = await call(
      "enrollment-replace",
      { enrollment_id: enrollmentId, email },
      staff.session.access_token,
    );
    expect(invited.status).toBe(200);
    expect(await invited.json()).toMatchObject({ status: "invited" });
    expect((await enrollment(enrollmentId)).user_id).toBe(learner.user.id);
    const [invitation] = await mailsTo(email, 1);
    expect(invitation.subject).toMatch(/^Une place vous attend/);

    const signUp = await client(url).auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: "Fatou Diop" } },
    });
    expect(signUp.error).toBeNull();
    expect((await enrollment(enrollmentId)).user_id).toBe(signUp.data.user!.id);
    const { data: transfers } = await service()
      .from("enrollment_transfers" as never)
      .select("kind, status, actor")
      .eq("enrollment_id", enrollmentId);
    expect(transfers).toEqual([{ kind: "replace", status: "done", actor: "staff" }]);
  });
});
