import type { AuthoredQuiz } from "../api/quizzes";

/** A module of the formation, as the quiz editor offers it. */
export interface ModuleOption {
  id: number;
  title: string;
}

/** A whole number typed in a field, or null when left empty. */
export function optionalNumber(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : Math.max(1, Math.round(Number(trimmed)));
}

/** The pass mark typed, as a whole percentage from 0 to 100 (0 when not a number). */
export function passPercent(value: string): number {
  return Math.min(100, Math.max(0, Math.round(Number(value) || 0)));
}

/** A question's right answer as the author reads it: the choices' texts, or the accepted answers of a short one. */
export function rightAnswer(
  quiz: AuthoredQuiz,
  questionId: number,
  keys: { question_id: number; correct: string[] }[],
): string {
  const question = quiz.quiz_questions.find((q) => q.id === questionId);
  const key = keys.find((k) => k.question_id === questionId);
  if (!question || !key) return "";
  if (question.kind === "short") return key.correct.join(" / ");
  return key.correct.map((id) => question.choices.find((choice) => choice.id === id)?.text ?? id).join(", ");
}
