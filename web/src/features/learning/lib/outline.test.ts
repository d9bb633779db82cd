import { describe, expect, it } from "vitest";
import { learningPaths, lessonInOutline, lockedReason, progressOf, type Outline } from "./outline";

const outline: Outline = {
  enrollment_id: 7,
  session: { id: 3, starts_on: "2026-01-05", ends_on: "2026-01-09", format: "Hybride", city: "Abidjan" },
  formation: { id: 1, title: "Piloter un projet d'IA" },
  unlock_mode: "sequential",
  next_lesson_id: 12,
  modules: [
    {
      id: 1,
      title: "Les fondamentaux",
      summary: "",
      state: "open",
      opens_on: null,
      lessons: [
        { id: 11, title: "Introduction", kind: "text", minutes: 5, state: "done" },
        { id: 12, title: "Le support", kind: "file", minutes: 5, state: "next" },
      ],
    },
    {
      id: 2,
      title: "Aller plus loin",
      summary: "",
      state: "locked",
      opens_on: "2026-02-01",
      lessons: [{ id: 21, title: "La vidéo", kind: "video", minutes: 5, state: "locked" }],
    },
  ],
};

describe("the learner's outline", () => {
  it("counts the progress", () => {
    expect(progressOf(outline)).toEqual({ done: 1, total: 3, percent: 33 });
    expect(progressOf({ ...outline, modules: [] })).toEqual({ done: 0, total: 0, percent: 0 });
  });

  it("finds a lesson and its neighbours across modules", () => {
    const found = lessonInOutline(outline, 12);
    expect(found?.module.id).toBe(1);
    expect(found?.previous?.id).toBe(11);
    expect(found?.next?.id).toBe(21);
    expect(lessonInOutline(outline, 99)).toBeNull();
  });

  it("says in French why a module is locked", () => {
    expect(lockedReason(outline.modules[1], "sequential")).toBe("Ce module s'ouvre quand le précédent est terminé.");
    expect(lockedReason(outline.modules[1], "dates")).toBe("Ce module s'ouvre le 1 février 2026.");
  });

  it("builds the French addresses", () => {
    expect(learningPaths.space(7)).toBe("/mes-formations/7/apprendre");
    expect(learningPaths.lesson(7, 12)).toBe("/mes-formations/7/apprendre/12");
  });
});
