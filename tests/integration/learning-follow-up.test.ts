import { describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, api, backends, client, signedUpClient } from "../support";
import { pdfText } from "./pdf-text";

type Person = Awaited<ReturnType<typeof signedUpClient>>;
interface Report {
  lessons_total: number;
  knowledge: { measured: number; before: number | null; after: number | null; gain: number | null };
  learners: {
    enrollment_id: number;
    name: string;
    lessons_done: number;
    percent: number;
    seconds_spent: number;
    stuck: boolean;
    reminded_at: string | null;
    before_percent: number | null;
    after_percent: number | null;
    quizzes: { quiz_id: number; attempts: number; best_percent: number | null; passed: boolean }[];
  }[];
}
interface Insights {
  learners: number;
  lessons: { lesson_id: number; started: number; done: number }[];
  questions: { question_id: number; answered: number; missed: number; missed_percent: number }[];
}

/**
 * Issue 45 items 3–4 (decision 1023): time on content, the knowledge gain of the positioning / final pair in the
 * results, the final quiz in the certificate rule, the trainers' follow-up and the stuck learners' reminder, once.
 */
describe.each(backends())("learning follow-up on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const rpc = async <T>(person: Person, name: string, args: Record<string, unknown>) => {
    const { data, error } = await person.supabase.rpc(name as never, args as never);
    return { data: data as unknown as T, error };
  };
  async function withRole(name: string, role: string): Promise<Person> {
    const person = await signedUpClient(url, name);
    const { error } = await service().rpc(
      "set_user_role" as never,
      { target_user: person.user.id, new_role: role } as never,
    );
    expect(error).toBeNull();
    return person;
  }
  async function insert(table: string, row: Record<string, unknown>, as = service()): Promise<number> {
    const { data, error } = await as
      .from(table as never)
      .insert(row as never)
      .select("id")
      .single();
    expect(error).toBeNull();
    return Number((data as unknown as { id: number }).id);
  }

  async function setup() {
    const editor = await withRole("Rédacteur Suivi", "editor");
    const admin = await withRole("Admin Suivi", "admin");
    const formationId = await insert("formations", {
      theme: "Gouvernance",
      title: "Suivi des parcours",
      formats: ["Hybride"],
      // No attendance rule: the final quiz's rule is the one checked here.
      min_attendance_percent: null,
    });
    const session = (city: string, formation = formationId) =>
      insert("course_sessions", {
        formation_id: formation,
        starts_on: "2026-01-05",
        ends_on: "2026-01-09",
        city,
        capacity: 10,
        format: "Hybride",
      });
    const sessionId = await session("Dakar");
    const moduleId = await insert(
      "learning_modules",
      { formation_id: formationId, position: 1, title: "M1" },
      editor.supabase,
    );
    const lesson = await api(url, "/functions/v1/learning-lesson", {
      method: "POST",
      token: editor.session.access_token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ module_id: moduleId, title: "Lire", kind: "text", body: "Texte." }),
    });
    expect(lesson.status).toBe(201);
    const lessonId = ((await lesson.json()) as { id: number }).id;
    const quiz = async (kind: "positioning" | "final", extra: Record<string, unknown> = {}) => {
      const id = await insert(
        "quizzes",
        { formation_id: formationId, kind, title: kind, pass_percent: 100, ...extra },
        editor.supabase,
      );
      const question = await rpc<number>(editor, "save_quiz_question", {
        p_quiz: id,
        p_question: null,
        p_kind: "short",
        p_prompt: "La capitale du Sénégal ?",
        p_choices: [],
        p_correct: ["Dakar"],
      });
      expect(question.error).toBeNull();
      return { id, question: question.data };
    };
    const positioning = await quiz("positioning");
    const final = await quiz("final", { required_for_certificate: true });
    const learner = async (name: string, createdAt?: string) => {
      const person = await signedUpClient(url, name);
      const enrollment = await insert("enrollments", {
        formation_id: formationId,
        session_id: sessionId,
        user_id: person.user.id,
        payment_method: "virement",
        status: "confirmed",
        ...(createdAt ? { created_at: createdAt } : {}),
      });
      return { person, enrollment };
    };
    const take = async (
      who: { person: Person; enrollment: number },
      quizId: number,
      questionId: number,
      answer: string,
    ) => {
      const started = await rpc<{ attempt_id: number }>(who.person, "start_quiz_attempt", {
        p_enrollment: who.enrollment,
        p_quiz: quizId,
      });
      expect(started.error).toBeNull();
      const graded = await rpc<{ percent: number }>(who.person, "submit_quiz_attempt", {
        p_attempt: started.data.attempt_id,
        p_answers: { [questionId]: answer },
      });
      expect(graded.error).toBeNull();
      return graded.data.percent;
    };
    return { editor, admin, formationId, sessionId, session, lessonId, positioning, final, learner, take };
  }

  it("records time on content, measures the knowledge gain and shows it in the results; keeps it to the session's team", async () => {
    const { admin, editor, sessionId, lessonId, positioning, final, learner, take, session, formationId } =
      await setup();
    const awa = await learner("Awa Diop");
    const binta = await learner("Binta Sow", new Date(Date.now() - 10 * 86_400_000).toISOString());

    // Time: a minute at most a call; only the learner, on their own enrollment.
    expect(
      (
        await rpc(awa.person, "record_learning_time", {
          p_enrollment: awa.enrollment,
          p_lesson: lessonId,
          p_seconds: 45,
        })
      ).error,
    ).toBeNull();
    expect(
      (
        await rpc(awa.person, "record_learning_time", {
          p_enrollment: awa.enrollment,
          p_lesson: lessonId,
          p_seconds: 5000,
        })
      ).error,
    ).toBeNull();
    const foreign = await rpc(binta.person, "record_learning_time", {
      p_enrollment: awa.enrollment,
      p_lesson: lessonId,
      p_seconds: 30,
    });
    expect(foreign.error?.code).toBe("PA404");
    expect(
      (await rpc(awa.person, "mark_lesson_done", { p_enrollment: awa.enrollment, p_lesson: lessonId })).error,
    ).toBeNull();

    // Awa: 0 % before, 100 % after (second attempt); Binta only the positioning quiz.
    expect(await take(awa, positioning.id, positioning.question, "Abidjan")).toBe(0);
    expect(await take(awa, final.id, final.question, "Montréal")).toBe(0);
    expect(await take(awa, final.id, final.question, " dakar ")).toBe(100);
    expect(await take(binta, positioning.id, positioning.question, "Dakar")).toBe(100);

    const report = await rpc<Report>(admin, "session_learning_report", { p_session: sessionId, p_stuck_days: 7 });
    expect(report.error).toBeNull();
    expect(report.data.lessons_total).toBe(1);
    expect(report.data.knowledge).toEqual({ measured: 1, before: 0, after: 100, gain: 100 });
    const byName = Object.fromEntries(report.data.learners.map((l) => [l.name, l]));
    expect(byName["Awa Diop"]).toMatchObject({
      lessons_done: 1,
      percent: 100,
      seconds_spent: 105,
      stuck: false,
      before_percent: 0,
      after_percent: 100,
    });
    expect(byName["Awa Diop"].quizzes.find((q) => q.quiz_id === final.id)).toEqual({
      quiz_id: final.id,
      attempts: 2,
      best_percent: 100,
      passed: true,
    });
    // Binta took a quiz today: active, not stuck.
    expect(byName["Binta Sow"]).toMatchObject({
      lessons_done: 0,
      stuck: false,
      before_percent: 100,
      after_percent: null,
    });

    // The author (editor) follows too; a learner and a trainer of nothing do not.
    expect((await rpc(editor, "session_learning_report", { p_session: sessionId })).error).toBeNull();
    expect((await rpc(awa.person, "session_learning_report", { p_session: sessionId })).error?.code).toBe("PA403");
    const stranger = await withRole("Formateur Ailleurs", "trainer");
    expect((await rpc(stranger, "session_learning_report", { p_session: sessionId })).error?.code).toBe("PA403");
    expect((await rpc(stranger, "formation_learning_insights", { p_formation: formationId })).error?.code).toBe(
      "PA403",
    );
    expect((await rpc(stranger, "remind_stuck_learners", { p_session: sessionId })).error?.code).toBe("PA403");

    // The results (and so the quality report) carry the gain.
    const results = await admin.supabase
      .rpc("evaluation_results" as never)
      .eq("session_id", sessionId)
      .single();
    expect(results.error).toBeNull();
    expect(results.data).toMatchObject({
      knowledge_measured: 1,
      knowledge_before: 0,
      knowledge_after: 100,
      knowledge_gain: 100,
    });
    const pdf = await api(url, "/functions/v1/quality-report", {
      method: "POST",
      token: admin.session.access_token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ session_id: sessionId }),
    });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toMatch(/Gain de connaissances\s*\+100 points/);
    // Another session of the formation measures nothing.
    const other = await session("Abidjan");
    const empty = await admin.supabase
      .rpc("evaluation_results" as never)
      .eq("session_id", other)
      .single();
    expect(empty.data).toMatchObject({ knowledge_measured: 0, knowledge_gain: null });

    // Per formation: the lesson started by one, done by one; the final quiz's question missed once in two answers.
    const insights = await rpc<Insights>(editor, "formation_learning_insights", { p_formation: formationId });
    expect(insights.error).toBeNull();
    expect(insights.data.learners).toBe(2);
    expect(insights.data.lessons).toEqual([expect.objectContaining({ lesson_id: lessonId, started: 1, done: 1 })]);
    expect(insights.data.questions.find((q) => q.question_id === final.question)).toMatchObject({
      answered: 2,
      missed: 1,
      missed_percent: 50,
    });
  });

  it("reminds a stuck learner once, and the final quiz's pass mark is part of the certificate rule", async () => {
    const { admin, sessionId, lessonId, final, learner, take } = await setup();
    const idle = await learner("Chantal Idle", new Date(Date.now() - 10 * 86_400_000).toISOString());
    const active = await learner("Dora Active");
    expect(
      (
        await rpc(active.person, "record_learning_time", {
          p_enrollment: active.enrollment,
          p_lesson: lessonId,
          p_seconds: 30,
        })
      ).error,
    ).toBeNull();

    const report = async () =>
      (await rpc<Report>(admin, "session_learning_report", { p_session: sessionId, p_stuck_days: 7 })).data;
    const stuck = (await report()).learners.filter((l) => l.stuck).map((l) => l.enrollment_id);
    expect(stuck).toEqual([idle.enrollment]);
    const first = await rpc<number>(admin, "remind_stuck_learners", { p_session: sessionId, p_stuck_days: 7 });
    expect(first.error).toBeNull();
    expect(first.data).toBe(1);
    expect((await rpc<number>(admin, "remind_stuck_learners", { p_session: sessionId, p_stuck_days: 7 })).data).toBe(0);
    expect((await report()).learners.find((l) => l.enrollment_id === idle.enrollment)?.reminded_at).toEqual(
      expect.any(String),
    );

    // Completion needs the final quiz passed: refused before, accepted after.
    const complete = (enrollment: number) =>
      service()
        .from("enrollments")
        .update({ status: "completed" } as never)
        .eq("id", enrollment);
    const refused = await complete(active.enrollment);
    expect(refused.error?.code).toBe("PA104");
    expect(refused.error?.message).toContain("Quiz final non réussi");
    expect(await take(active, final.id, final.question, "Dakar")).toBe(100);
    expect((await complete(active.enrollment)).error).toBeNull();
  });
});
