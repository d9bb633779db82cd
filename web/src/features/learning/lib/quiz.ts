import type { LearnerQuiz } from "../api/quizzes";

export const QUIZ_KIND_LABELS: Record<LearnerQuiz["kind"], string> = {
  positioning: "Quiz de positionnement",
  module: "Quiz du module",
  final: "Quiz final",
};

/** Attempts left (null: unlimited). */
export function attemptsLeft(quiz: Pick<LearnerQuiz, "max_attempts" | "attempts_used">): number | null {
  return quiz.max_attempts === null ? null : Math.max(0, quiz.max_attempts - quiz.attempts_used);
}

/** What the quiz's line says of it, in French. */
export function quizStatus(quiz: LearnerQuiz): string {
  if (quiz.passed) return `Réussi (${quiz.best_percent ?? 0} %)`;
  const left = attemptsLeft(quiz);
  if (left === 0) return "Plus aucune tentative";
  const attempts =
    left === null ? "tentatives illimitées" : `${left} tentative${left > 1 ? "s" : ""} restante${left > 1 ? "s" : ""}`;
  const time = quiz.time_limit_minutes ? ` · ${quiz.time_limit_minutes} min` : "";
  return `${quiz.questions} question${quiz.questions > 1 ? "s" : ""} · ${attempts}${time}`;
}

/** Seconds left before the deadline (0 once passed), from the server's deadline and the browser's clock. */
export function secondsLeft(deadline: string | null, now: number): number | null {
  if (!deadline) return null;
  return Math.max(0, Math.floor((new Date(deadline).getTime() - now) / 1000));
}

export function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}
