import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useAnswerKeys, useDeleteQuestion, useDeleteQuiz, useUpdateQuiz, type AuthoredQuiz } from "../api/quizzes";
import { QUESTION_KINDS, QUIZ_KINDS } from "../lib/question-draft";
import { optionalNumber, passPercent, rightAnswer, type ModuleOption } from "../lib/quiz-settings";
import { QuestionForm } from "./question-form";

/** A quiz's time limit, attempts and pass mark, saved on their own. */
function QuizSettingsForm({ quiz, formationId }: { quiz: AuthoredQuiz; formationId: number }) {
  const updateQuiz = useUpdateQuiz(formationId);
  const [limit, setLimit] = useState(quiz.time_limit_minutes?.toString() ?? "");
  const [attempts, setAttempts] = useState(quiz.max_attempts?.toString() ?? "");
  const [pass, setPass] = useState(String(quiz.pass_percent));
  return (
    <form
      method="post"
      className="grid gap-3 sm:grid-cols-4 sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        updateQuiz.mutate({
          id: quiz.id,
          title: quiz.title,
          time_limit_minutes: optionalNumber(limit),
          max_attempts: optionalNumber(attempts),
          pass_percent: passPercent(pass),
        });
      }}
    >
      <FormField label="Durée (minutes)" hint="Vide : sans limite.">
        <Input type="number" min={1} max={600} value={limit} onChange={(e) => setLimit(e.target.value)} />
      </FormField>
      <FormField label="Tentatives" hint="Vide : sans limite.">
        <Input type="number" min={1} max={100} value={attempts} onChange={(e) => setAttempts(e.target.value)} />
      </FormField>
      <FormField label="Seuil de réussite (%)">
        <Input type="number" min={0} max={100} value={pass} onChange={(e) => setPass(e.target.value)} />
      </FormField>
      <Button type="submit" variant="outline" disabled={updateQuiz.isPending}>
        Enregistrer les réglages
      </Button>
      {updateQuiz.isError ? (
        <p role="alert" className="text-destructive sm:col-span-4">
          {updateQuiz.error.message}
        </p>
      ) : null}
      {updateQuiz.isSuccess ? (
        <p role="status" className="text-sm text-muted-foreground sm:col-span-4">
          Réglages enregistrés.
        </p>
      ) : null}
    </form>
  );
}

/** One quiz: its kind and module, its settings, its questions with their right answers, and a new question. */
export function QuizCard({
  quiz,
  formationId,
  modules,
}: {
  quiz: AuthoredQuiz;
  formationId: number;
  modules: ModuleOption[];
}) {
  const deleteQuiz = useDeleteQuiz(formationId);
  const deleteQuestion = useDeleteQuestion(formationId);
  const answerKeys = useAnswerKeys(quiz.id);
  const kind = QUIZ_KINDS.find((option) => option.value === quiz.kind)?.label;
  const module = modules.find((m) => m.id === quiz.module_id);
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold break-words">
          {quiz.title}{" "}
          <span className="text-sm font-normal text-muted-foreground">
            ({kind}
            {module ? ` · ${module.title}` : ""}
            {quiz.required_for_certificate ? " · exigé pour le certificat" : ""})
          </span>
        </h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            if (window.confirm(`Supprimer le quiz « ${quiz.title} » et ses tentatives ?`)) deleteQuiz.mutate(quiz.id);
          }}
        >
          <Trash2 aria-hidden="true" /> Supprimer le quiz
        </Button>
      </div>
      <QuizSettingsForm quiz={quiz} formationId={formationId} />
      {quiz.quiz_questions.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucune question pour l'instant.</p>
      ) : (
        <ol className="grid list-decimal gap-2 pl-5">
          {quiz.quiz_questions.map((question) => (
            <li key={question.id}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <span className="min-w-0 break-words">
                  {question.prompt}{" "}
                  <span className="text-xs text-muted-foreground">
                    ({QUESTION_KINDS.find((k) => k.value === question.kind)?.label})
                  </span>
                  {answerKeys.data ? (
                    <span className="block text-sm text-muted-foreground">
                      Bonne réponse : {rightAnswer(quiz, question.id, answerKeys.data)}
                    </span>
                  ) : null}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Supprimer la question ${question.prompt}`}
                  onClick={() => deleteQuestion.mutate(question.id)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <QuestionForm quiz={quiz} formationId={formationId} />
    </Card>
  );
}
