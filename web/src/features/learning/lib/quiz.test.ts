import { describe, expect, it } from "vitest";
import type { LearnerQuiz } from "../api/quizzes";
import { attemptsLeft, formatClock, quizStatus, secondsLeft } from "./quiz";

const quiz: LearnerQuiz = {
  id: 1,
  title: "Quiz du module 1",
  kind: "module",
  module_id: 1,
  time_limit_minutes: 10,
  max_attempts: 2,
  pass_percent: 70,
  questions: 4,
  attempts_used: 1,
  best_percent: 25,
  passed: false,
};

describe("quiz states in French", () => {
  it("counts the attempts left", () => {
    expect(attemptsLeft(quiz)).toBe(1);
    expect(attemptsLeft({ ...quiz, max_attempts: null })).toBeNull();
    expect(attemptsLeft({ ...quiz, attempts_used: 3 })).toBe(0);
  });

  it("says passed, no attempts left, or what remains", () => {
    expect(quizStatus({ ...quiz, passed: true, best_percent: 100 })).toBe("Réussi (100 %)");
    expect(quizStatus({ ...quiz, attempts_used: 2 })).toBe("Plus aucune tentative");
    expect(quizStatus(quiz)).toBe("4 questions · 1 tentative restante · 10 min");
    expect(quizStatus({ ...quiz, max_attempts: null, time_limit_minutes: null })).toBe(
      "4 questions · tentatives illimitées",
    );
  });

  it("runs the clock from the server's deadline", () => {
    const now = Date.parse("2026-12-06T10:00:00Z");
    expect(secondsLeft("2026-12-06T10:01:05Z", now)).toBe(65);
    expect(secondsLeft("2026-12-06T09:59:00Z", now)).toBe(0);
    expect(secondsLeft(null, now)).toBeNull();
    expect(formatClock(65)).toBe("1:05");
  });
});
