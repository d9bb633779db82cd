import { expect } from "chai";
import { readEvaluationAnswer } from "./evaluation.ts";

const hot = { rating_overall: 5, rating_content: 4, rating_trainer: 5, rating_organisation: 3, recommendation: 9 };

Deno.test("readEvaluationAnswer (the evaluation function's check of the answers): keeps a complete hot answer, comment trimmed", () => {
  expect(readEvaluationAnswer("hot", { ...hot, comment: "  Très utile.  " })).to.deep.equal({
    ...hot,
    applied: null,
    comment: "Très utile.",
  });
});

Deno.test("readEvaluationAnswer (the evaluation function's check of the answers): names the first missing or out-of-range rating in French", () => {
  expect(readEvaluationAnswer("hot", { ...hot, rating_overall: 6 })).to.equal("Donnez une note globale de 1 à 5.");
  expect(readEvaluationAnswer("hot", { ...hot, rating_trainer: 2.5 })).to.equal("Notez le formateur de 1 à 5.");
  expect(readEvaluationAnswer("hot", { ...hot, recommendation: 11 })).to.equal(
    "Dites de 0 à 10 si vous recommanderiez cette formation.",
  );
  expect(readEvaluationAnswer("hot", { ...hot, comment: "x".repeat(2001) })).to.equal(
    "Le commentaire dépasse 2 000 caractères.",
  );
});

Deno.test("readEvaluationAnswer (the evaluation function's check of the answers): asks the cold questionnaire only whether the training was applied", () => {
  expect(readEvaluationAnswer("cold", { rating_overall: 4, applied: "en_partie" })).to.deep.equal({
    rating_overall: 4,
    rating_content: null,
    rating_trainer: null,
    rating_organisation: null,
    recommendation: null,
    applied: "en_partie",
    comment: "",
  });
  expect(readEvaluationAnswer("cold", { rating_overall: 4, applied: "peut-être" })).to.equal(
    "Dites si vous avez appliqué la formation : oui, en partie ou non.",
  );
});
