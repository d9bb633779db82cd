import { toCsv } from "~/features/enquiries/admin";
import type { LearnerQuiz } from "../api/quizzes";
import { QUIZ_KIND_LABELS } from "./quiz";
import { LESSON_STATE_LABELS, type Outline } from "./outline";

/** The learner's own results (issue 45 item 5): one row per lesson and per quiz, as the database answered them. */
export function myResultsCsv(outline: Outline, quizzes: readonly LearnerQuiz[]): string {
  const lessons = outline.modules.flatMap((module) =>
    module.lessons.map((lesson) => ["Leçon", module.title, lesson.title, LESSON_STATE_LABELS[lesson.state], "", ""]),
  );
  const scores = quizzes.map((quiz) => [
    QUIZ_KIND_LABELS[quiz.kind],
    outline.modules.find((module) => module.id === quiz.module_id)?.title ?? "",
    quiz.title,
    quiz.passed ? "Réussi" : quiz.attempts_used === 0 ? "Pas encore passé" : "Non réussi",
    quiz.best_percent ?? "",
    quiz.attempts_used,
  ]);
  return toCsv(["Élément", "Module", "Titre", "État", "Meilleur score (%)", "Tentatives"], [...lessons, ...scores]);
}
