import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input, inputClasses } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { useSaveQuestion, type AuthoredQuiz } from "../api/quizzes";
import {
  QUESTION_KINDS,
  emptyQuestion,
  questionArgs,
  type QuestionDraft,
  type QuestionKind,
} from "../lib/question-draft";

/** « Ajouter une question » to a quiz: its kind, prompt, choices or accepted answers, the right one, an explanation. */
export function QuestionForm({ quiz, formationId }: { quiz: AuthoredQuiz; formationId: number }) {
  const save = useSaveQuestion(formationId);
  const [draft, setDraft] = useState<QuestionDraft>(emptyQuestion);
  const [error, setError] = useState<string | null>(null);
  const update = (patch: Partial<QuestionDraft>) => setDraft((current) => ({ ...current, ...patch }));

  function toggleCorrect(index: number) {
    if (draft.kind === "multiple")
      update({
        correct: draft.correct.includes(index) ? draft.correct.filter((i) => i !== index) : [...draft.correct, index],
      });
    else update({ correct: [index] });
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = questionArgs(draft);
    if ("error" in result) {
      setError(result.error);
      return;
    }
    setError(null);
    save.mutate(
      { quizId: quiz.id, questionId: null, position: quiz.quiz_questions.length + 1, args: result.args },
      {
        onSuccess: () => setDraft(emptyQuestion()),
        onError: (caught) => setError(caught.message),
      },
    );
  }

  const group = `correct-${quiz.id}`;
  return (
    <form
      method="post"
      onSubmit={submit}
      className="grid gap-3 border-t pt-4"
      aria-label={`Nouvelle question de ${quiz.title}`}
    >
      <h4 className="font-semibold">Ajouter une question</h4>
      <FormField label="Type de question">
        <select
          className={inputClasses}
          value={draft.kind}
          onChange={(e) => update({ kind: e.target.value as QuestionKind, correct: [] })}
        >
          {QUESTION_KINDS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Question" required>
        <Textarea value={draft.prompt} onChange={(e) => update({ prompt: e.target.value })} maxLength={2000} rows={2} />
      </FormField>
      {draft.kind === "single" || draft.kind === "multiple" ? (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">
            Choix ({draft.kind === "single" ? "cochez la bonne réponse" : "cochez les bonnes réponses"})
          </legend>
          {draft.choices.map((choice, index) => (
            <div key={index} className="flex items-center gap-2">
              <input
                type={draft.kind === "single" ? "radio" : "checkbox"}
                name={group}
                aria-label={`Choix ${index + 1} correct`}
                checked={draft.correct.includes(index)}
                onChange={() => toggleCorrect(index)}
                className="size-4"
              />
              <Input
                aria-label={`Choix ${index + 1}`}
                value={choice}
                maxLength={500}
                onChange={(e) =>
                  update({ choices: draft.choices.map((text, i) => (i === index ? e.target.value : text)) })
                }
              />
            </div>
          ))}
          {draft.choices.length < 12 ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => update({ choices: [...draft.choices, ""] })}
            >
              Ajouter un choix
            </Button>
          ) : null}
        </fieldset>
      ) : null}
      {draft.kind === "true_false" ? (
        <fieldset className="flex gap-4">
          <legend className="text-sm font-medium">Bonne réponse</legend>
          {["Vrai", "Faux"].map((label, index) => (
            <label key={label} className="flex items-center gap-2">
              <input
                type="radio"
                name={group}
                checked={draft.correct[0] === index}
                onChange={() => update({ correct: [index] })}
                className="size-4"
              />
              {label}
            </label>
          ))}
        </fieldset>
      ) : null}
      {draft.kind === "short" ? (
        <FormField
          label="Réponses acceptées"
          hint="Une par ligne ; comparées sans majuscules, accents ni espaces en trop."
        >
          <Textarea value={draft.accepted} onChange={(e) => update({ accepted: e.target.value })} rows={3} />
        </FormField>
      ) : null}
      <FormField label="Explication" hint="Montrée à l'apprenant après l'envoi de ses réponses.">
        <Textarea
          value={draft.explanation}
          onChange={(e) => update({ explanation: e.target.value })}
          maxLength={4000}
          rows={2}
        />
      </FormField>
      {error ? (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        Ajouter la question
      </Button>
    </form>
  );
}
