import { describe, expect, it } from "vitest";
import { emptyQuestion, questionArgs } from "./question-draft";

describe("a question draft becomes save_quiz_question's arguments", () => {
  it("single choice: empty choices dropped, ids given in order, the one right choice named", () => {
    const result = questionArgs({
      ...emptyQuestion(),
      prompt: " Quelle capitale ? ",
      choices: ["Dakar", "", "Abidjan"],
      correct: [2],
      explanation: "Abidjan est la capitale économique.",
    });
    expect(result).toEqual({
      args: {
        p_kind: "single",
        p_prompt: "Quelle capitale ?",
        p_choices: [
          { id: "a", text: "Dakar" },
          { id: "b", text: "Abidjan" },
        ],
        p_correct: ["b"],
        p_explanation: "Abidjan est la capitale économique.",
        p_points: 1,
      },
    });
  });

  it("multiple choice keeps every right choice; single choice refuses two", () => {
    const draft = { ...emptyQuestion(), prompt: "Q", choices: ["Un", "Deux", "Trois"], correct: [0, 2] };
    expect(questionArgs({ ...draft, kind: "multiple" })).toMatchObject({ args: { p_correct: ["a", "c"] } });
    expect(questionArgs(draft)).toEqual({ error: "Un choix unique a une seule bonne réponse." });
  });

  it("true/false sends « vrai » or « faux »; short answers one a line", () => {
    expect(questionArgs({ ...emptyQuestion(), kind: "true_false", prompt: "Q", correct: [1] })).toMatchObject({
      args: { p_choices: [], p_correct: ["faux"] },
    });
    expect(
      questionArgs({ ...emptyQuestion(), kind: "short", prompt: "Q", accepted: "Dakar\n\n dakar \n" }),
    ).toMatchObject({ args: { p_choices: [], p_correct: ["Dakar", "dakar"] } });
  });

  it("says in French what is missing", () => {
    expect(questionArgs(emptyQuestion())).toEqual({ error: "Écrivez la question." });
    expect(questionArgs({ ...emptyQuestion(), prompt: "Q", choices: ["Seul", ""] })).toEqual({
      error: "Écrivez au moins deux choix.",
    });
    expect(questionArgs({ ...emptyQuestion(), prompt: "Q", choices: ["A", "B"] })).toEqual({
      error: "Cochez la bonne réponse.",
    });
    expect(questionArgs({ ...emptyQuestion(), kind: "short", prompt: "Q" })).toEqual({
      error: "Indiquez au moins une réponse acceptée.",
    });
  });
});
