import { toCsv } from "~/features/enquiries/admin";

export type UnlockMode = "all" | "dates" | "sequential";

export const UNLOCK_MODES: { value: UnlockMode; label: string; hint: string }[] = [
  { value: "all", label: "Tout d'un coup", hint: "Tous les modules sont ouverts dès la confirmation." },
  { value: "dates", label: "Par date", hint: "Chaque module s'ouvre à sa date (le premier jour de la session sinon)." },
  {
    value: "sequential",
    label: "Module par module",
    hint: "Un module s'ouvre quand le précédent est terminé, quiz réussi compris.",
  },
];

export interface QuizScore {
  quiz_id: number;
  attempts: number;
  best_percent: number | null;
  passed: boolean;
}

export interface LearnerFollowUp {
  enrollment_id: number;
  name: string;
  email: string | null;
  lessons_done: number;
  percent: number;
  seconds_spent: number;
  last_activity_at: string | null;
  stuck: boolean;
  reminded_at: string | null;
  before_percent: number | null;
  after_percent: number | null;
  quizzes: QuizScore[];
}

export interface SessionReport {
  session: {
    id: number;
    starts_on: string;
    ends_on: string;
    city: string;
    format: string;
    formation_id: number;
    formation_title: string;
  };
  stuck_days: number;
  lessons_total: number;
  quizzes: { id: number; title: string; kind: "positioning" | "module" | "final"; pass_percent: number }[];
  knowledge: { measured: number; before: number | null; after: number | null; gain: number | null };
  learners: LearnerFollowUp[];
}

export interface FormationInsights {
  learners: number;
  lessons: { lesson_id: number; title: string; module_title: string; started: number; done: number }[];
  questions: {
    question_id: number;
    prompt: string;
    quiz_title: string;
    answered: number;
    missed: number;
    missed_percent: number;
  }[];
}

/** Time on content as read: « 1 h 05 », « 12 min », « moins d'une minute ». */
export function formatTimeSpent(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return seconds > 0 ? "moins d'une minute" : "0 min";
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")}`;
}

/** A knowledge gain in points, signed: « +35 points », « -5 points », « — » when not measured. */
export function formatGain(gain: number | null): string {
  if (gain === null) return "—";
  return `${gain > 0 ? "+" : ""}${gain} point${Math.abs(gain) > 1 ? "s" : ""}`;
}

/** A quiz's score for the table: « 80 % (2 tentatives) », « — » when not taken. */
export function formatScore(score: QuizScore | undefined): string {
  if (!score || score.attempts === 0) return "—";
  const attempts = `${score.attempts} tentative${score.attempts > 1 ? "s" : ""}`;
  return `${score.best_percent ?? 0} %${score.passed ? " réussi" : ""} (${attempts})`;
}

/** The lessons that lose people: each with those who opened it without finishing it, and the share who finished it. */
export function lessonFunnel(insights: FormationInsights) {
  return insights.lessons.map((lesson) => ({
    ...lesson,
    lost: Math.max(0, lesson.started - lesson.done),
    donePercent: insights.learners === 0 ? 0 : Math.round((lesson.done * 100) / insights.learners),
  }));
}

/** The CSV of a session's follow-up: one row per learner, a column per quiz (best percent and attempts). */
export function sessionReportCsv(report: SessionReport): string {
  const header = [
    "Apprenant",
    "Courriel",
    "Leçons terminées",
    "Progression (%)",
    "Temps sur le contenu (min)",
    "Dernière activité",
    "Inactif",
    "Positionnement (%)",
    "Quiz final (%)",
    ...report.quizzes.flatMap((quiz) => [`${quiz.title} (meilleur %)`, `${quiz.title} (tentatives)`]),
  ];
  return toCsv(
    header,
    report.learners.map((learner) => [
      learner.name,
      learner.email ?? "",
      `${learner.lessons_done}/${report.lessons_total}`,
      learner.percent,
      Math.round(learner.seconds_spent / 60),
      learner.last_activity_at ? learner.last_activity_at.slice(0, 16).replace("T", " ") : "",
      learner.stuck ? "oui" : "non",
      learner.before_percent ?? "",
      learner.after_percent ?? "",
      ...report.quizzes.flatMap((quiz) => {
        const score = learner.quizzes.find((s) => s.quiz_id === quiz.id);
        return [score?.best_percent ?? "", score?.attempts ?? 0];
      }),
    ]),
  );
}
