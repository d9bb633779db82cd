import { describe, expect, it } from "vitest";
import { readEvaluationAnswer } from "./evaluation.ts";

const hot = { rating_overall: 5, rating_content: 4, rating_trainer: 5, rating_organisation: 3, recommendation: 9 };

describe("readEvaluationAnswer (the evaluation function's check of the answers)", () => {
  it("keeps a complete hot answer, comment trimmed", () => {
    expect(readEvaluationAnswer("hot", { ...hot, comment: "  Très utile.  " })).toEqual({
      ...hot,
      applied: null,
      comment: "Très utile.",
    });
  });

  it("names the first missing or out-of-range rating in French", () => {
    expect(readEvaluationAnswer("hot", { ...hot, rating_overall: 6 })).toBe("Donnez une note globale de 1 à 5.");
    expect(readEvaluationAnswer("hot", { ...hot, rating_trainer: 2.5 })).toBe("Notez le formateur de 1 à 5.");
    expect(readEvaluationAnswer("hot", { ...hot, recommendation: 11 })).toBe(
      "Dites de 0 à 10 si vous recommanderiez cette formation.",
    );
    expect(readEvaluationAnswer("hot", { ...hot, comment: "x".repeat(2001) })).toBe(
      "Le commentaire dépasse 2 000 caractères.",
    );
  });

  it("asks the cold questionnaire only whether the training was applied", () => {
    expect(readEvaluationAnswer("cold", { rating_overall: 4, applied: "en_partie" })).toEqual({
      rating_overall: 4,
      rating_content: null,
      rating_trainer: null,
      rating_organisation: null,
      recommendation: null,
      applied: "en_partie",
      comment: "",
    });
    expect(readEvaluationAnswer("cold", { rating_overall: 4, applied: "peut-être" })).toBe(
      "Dites si vous avez appliqué la formation : oui, en partie ou non.",
    );
  });
});
