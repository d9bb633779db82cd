import { describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, api, backends, client, signedUpClient } from "../support";

type Person = Awaited<ReturnType<typeof signedUpClient>>;
interface Started {
  attempt_id: number;
  deadline_at: string | null;
  questions: { id: number; kind: string; prompt: string; choices: { id: string; text: string }[] }[];
}
interface Graded {
  timed_out: boolean;
  score: number;
  max_score: number;
  percent: number;
  passed: boolean;
  message?: string;
  results?: { question_id: number; right: boolean; correct: unknown[]; explanation: string }[];
}

const EXPLANATION = "Explication-secrète-après-envoi";

/**
 * Issue 45 item 3 (decision 1013): quizzes graded on the server. The keys and explanations are in the private schema
 * and reach the learner only in the answer to their submission: every read before it is checked for them.
 */
describe.each(backends())("learning quizzes on $name", ({ url }) => {
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

  /** Two modules, module 1 with one text lesson and its quiz, a sequential hybrid session and its learner. */
  async function setup(quiz: { max_attempts?: number; time_limit_minutes?: number } = {}) {
    const editor = await withRole("Rédacteur Quiz", "editor");
    const admin = await withRole("Admin Quiz", "admin");
    const formationId = await insert("formations", {
      theme: "Gouvernance",
      title: "Gouvernance des données",
      formats: ["Hybride"],
    });
    const sessionId = await insert("course_sessions", {
      formation_id: formationId,
      starts_on: "2026-01-05",
      ends_on: "2026-01-09",
      city: "Dakar",
      capacity: 10,
      format: "Hybride",
    });
    expect(
      (
        await admin.supabase
          .from("session_learning" as never)
          .insert({ session_id: sessionId, unlock_mode: "sequential" } as never)
      ).error,
    ).toBeNull();
    const first = await insert(
      "learning_modules",
      { formation_id: formationId, position: 1, title: "Module 1" },
      editor.supabase,
    );
    const second = await insert(
      "learning_modules",
      { formation_id: formationId, position: 2, title: "Module 2" },
      editor.supabase,
    );
    const lesson = await api(url, "/functions/v1/learning-lesson", {
      method: "POST",
      token: editor.session.access_token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ module_id: first, title: "Lire", kind: "text", body: "Texte." }),
    });
    expect(lesson.status).toBe(201);
    const lessonId = ((await lesson.json()) as { id: number }).id;
    const quizId = await insert(
      "quizzes",
      {
        formation_id: formationId,
        module_id: first,
        kind: "module",
        title: "Quiz du module 1",
        pass_percent: 75,
        ...quiz,
      },
      editor.supabase,
    );
    const question = (args: Record<string, unknown>) =>
      rpc<number>(editor, "save_quiz_question", {
        p_quiz: quizId,
        p_question: null,
        p_explanation: EXPLANATION,
        ...args,
      });
    const single = await question({
      p_kind: "single",
      p_prompt: "Qui est responsable du traitement ?",
      p_choices: [
        { id: "a", text: "Le sous-traitant" },
        { id: "b", text: "Le responsable" },
      ],
      p_correct: ["b"],
      p_position: 1,
    });
    const multiple = await question({
      p_kind: "multiple",
      p_prompt: "Quelles sont des données personnelles ?",
      p_choices: [
        { id: "a", text: "Un nom" },
        { id: "b", text: "Une adresse IP" },
        { id: "c", text: "Le PIB" },
      ],
      p_correct: ["a", "b"],
      p_position: 2,
    });
    const trueFalse = await question({
      p_kind: "true_false",
      p_prompt: "Le RGPD s'applique hors UE.",
      p_choices: [],
      p_correct: ["vrai"],
      p_position: 3,
    });
    const short = await question({
      p_kind: "short",
      p_prompt: "Le mot clé ?",
      p_choices: [],
      p_correct: ["éthique", "ethics"],
      p_position: 4,
    });
    for (const saved of [single, multiple, trueFalse, short]) expect(saved.error).toBeNull();
    const learner = await signedUpClient(url, "Apprenante Quiz");
    const enrollment = await insert("enrollments", {
      formation_id: formationId,
      session_id: sessionId,
      user_id: learner.user.id,
      payment_method: "virement",
      status: "confirmed",
    });
    return {
      editor,
      formationId,
      first,
      second,
      lessonId,
      quizId,
      ids: { single: single.data, multiple: multiple.data, trueFalse: trueFalse.data, short: short.data },
      learner,
      enrollment,
    };
  }

  it("the keys never reach the browser before submission: not through REST, not in the start, not by RPC", async () => {
    const { editor, quizId, learner, enrollment } = await setup();
    const questions = await learner.supabase
      .from("quiz_questions" as never)
      .select("*")
      .eq("quiz_id", quizId);
    expect(questions.error).toBeNull();
    expect((questions.data as unknown[]).length).toBe(4);
    const started = await rpc<Started>(learner, "start_quiz_attempt", { p_enrollment: enrollment, p_quiz: quizId });
    expect(started.error).toBeNull();
    for (const answer of [questions.data, started.data]) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain(EXPLANATION);
      expect(text).not.toContain("éthique");
      expect(text).not.toMatch(/"correct"/);
    }
    const keys = await rpc(learner, "quiz_answer_keys", { p_quiz: quizId });
    expect(keys.error?.code).toBe("PA403");
    // The private schema is not the API's.
    const direct = await api(url, "/rest/v1/quiz_answer_keys?select=*", { token: learner.session.access_token });
    expect(direct.status).toBeGreaterThanOrEqual(400);
    expect(await direct.text()).not.toContain(EXPLANATION);
    const privateSchema = await api(url, "/rest/v1/quiz_answer_keys?select=*", {
      token: learner.session.access_token,
      headers: { "Accept-Profile": "private" },
    });
    expect(privateSchema.status).toBeGreaterThanOrEqual(400);
    // The author reads them.
    const authored = await rpc<{ correct: unknown[] }[]>(editor, "quiz_answer_keys", { p_quiz: quizId });
    expect(authored.error).toBeNull();
    expect(authored.data.map((key) => key.correct)).toEqual([["b"], ["a", "b"], ["vrai"], ["éthique", "ethics"]]);
  });

  it("fail then pass the module quiz within its attempts, and the next module opens", async () => {
    const { quizId, second, lessonId, ids, learner, enrollment } = await setup({ max_attempts: 2 });
    expect((await rpc(learner, "mark_lesson_done", { p_enrollment: enrollment, p_lesson: lessonId })).error).toBeNull();
    const outline = async () =>
      (
        await rpc<{ modules: { state: string }[] }>(learner, "learning_outline", { p_enrollment: enrollment })
      ).data.modules.map((m) => m.state);
    // Every lesson read, the quiz not passed: module 2 stays locked.
    expect(await outline()).toEqual(["open", "locked"]);

    let started = await rpc<Started>(learner, "start_quiz_attempt", { p_enrollment: enrollment, p_quiz: quizId });
    let graded = await rpc<Graded>(learner, "submit_quiz_attempt", {
      p_attempt: started.data.attempt_id,
      p_answers: { [ids.single]: ["a"], [ids.multiple]: ["a"], [ids.trueFalse]: ["vrai"], [ids.short]: "autre" },
    });
    expect(graded.error).toBeNull();
    expect(graded.data).toMatchObject({ score: 1, max_score: 4, percent: 25, passed: false, timed_out: false });
    // After submission, and only then, the right answers and their explanations.
    expect(graded.data.results?.find((r) => r.question_id === ids.single)).toMatchObject({
      right: false,
      correct: ["b"],
      explanation: EXPLANATION,
    });
    expect(await outline()).toEqual(["open", "locked"]);
    const again = await rpc(learner, "submit_quiz_attempt", { p_attempt: started.data.attempt_id, p_answers: {} });
    expect(again.error?.code).toBe("PA409");

    started = await rpc<Started>(learner, "start_quiz_attempt", { p_enrollment: enrollment, p_quiz: quizId });
    graded = await rpc<Graded>(learner, "submit_quiz_attempt", {
      p_attempt: started.data.attempt_id,
      p_answers: {
        [ids.single]: "b",
        [ids.multiple]: ["b", "a"],
        [ids.trueFalse]: ["vrai"],
        [ids.short]: "  ÉTHIQUE ",
      },
    });
    expect(graded.data).toMatchObject({ score: 4, percent: 100, passed: true });
    expect(await outline()).toEqual(["done", "open"]);
    const lessons = await learner.supabase
      .from("learning_lessons" as never)
      .select("id")
      .eq("module_id", second);
    expect(lessons.error).toBeNull();

    // Scores per learner and attempt, readable by the learner and the author.
    const attempts = await learner.supabase
      .from("quiz_attempts" as never)
      .select("percent, passed")
      .order("id");
    expect(attempts.data).toEqual([
      { percent: 25, passed: false },
      { percent: 100, passed: true },
    ]);
    const passedAgain = await rpc(learner, "start_quiz_attempt", { p_enrollment: enrollment, p_quiz: quizId });
    expect(passedAgain.error?.message).toContain("déjà réussi");
  });

  it("no attempts left, and time up, are said in French", async () => {
    const limited = await setup({ max_attempts: 1, time_limit_minutes: 5 });
    const started = await rpc<Started>(limited.learner, "start_quiz_attempt", {
      p_enrollment: limited.enrollment,
      p_quiz: limited.quizId,
    });
    expect(started.data.deadline_at).not.toBeNull();
    // The clock runs out (the server sets the deadline; here, moved into the past as the server).
    const moved = await service()
      .from("quiz_attempts" as never)
      .update({ deadline_at: new Date(Date.now() - 10 * 60_000).toISOString() } as never)
      .eq("id", started.data.attempt_id);
    expect(moved.error).toBeNull();
    const late = await rpc<Graded>(limited.learner, "submit_quiz_attempt", {
      p_attempt: started.data.attempt_id,
      p_answers: { [limited.ids.single]: "b" },
    });
    expect(late.data).toMatchObject({ timed_out: true, score: 0, passed: false });
    expect(late.data.message).toContain("Le temps est écoulé");
    expect(JSON.stringify(late.data)).not.toContain(EXPLANATION);
    const none = await rpc(limited.learner, "start_quiz_attempt", {
      p_enrollment: limited.enrollment,
      p_quiz: limited.quizId,
    });
    expect(none.error?.code).toBe("PA409");
    expect(none.error?.message).toContain("toutes vos tentatives");
  });

  it("a learner of another formation reads no quiz and starts none; nobody writes attempts or questions directly", async () => {
    const { quizId, learner, enrollment } = await setup();
    const outsider = await signedUpClient(url, "Autre Apprenant");
    const questions = await outsider.supabase
      .from("quiz_questions" as never)
      .select("id, prompt")
      .eq("quiz_id", quizId);
    expect(questions.data).toEqual([]);
    const quizzes = await outsider.supabase
      .from("quizzes" as never)
      .select("id")
      .eq("id", quizId);
    expect(quizzes.data).toEqual([]);
    const start = await outsider.supabase.rpc(
      "start_quiz_attempt" as never,
      { p_enrollment: enrollment, p_quiz: quizId } as never,
    );
    expect(start.error?.code).toBe("PA404");
    const forged = await learner.supabase
      .from("quiz_attempts" as never)
      .insert({ quiz_id: quizId, enrollment_id: enrollment, user_id: learner.user.id, passed: true } as never);
    expect(forged.error).not.toBeNull();
    const question = await learner.supabase.rpc(
      "save_quiz_question" as never,
      {
        p_quiz: quizId,
        p_question: null,
        p_kind: "short",
        p_prompt: "?",
        p_choices: [],
        p_correct: ["x"],
      } as never,
    );
    expect(question.error?.code).toBe("PA403");
  });
});
