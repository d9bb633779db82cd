import { describe, expect, it } from "vitest";
import type { Outline } from "./outline";
import { myResultsCsv } from "./my-results-csv";

describe("myResultsCsv", () => {
  it("lists each lesson's state and each quiz's best score and attempts, in French", () => {
    const outline: Outline = {
      enrollment_id: 3,
      session: { id: 1, starts_on: "2026-01-05", ends_on: "2026-01-09", format: "Hybride", city: "Dakar" },
      formation: { id: 2, title: "Gouvernance" },
      unlock_mode: "sequential",
      next_lesson_id: 8,
      modules: [
        {
          id: 5,
          title: "Bases",
          summary: "",
          state: "open",
          opens_on: null,
          lessons: [
            { id: 7, title: "Lire", kind: "text", minutes: 5, state: "done" },
            { id: 8, title: "Voir", kind: "video", minutes: 5, state: "next" },
          ],
        },
      ],
    };
    const csv = myResultsCsv(outline, [
      {
        id: 9,
        title: "Vérifier",
        kind: "module",
        module_id: 5,
        time_limit_minutes: null,
        max_attempts: 2,
        pass_percent: 70,
        questions: 3,
        attempts_used: 2,
        best_percent: 100,
        passed: true,
      },
    ]);
    const lines = csv.replace("\uFEFF", "").trim().split("\r\n");
    expect(lines).toEqual([
      "Élément;Module;Titre;État;Meilleur score (%);Tentatives",
      "Leçon;Bases;Lire;Terminée;;",
      "Leçon;Bases;Voir;À suivre;;",
      "Quiz du module;Bases;Vérifier;Réussi;100;2",
    ]);
  });
});
