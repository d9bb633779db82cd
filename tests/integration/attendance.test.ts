import { describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, api, backends, client, signedUpClient } from "../support";
import { pdfText } from "./pdf-text";
import { dataUrl, onebitPng } from "./png-images";

type Person = Awaited<ReturnType<typeof signedUpClient>>;
const MINUTE = 60_000;

/**
 * Attendance, certificates from attendance and evaluations (issue 27), with real accounts trying what they may not:
 * the rules live in the database (RLS, security-definer functions), so they are tested through supabase-js.
 */
describe.each(backends())("attendance, certificates and evaluations on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const rpc = async (who: Person | null, name: string, args: Record<string, unknown>) =>
    (who ? who.supabase : client(url)).rpc(name as never, args as never) as unknown as Promise<{
      data: unknown;
      error: { code?: string; message: string } | null;
      status: number;
    }>;

  /** What a caller learns from an answer. */
  const answerOf = ({ data, error, status }: { data: unknown; error: unknown; status: number }) => ({
    data,
    error,
    status,
  });

  async function withRole(name: string, role: "admin" | "trainer") {
    const person = await signedUpClient(url, name);
    const { error } = await service().rpc(
      "set_user_role" as never,
      { target_user: person.user.id, new_role: role } as never,
    );
    expect(error).toBeNull();
    return person;
  }

  /**
   * A session today, its trainer, `learners` confirmed learners, and two half-days placed around now: `past` ended
   * two hours ago, `open` is under way.
   */
  async function sessionToday(learnerCount = 3) {
    const admin = await withRole("Admin Émargement", "admin");
    const trainer = await withRole("Formateur Émargement", "trainer");
    const today = new Date().toISOString().slice(0, 10);
    const { data, error } = await service()
      .from("course_sessions")
      .insert({
        formation_id: 12,
        starts_on: today,
        ends_on: today,
        city: "Abidjan",
        capacity: 10,
        trainer_id: trainer.user.id,
      } as never)
      .select("id")
      .single();
    expect(error).toBeNull();
    const sessionId = Number((data as { id: number }).id);
    const generated = await admin.supabase
      .from("session_slots" as never)
      .select("id")
      .eq("session_id", sessionId);
    expect((generated.data as unknown[]).length).toBe(2);
    const iso = (offset: number) => new Date(Date.now() + offset * MINUTE).toISOString();
    const slots = (generated.data as { id: number }[]).map((slot) => slot.id).sort((a, b) => a - b);
    // Staff edit the timetable: the first half-day is over, the second under way.
    for (const [id, starts, ends] of [
      [slots[0], -300, -120],
      [slots[1], -10, 180],
    ] as const) {
      const moved = await admin.supabase
        .from("session_slots" as never)
        .update({ starts_at: iso(starts), ends_at: iso(ends) } as never)
        .eq("id", id);
      expect(moved.error).toBeNull();
    }
    const learners: Person[] = [];
    const enrollments: number[] = [];
    for (let i = 0; i < learnerCount; i++) {
      const learner = await signedUpClient(url, `Apprenant ${i + 1}`);
      const row = await service()
        .from("enrollments")
        .insert({
          formation_id: 12,
          session_id: sessionId,
          user_id: learner.user.id,
          payment_method: "virement",
          status: "confirmed",
        } as never)
        .select("id")
        .single();
      expect(row.error).toBeNull();
      learners.push(learner);
      enrollments.push(Number((row.data as { id: number }).id));
    }
    return { admin, trainer, sessionId, past: slots[0], open: slots[1], learners, enrollments };
  }

  // What the signature pad sends: a PNG of 300 × 120.
  const SIGNATURE = dataUrl(onebitPng(300, 120));
  const code = async (trainer: Person, slot: number) => {
    const { data, error } = await rpc(trainer, "slot_code", { p_slot: slot });
    expect(error).toBeNull();
    return (data as { code: string }[])[0].code;
  };

  it("confirmed learners sign by the code, once; others, and signatures outside the window, are refused", async () => {
    const { trainer, open, past, learners } = await sessionToday(2);
    const outsider = await signedUpClient(url, "Pas Inscrit");
    const openCode = await code(trainer, open);
    expect(openCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);

    const signed = await rpc(learners[0], "sign_attendance", {
      p_code: openCode.toLowerCase(),
      p_signature: SIGNATURE,
    });
    expect(signed.error).toBeNull();
    expect((signed.data as { status: string }[])[0].status).toBe("present");
    const tapped = await rpc(learners[1], "sign_attendance", {
      p_code: openCode,
      p_latitude: 5.32,
      p_longitude: -4.02,
    });
    expect(tapped.error).toBeNull();

    const twice = await rpc(learners[0], "sign_attendance", { p_code: openCode });
    expect(twice.error?.message).toMatch(/déjà émargé/);
    // Someone not enrolled learns nothing from a live code: the same answer as for an unknown one (no row), and
    // nothing recorded.
    const notEnrolled = await rpc(outsider, "sign_attendance", { p_code: openCode });
    const unknownToOutsider = await rpc(outsider, "sign_attendance", { p_code: "ZZZZZZ" });
    const malformed = await rpc(outsider, "sign_attendance", { p_code: "not a code" });
    expect(answerOf(notEnrolled)).toEqual({ data: [], error: null, status: 200 });
    expect(answerOf(unknownToOutsider)).toEqual(answerOf(notEnrolled));
    expect(answerOf(malformed)).toEqual(answerOf(notEnrolled));
    const anonymous = await rpc(null, "sign_attendance", { p_code: openCode });
    expect(anonymous.error).not.toBeNull();
    const afterWindow = await rpc(learners[0], "sign_attendance", { p_code: await code(trainer, past) });
    expect(afterWindow.error?.message).toMatch(/fermé/);
    const unknown = await rpc(learners[0], "sign_attendance", { p_code: "ZZZZZZ" });
    expect(answerOf(unknown)).toEqual(answerOf(notEnrolled));

    // Nobody writes attendance directly, not even their own.
    const direct = await learners[0].supabase.from("attendance" as never).insert({
      slot_id: past,
      enrollment_id: 1,
      user_id: learners[0].user.id,
      status: "present",
      method: "tap",
    } as never);
    expect(direct.error).not.toBeNull();
    // A learner reads their own rows only; the code is not readable through the API.
    const mine = await learners[1].supabase.from("attendance" as never).select("user_id, method, latitude");
    expect(mine.data).toEqual([{ user_id: learners[1].user.id, method: "tap", latitude: 5.32 }]);
    const codeColumn = await learners[1].supabase.from("session_slots" as never).select("code");
    expect(codeColumn.error).not.toBeNull();
  }, 120_000);

  it("the trainer marks and signs only their own sessions; afterwards staff correct with a reason, kept in history", async () => {
    const first = await sessionToday(1);
    const other = await withRole("Autre Formateur", "trainer");
    const [enrollment] = first.enrollments;

    expect((await rpc(other, "slot_code", { p_slot: first.open })).error?.code).toBe("42501");
    const foreignMark = await rpc(other, "mark_attendance", {
      p_slot: first.open,
      p_enrollment: enrollment,
      p_status: "absent",
      p_reason: "Pas venu",
    });
    expect(foreignMark.error?.code).toBe("42501");
    expect((await rpc(other, "sign_slot", { p_slot: first.open, p_signature: SIGNATURE })).error?.code).toBe("42501");
    expect(
      (
        await other.supabase
          .from("attendance" as never)
          .select("id")
          .eq("slot_id", first.open)
      ).data,
    ).toEqual([]);

    const noReason = await rpc(first.trainer, "mark_attendance", {
      p_slot: first.open,
      p_enrollment: enrollment,
      p_status: "absent",
      p_reason: "",
    });
    expect(noReason.error?.message).toMatch(/raison/);
    const marked = await rpc(first.trainer, "mark_attendance", {
      p_slot: first.open,
      p_enrollment: enrollment,
      p_status: "absent",
      p_reason: "Malade, prévenu par téléphone",
    });
    expect(marked.error).toBeNull();
    expect((await rpc(first.trainer, "sign_slot", { p_slot: first.open, p_signature: SIGNATURE })).error).toBeNull();
    // Closed: the trainer can no longer change it, nor can the learner sign.
    const late = await rpc(first.trainer, "mark_attendance", {
      p_slot: first.open,
      p_enrollment: enrollment,
      p_status: "present",
      p_reason: "Arrivé finalement",
    });
    expect(late.error?.message).toMatch(/déjà signé/);
    const trainerCorrects = await rpc(first.trainer, "correct_attendance", {
      p_slot: first.open,
      p_enrollment: enrollment,
      p_status: "present",
      p_reason: "Erreur",
    });
    expect(trainerCorrects.error?.code).toBe("42501");

    const withoutReason = await rpc(first.admin, "correct_attendance", {
      p_slot: first.open,
      p_enrollment: enrollment,
      p_status: "present",
      p_reason: " ",
    });
    expect(withoutReason.error?.message).toMatch(/raison/);
    const corrected = await rpc(first.admin, "correct_attendance", {
      p_slot: first.open,
      p_enrollment: enrollment,
      p_status: "excused",
      p_reason: "Arrêt maladie reçu",
    });
    expect(corrected.error).toBeNull();
    const history = await first.admin.supabase
      .from("attendance_corrections" as never)
      .select("old_status, new_status, reason, corrected_by")
      .eq("slot_id", first.open);
    expect(history.data).toEqual([
      { old_status: "absent", new_status: "excused", reason: "Arrêt maladie reçu", corrected_by: first.admin.user.id },
    ]);

    // The attendance screen reads one session's marks and corrections, filtered by the database through the slot
    // (issue 46 item 5): this session's rows only, for staff and its trainer; another session's screen has none.
    const second = await sessionToday(1);
    const screen = (who: Person, table: string, session: number) =>
      who.supabase
        .from(table as never)
        .select("slot_id, enrollment_id, session_slots!inner(session_id)")
        .eq("session_slots.session_id" as never, session as never);
    for (const who of [first.admin, first.trainer]) {
      for (const table of ["attendance", "attendance_corrections"]) {
        const rows = await screen(who, table, first.sessionId);
        expect(rows.error).toBeNull();
        expect(rows.data).toEqual([
          { slot_id: first.open, enrollment_id: enrollment, session_slots: { session_id: first.sessionId } },
        ]);
      }
    }
    expect((await screen(first.admin, "attendance", second.sessionId)).data).toEqual([]);
    expect((await screen(other, "attendance", first.sessionId)).data).toEqual([]);
  }, 120_000);

  it("the achievement certificate waits for the attendance rule unless staff override it; completion certificates verify", async () => {
    const { admin, trainer, sessionId, past, open, learners, enrollments } = await sessionToday(2);
    // Both attended the past half-day; only the first signs the open one.
    for (const enrollment of enrollments) {
      const present = await rpc(admin, "correct_attendance", {
        p_slot: past,
        p_enrollment: enrollment,
        p_status: "present",
        p_reason: "Feuille papier du matin",
      });
      expect(present.error).toBeNull();
    }
    expect((await rpc(learners[0], "sign_attendance", { p_code: await code(trainer, open) })).error).toBeNull();
    const refused = await admin.supabase.from("enrollments").update({ status: "completed" }).eq("id", enrollments[1]);
    expect(refused.error?.message).toMatch(/Assiduité insuffisante : 48 % .* 80 %/);
    expect((await admin.supabase.from("certificates").select("id").eq("enrollment_id", enrollments[1])).data).toEqual(
      [],
    );
    const allowed = await admin.supabase.from("enrollments").update({ status: "completed" }).eq("id", enrollments[0]);
    expect(allowed.error).toBeNull();

    expect(
      (await rpc(trainer, "override_attendance_rule", { p_enrollment: enrollments[1], p_reason: "Dérogation" })).error
        ?.code,
    ).toBe("42501");
    expect(
      (await rpc(admin, "override_attendance_rule", { p_enrollment: enrollments[1], p_reason: "" })).error,
    ).not.toBeNull();
    const override = await rpc(admin, "override_attendance_rule", {
      p_enrollment: enrollments[1],
      p_reason: "Absence justifiée, travail rattrapé",
    });
    expect(override.error).toBeNull();
    expect(
      (await admin.supabase.from("enrollments").update({ status: "completed" }).eq("id", enrollments[1])).error,
    ).toBeNull();
    const recorded = await admin.supabase
      .from("attendance_rule_overrides" as never)
      .select("reason, granted_by")
      .eq("enrollment_id", enrollments[1]);
    expect(recorded.data).toEqual([{ reason: "Absence justifiée, travail rattrapé", granted_by: admin.user.id }]);

    // Closing the last half-day issues the certificates of completion.
    expect((await rpc(trainer, "sign_slot", { p_slot: open, p_signature: SIGNATURE })).error).toBeNull();
    const mine = await learners[1].supabase
      .from("completion_certificates" as never)
      .select("number, planned_minutes, attended_minutes");
    const [certificate] = mine.data as { number: string; planned_minutes: number; attended_minutes: number }[];
    expect(certificate).toMatchObject({ planned_minutes: 370, attended_minutes: 180 });
    expect(certificate.number).toMatch(/^PR(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    const verified = await client(url).rpc("verify_certificate", {
      certificate_number: certificate.number.toLowerCase(),
    });
    expect(verified.data?.[0]).toMatchObject({
      valid: true,
      formation_title: expect.stringMatching(/3 h 00 suivies sur 6 h 10/),
    });
    const pdf = await api(url, "/functions/v1/completion-certificate", {
      method: "POST",
      token: learners[1].session.access_token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ number: certificate.number }),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    // A diploma (issue 48 item 5): the trainer, the hours and the date written out.
    const printedCertificate = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(printedCertificate).toContain("animée par Formateur Émargement");
    expect(printedCertificate).toContain("3 h suivies sur 6 h 10 prévues");
    expect(printedCertificate).toMatch(/Fait à Montréal, le \d{1,2}(er)? [a-zéû]+ \d{4}/);
    // Typed as a person would: lower case, the letter o for a zero.
    const typed = await api(url, "/functions/v1/completion-certificate", {
      method: "POST",
      token: learners[1].session.access_token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ number: ` ${certificate.number.toLowerCase().replace(/0/g, "o")} ` }),
    });
    expect(typed.status).toBe(200);
    const someoneElse = await api(url, "/functions/v1/completion-certificate", {
      method: "POST",
      token: learners[0].session.access_token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ number: certificate.number }),
    });
    expect(someoneElse.status).toBe(404);

    const sheet = (who: Person) =>
      api(url, "/functions/v1/attendance-sheet", {
        method: "POST",
        token: who.session.access_token,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ session_id: sessionId }),
      });
    expect((await sheet(learners[0])).status).toBe(403);
    const trainerSheet = await sheet(trainer);
    expect(trainerSheet.status).toBe(200);
    expect(trainerSheet.headers.get("content-type")).toBe("application/pdf");
    const printed = pdfText(new Uint8Array(await trainerSheet.arrayBuffer()));
    for (const name of ["Apprenant 1", "Apprenant 2", "Formateur Émargement", "Heures suivies", "3 h"]) {
      expect(printed).toContain(name);
    }
    expect((await sheet(admin)).status).toBe(200);
    const unknown = await api(url, "/functions/v1/attendance-sheet", {
      method: "POST",
      token: admin.session.access_token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ session_id: 987_654_321 }),
    });
    expect(unknown.status).toBe(404);
    const unreadable = await api(url, "/functions/v1/attendance-sheet", {
      method: "POST",
      token: admin.session.access_token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ session_id: "demain" }),
    });
    expect(unreadable.status).toBe(422);
    // Only the function may call its database entry point.
    expect(
      (await rpc(trainer, "function_attendance_sheet", { p_caller: { role: "admin" }, p_session: sessionId })).error
        ?.code,
    ).toBe("42501");
  }, 180_000);

  it("the hot evaluation: one e-mailed link per learner, no password, one answer; results add up; the cold one waits 90 days", async () => {
    const { admin, trainer, sessionId, past, open, learners, enrollments } = await sessionToday(3);
    for (const enrollment of enrollments) {
      await rpc(admin, "correct_attendance", {
        p_slot: past,
        p_enrollment: enrollment,
        p_status: "present",
        p_reason: "Feuille papier du matin",
      });
    }
    expect((await rpc(trainer, "sign_slot", { p_slot: open, p_signature: SIGNATURE })).error).toBeNull();
    await fetch(`${url}/_dev/jobs/run`, { method: "POST" });
    await fetch(`${url}/_dev/jobs/run`, { method: "POST" });
    const outbox = (await (await fetch(`${url}/_dev/outbox`)).json()) as {
      to: string;
      subject: string;
      text: string;
    }[];
    const links = learners.map((learner) => {
      const mail = outbox.find((m) => m.to === learner.email && m.subject.startsWith("Votre avis sur la formation"));
      expect(mail, `hot evaluation e-mail to ${learner.email}`).toBeDefined();
      return /\/evaluation\/([A-Za-z0-9_-]{32})/.exec(mail!.text)![1];
    });

    const open_ = await api(url, `/functions/v1/evaluation?token=${links[0]}`, { headers: { authorization: "" } });
    expect(open_.status).toBe(200);
    expect(await open_.json()).toMatchObject({ kind: "hot", answered: false });
    const answer = (token: string, body: Record<string, unknown>) =>
      api(url, "/functions/v1/evaluation", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token, ...body }),
      });
    const full = {
      rating_overall: 5,
      rating_content: 4,
      rating_trainer: 5,
      rating_organisation: 3,
      recommendation: 10,
    };
    expect((await answer(links[0], { ...full, rating_trainer: 9 })).status).toBe(422);
    // An empty answer (what « Envoyer » sent with nothing ticked) is refused, never read as a request for the form.
    const empty = await answer(links[0], { comment: "" });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { code: string }).code).toBe("invalid_answer");
    expect((await answer(links[0], { ...full, comment: "Très concret." })).status).toBe(201);
    const second = await answer(links[0], { ...full, rating_overall: 1 });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { code: string }).code).toBe("already_answered");
    expect((await answer(links[1], { ...full, rating_overall: 3, recommendation: 5 })).status).toBe(201);
    expect((await answer("A".repeat(32), full)).status).toBe(404);
    const garbled = await api(url, "/functions/v1/evaluation", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"token": "${links[2]}", "rating_overall": 5`,
    });
    expect(garbled.status).toBe(400);
    expect((await answer(links[2], {}).then((r) => r.json())) as { answered: boolean }).toMatchObject({
      answered: false,
    });

    const results = await admin.supabase.rpc("evaluation_results" as never, {} as never);
    const row = (results.data as unknown as Record<string, unknown>[]).find((r) => Number(r.session_id) === sessionId);
    expect(row).toMatchObject({
      learners: 3,
      invited: 3,
      answers: 2,
      response_rate: 67,
      distribution: [0, 0, 1, 0, 1],
      promoters: 1,
      detractors: 1,
      nps: 0,
    });
    expect(Number(row!.avg_overall)).toBe(4);
    // One session by p_session (the quality report's call): the same figures, computed for it alone (decision 1062).
    const one = await admin.supabase.rpc("evaluation_results" as never, { p_session: sessionId } as never);
    expect(one.data).toEqual([row]);
    const foreign = await trainer.supabase.rpc(
      "evaluation_results" as never,
      { p_session: sessionId + 100000 } as never,
    );
    expect(foreign.data).toEqual([]);
    const trainerView = await trainer.supabase.rpc("evaluation_results" as never, {} as never);
    expect((trainerView.data as unknown as { session_id: number }[]).map((r) => Number(r.session_id))).toEqual([
      sessionId,
    ]);
    const learnerView = await learners[0].supabase.rpc("evaluation_results" as never, {} as never);
    expect(learnerView.data).toEqual([]);
    const report = await api(url, "/functions/v1/quality-report", {
      method: "POST",
      token: trainer.session.access_token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ session_id: sessionId }),
    });
    expect(report.headers.get("content-type")).toBe("application/pdf");
    // Averages as the database rounds them, two decimals in French: « 4,50 / 5 ».
    expect(pdfText(new Uint8Array(await report.arrayBuffer()))).toMatch(/Satisfaction globale\s*\d,\d\d \/ 5/);

    // The cold evaluation is planned 90 days after: not due at 89, sent at 91.
    const at = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();
    const key = `evaluations.cold:${enrollments[2]}`;
    const early = await fetch(`${url}/_dev/jobs/run?as_of=${at(89)}&dedupe_key=${key}`, { method: "POST" });
    expect(await early.json()).toEqual({ ran: 0 });
    const due = await fetch(`${url}/_dev/jobs/run?as_of=${at(91)}&dedupe_key=${key}`, { method: "POST" });
    expect(await due.json()).toEqual({ ran: 1 });
    await fetch(`${url}/_dev/jobs/run`, { method: "POST" });
    const later = (await (await fetch(`${url}/_dev/outbox`)).json()) as { to: string; subject: string }[];
    expect(later.some((m) => m.to === learners[2].email && m.subject.startsWith("Trois mois après"))).toBe(true);
  }, 180_000);
  it("a signature is refused at signing when its PNG announces more than the pad's size; nothing is stored", async () => {
    const { trainer, open, learners } = await sessionToday(1);
    const bomb = dataUrl(onebitPng(16000, 16000));
    expect(bomb.length).toBeLessThan(120_000); // what a length check let through
    const refused = await rpc(learners[0], "sign_attendance", { p_code: await code(trainer, open), p_signature: bomb });
    expect(refused.error?.code).toBe("22023");
    expect(refused.error?.message).toMatch(/600 × 240 pixels au plus/);
    const notPng = await rpc(learners[0], "sign_attendance", {
      p_code: await code(trainer, open),
      p_signature: `data:image/png;base64,${Buffer.from("a text, not an image").toString("base64")}`,
    });
    expect(notPng.error?.code).toBe("22023");
    const tooWide = await rpc(learners[0], "sign_attendance", {
      p_code: await code(trainer, open),
      p_signature: dataUrl(onebitPng(601, 120)),
    });
    expect(tooWide.error?.code).toBe("22023");
    expect((await learners[0].supabase.from("attendance" as never).select("id")).data).toEqual([]);
    // Not even the service role stores one: a CHECK holds on the rows.
    const forced = await service()
      .from("attendance" as never)
      .insert({
        slot_id: open,
        enrollment_id: 1,
        user_id: learners[0].user.id,
        status: "present",
        method: "signature",
        signature: bomb,
      } as never);
    expect(forced.error?.message).toMatch(/attendance_signature_fits/);
    // The trainer's signature obeys the same rule.
    const trainerBomb = await rpc(trainer, "sign_slot", { p_slot: open, p_signature: bomb });
    expect(trainerBomb.error?.code).toBe("22023");
    const slot = await service()
      .from("session_slots" as never)
      .select("trainer_signed_at, trainer_signature")
      .eq("id", open)
      .single();
    expect(slot.data).toEqual({ trainer_signed_at: null, trainer_signature: null });
    // A pad-sized one goes through.
    const signed = await rpc(learners[0], "sign_attendance", {
      p_code: await code(trainer, open),
      p_signature: SIGNATURE,
    });
    expect(signed.error).toBeNull();
  }, 120_000);

  it("the code rotates every 45 s: the shown code and the one before are accepted, an older one answers as unknown", async () => {
    const { trainer, open, learners } = await sessionToday(3);
    const first = (await rpc(trainer, "slot_code", { p_slot: open })).data as {
      code: string;
      expires_at: string;
      rotates_at: string;
    }[];
    const rotatesIn = Date.parse(first[0].rotates_at) - Date.now();
    expect(rotatesIn).toBeGreaterThan(30_000);
    expect(rotatesIn).toBeLessThanOrEqual(45_000);
    expect(Date.parse(first[0].expires_at) - Date.parse(first[0].rotates_at)).toBe(45_000);
    expect(await code(trainer, open)).toBe(first[0].code); // the same code within its window
    // Its 45 seconds pass (the clock is the database's: the window is moved instead).
    const elapse = (changes: Record<string, string>) =>
      service()
        .from("session_slots" as never)
        .update(changes as never)
        .eq("id", open);
    const past = new Date(Date.now() - 1000).toISOString();
    expect((await elapse({ code_rotates_at: past })).error).toBeNull();
    const second = await code(trainer, open);
    expect(second).not.toBe(first[0].code);
    // A learner who scanned the previous code just before it changed still signs.
    const withPrevious = await rpc(learners[0], "sign_attendance", { p_code: first[0].code });
    expect(withPrevious.error).toBeNull();
    expect(withPrevious.data).toHaveLength(1);
    // Once its second window is over, the old code answers as an unknown code: no row, nothing recorded.
    expect((await elapse({ previous_code_expires_at: past })).error).toBeNull();
    const tooOld = await rpc(learners[1], "sign_attendance", { p_code: first[0].code });
    const unknown = await rpc(learners[1], "sign_attendance", { p_code: "ZZZZZZ" });
    expect(answerOf(tooOld)).toEqual({ data: [], error: null, status: 200 });
    expect(answerOf(unknown)).toEqual(answerOf(tooOld));
    expect((await learners[1].supabase.from("attendance" as never).select("id")).data).toEqual([]);
    expect((await rpc(learners[1], "sign_attendance", { p_code: second })).data).toHaveLength(1);
    // A code the trainer's screen stopped asking for dies with its window.
    expect((await elapse({ code_expires_at: past })).error).toBeNull();
    expect((await rpc(learners[2], "sign_attendance", { p_code: second })).data).toEqual([]);
  }, 120_000);

  it("a signature far from the venue, without a position, without a device or from another learner's device is flagged, kept and shown to staff", async () => {
    const { admin, trainer, sessionId, open, learners, enrollments } = await sessionToday(5);
    // Staff place the venue (Plateau, Abidjan); a trainer may not.
    const byTrainer = await trainer.supabase
      .from("course_sessions")
      .update({ venue_latitude: 0, venue_longitude: 0 } as never)
      .eq("id", sessionId)
      .select("id");
    expect(byTrainer.data ?? []).toEqual([]);
    const placed = await admin.supabase
      .from("course_sessions")
      .update({ venue_latitude: 5.3197, venue_longitude: -4.0164 } as never)
      .eq("id", sessionId);
    expect(placed.error).toBeNull();

    const phoneA = "device-aaaaaaaaaaaaaaaa";
    const sign = async (who: Person, extra: Record<string, unknown>) => {
      const answer = await rpc(who, "sign_attendance", { p_code: await code(trainer, open), ...extra });
      expect(answer.error).toBeNull();
      return (answer.data as { flags: string[] }[])[0].flags;
    };
    const atVenue = { p_latitude: 5.3205, p_longitude: -4.017 }; // ~110 m away
    expect(await sign(learners[0], { ...atVenue, p_device: phoneA })).toEqual([]);
    // Yamoussoukro, ~200 km away.
    expect(
      await sign(learners[1], { p_latitude: 6.8276, p_longitude: -5.2893, p_device: "device-bbbbbbbbbbbbbbbb" }),
    ).toEqual(["far_from_venue"]);
    expect(await sign(learners[2], { p_device: "device-cccccccccccccccc" })).toEqual(["no_position"]);
    expect(await sign(learners[3], atVenue)).toEqual(["no_device"]);
    // A second account signing the same slot from learner 0's phone: both rows are flagged.
    expect(await sign(learners[4], { ...atVenue, p_device: phoneA })).toEqual(["shared_device"]);
    const badDevice = await rpc(learners[4], "sign_attendance", { p_code: await code(trainer, open), p_device: "x" });
    expect(badDevice.error?.code).toBe("22023");

    const expected = [
      { enrollment_id: enrollments[0], flags: ["shared_device"] },
      { enrollment_id: enrollments[1], flags: ["far_from_venue"] },
      { enrollment_id: enrollments[2], flags: ["no_position"] },
      { enrollment_id: enrollments[3], flags: ["no_device"] },
      { enrollment_id: enrollments[4], flags: ["shared_device"] },
    ];
    for (const staff of [admin, trainer]) {
      const seen = await staff.supabase
        .from("attendance" as never)
        .select("enrollment_id, flags")
        .eq("slot_id", open)
        .order("enrollment_id");
      expect(seen.data).toEqual(expected);
    }
    const far = await admin.supabase
      .from("attendance" as never)
      .select("distance_m")
      .eq("enrollment_id", enrollments[1])
      .single();
    expect((far.data as unknown as { distance_m: number }).distance_m).toBeGreaterThan(150_000);
    // A learner sees their own row only, and nobody reads the device id through the API.
    const own = await learners[1].supabase.from("attendance" as never).select("enrollment_id, flags");
    expect(own.data).toEqual([expected[1]]);
    expect((await admin.supabase.from("attendance" as never).select("device_id")).error).not.toBeNull();
  }, 180_000);

  it("code attempts are counted per account: past 20 in an hour the account is refused 429, others are not", async () => {
    const { trainer, open, learners } = await sessionToday(1);
    const guesser = await signedUpClient(url, "Devine Codes");
    for (let i = 0; i < 20; i++) {
      const guess = await rpc(guesser, "sign_attendance", { p_code: `ZZZZ${String(i).padStart(2, "0")}` });
      expect(guess.error).toBeNull();
    }
    const refused = await rpc(guesser, "sign_attendance", { p_code: await code(trainer, open) });
    expect(refused.status).toBe(429);
    expect(refused.error?.code).toBe("PT429");
    expect(refused.error?.message).toMatch(/Trop de codes d'émargement essayés en une heure/);
    // Another account is not held back by the guesser.
    const signed = await rpc(learners[0], "sign_attendance", { p_code: await code(trainer, open) });
    expect(signed.error).toBeNull();
    expect(signed.data).toHaveLength(1);
  }, 180_000);
});
