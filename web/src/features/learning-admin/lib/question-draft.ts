/** A question as the author writes it on the screen, before it becomes save_quiz_question's arguments. */
export type QuestionKind = "single" | "multiple" | "true_false" | "short";
export type QuizKind = "positioning" | "module" | "final";

export interface QuestionDraft {
  kind: QuestionKind;
  prompt: string;
  /** The choices' texts, in order (single and multiple choice). */
  choices: string[];
  /** The indexes of the right choices (single, multiple), or 0 for « Vrai » and 1 for « Faux ». */
  correct: number[];
  /** The accepted answers of a short question, one a line. */
  accepted: string;
  explanation: string;
  points: number;
}

export const QUESTION_KINDS: { value: QuestionKind; label: string }[] = [
  { value: "single", label: "Choix unique" },
  { value: "multiple", label: "Choix multiple" },
  { value: "true_false", label: "Vrai ou faux" },
  { value: "short", label: "Réponse courte" },
];

export const QUIZ_KINDS: { value: QuizKind; label: string }[] = [
  { value: "positioning", label: "Positionnement (avant la session)" },
  { value: "module", label: "Quiz de module" },
  { value: "final", label: "Quiz final" },
];

export function emptyQuestion(): QuestionDraft {
  return { kind: "single", prompt: "", choices: ["", ""], correct: [], accepted: "", explanation: "", points: 1 };
}

export interface QuestionArgs {
  p_kind: QuestionKind;
  p_prompt: string;
  p_choices: { id: string; text: string }[];
  p_correct: string[];
  p_explanation: string;
  p_points: number;
}

const CHOICE_IDS = "abcdefghijkl";

/** The arguments of save_quiz_question, or the French reason the draft cannot be saved yet. */
export function questionArgs(draft: QuestionDraft): { args: QuestionArgs } | { error: string } {
  const prompt = draft.prompt.trim();
  if (!prompt) return { error: "Écrivez la question." };
  const base = {
    p_kind: draft.kind,
    p_prompt: prompt,
    p_explanation: draft.explanation.trim(),
    p_points: draft.points,
  };
  if (draft.kind === "short") {
    const accepted = draft.accepted
      .split("\n")
      .map((answer) => answer.trim())
      .filter(Boolean);
    if (accepted.length === 0) return { error: "Indiquez au moins une réponse acceptée." };
    if (accepted.length > 20) return { error: "20 réponses acceptées au plus." };
    return { args: { ...base, p_choices: [], p_correct: accepted } };
  }
  if (draft.kind === "true_false") {
    if (draft.correct.length !== 1) return { error: "Indiquez si l'affirmation est vraie ou fausse." };
    return { args: { ...base, p_choices: [], p_correct: [draft.correct[0] === 1 ? "faux" : "vrai"] } };
  }
  const choices = draft.choices.map((text, index) => ({ index, text: text.trim() })).filter((choice) => choice.text);
  if (choices.length < 2) return { error: "Écrivez au moins deux choix." };
  if (choices.length > 12) return { error: "12 choix au plus." };
  const correct = choices.filter((choice) => draft.correct.includes(choice.index));
  if (correct.length === 0) return { error: "Cochez la bonne réponse." };
  if (draft.kind === "single" && correct.length !== 1) return { error: "Un choix unique a une seule bonne réponse." };
  const idOf = (index: number) => CHOICE_IDS[choices.findIndex((choice) => choice.index === index)];
  return {
    args: {
      ...base,
      p_choices: choices.map((choice) => ({ id: idOf(choice.index), text: choice.text })),
      p_correct: correct.map((choice) => idOf(choice.index)),
    },
  };
}
