import { describe, expect, it } from "vitest";
import type { AuthoredQuiz } from "../api/quizzes";
import { optionalNumber, passPercent, rightAnswer } from "./quiz-settings";

const quiz: AuthoredQuiz = {
  id: 1,
  formation_id: 2,
  module_id: null,
  kind: "final",
  title: "Quiz final",
  time_limit_minutes: null,
  max_attempts: null,
  pass_percent: 70,
  required_for_certificate: false,
  quiz_questions: [
    {
      id: 10,
      position: 1,
      kind: "multiple",
      prompt: "Quels groupes de processus ?",
      choices: [
        { id: "a", text: "Démarrage" },
        { id: "b", text: "Planification" },
      ],
      points: 1,
    },
    { id: 11, position: 2, kind: "short", prompt: "Le sigle du guide ?", choices: [], points: 1 },
  ],
};

describe("the quiz editor's settings and keys", () => {
  it("reads a limit typed as a whole number of at least 1, or none when left empty", () => {
    expect(optionalNumber("  ")).toBeNull();
    expect(optionalNumber("2.6")).toBe(3);
    expect(optionalNumber("0")).toBe(1);
  });

  it("keeps the pass mark a whole percentage from 0 to 100", () => {
    expect(passPercent("72.4")).toBe(72);
    expect(passPercent("150")).toBe(100);
    expect(passPercent("-3")).toBe(0);
    expect(passPercent("abc")).toBe(0);
  });

  it("writes the right answer with the choices' texts, or the accepted answers", () => {
    const keys = [
      { question_id: 10, correct: ["a", "b", "z"] },
      { question_id: 11, correct: ["PMBOK", "guide PMBOK"] },
    ];
    expect(rightAnswer(quiz, 10, keys)).toBe("Démarrage, Planification, z");
    expect(rightAnswer(quiz, 11, keys)).toBe("PMBOK / guide PMBOK");
    expect(rightAnswer(quiz, 12, keys)).toBe("");
  });
});
