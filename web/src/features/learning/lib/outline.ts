/** The outline of an enrollment as learning_outline answers it (decision 1012). */
export type ModuleState = "done" | "open" | "locked";
export type LessonState = "done" | "next" | "open" | "locked";
export type LessonKind = "text" | "file" | "video" | "embed" | "link" | "scorm";

export interface OutlineLesson {
  id: number;
  title: string;
  kind: LessonKind;
  minutes: number;
  state: LessonState;
}

export interface OutlineModule {
  id: number;
  title: string;
  summary: string;
  state: ModuleState;
  opens_on: string | null;
  lessons: OutlineLesson[];
}

export interface Outline {
  enrollment_id: number;
  session: { id: number; starts_on: string; ends_on: string; format: string; city: string };
  formation: { id: number; title: string };
  unlock_mode: "all" | "dates" | "sequential";
  next_lesson_id: number | null;
  modules: OutlineModule[];
}

export const learningPaths = {
  space: (enrollmentId: number | string) => `/mes-formations/${enrollmentId}/apprendre`,
  lesson: (enrollmentId: number | string, lessonId: number | string) =>
    `/mes-formations/${enrollmentId}/apprendre/${lessonId}`,
  quiz: (enrollmentId: number | string, quizId: number | string) =>
    `/mes-formations/${enrollmentId}/apprendre/quiz/${quizId}`,
};

export const LESSON_STATE_LABELS: Record<LessonState, string> = {
  done: "Terminée",
  next: "À suivre",
  open: "Ouverte",
  locked: "Verrouillée",
};

export const KIND_LABELS: Record<LessonKind, string> = {
  text: "Texte",
  file: "Fichier",
  video: "Vidéo",
  embed: "Vidéo",
  link: "Lien",
  scorm: "Module interactif",
};

const dateFormat = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** Why a module is locked, in French, for the way its session opens. */
export function lockedReason(module: OutlineModule, mode: Outline["unlock_mode"]): string {
  if (mode === "dates" && module.opens_on)
    return `Ce module s'ouvre le ${dateFormat.format(new Date(`${module.opens_on}T00:00:00Z`))}.`;
  return "Ce module s'ouvre quand le précédent est terminé.";
}

/** Lessons done out of all lessons, and the share in whole percent. */
export function progressOf(outline: Outline): { done: number; total: number; percent: number } {
  const lessons = outline.modules.flatMap((module) => module.lessons);
  const done = lessons.filter((lesson) => lesson.state === "done").length;
  return { done, total: lessons.length, percent: lessons.length ? Math.round((done * 100) / lessons.length) : 0 };
}

/** The lesson and its neighbours in the outline's order (null at either end). */
export function lessonInOutline(outline: Outline, lessonId: number) {
  const lessons = outline.modules.flatMap((module) => module.lessons.map((lesson) => ({ lesson, module })));
  const index = lessons.findIndex((entry) => entry.lesson.id === lessonId);
  if (index < 0) return null;
  return {
    ...lessons[index],
    previous: lessons[index - 1]?.lesson ?? null,
    next: lessons[index + 1]?.lesson ?? null,
  };
}
