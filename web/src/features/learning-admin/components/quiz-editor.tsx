import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input, inputClasses } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import {
  useAnswerKeys,
  useAuthoredQuizzes,
  useCreateQuiz,
  useDeleteQuestion,
  useDeleteQuiz,
  useSaveQuestion,
  useUpdateQuiz,
  type AuthoredQuiz,
} from "../api/quizzes";
import {
  QUESTION_KINDS,
  QUIZ_KINDS,
  emptyQuestion,
  questionArgs,
  type QuestionDraft,
  type QuestionKind,
  type QuizKind,
} from "../lib/question-draft";

interface ModuleOption {
  id: number;
  title: string;
}

/** A whole number typed in a field, or null when left empty. */
function optionalNumber(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : Math.max(1, Math.round(Number(trimmed)));
}

function QuestionForm({ quiz, formationId }: { quiz: AuthoredQuiz; formationId: number }) {
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
          hint="Une par ligne ; comparées sans majuscules, accents ni espaces en trop."
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
          pass_percent: Math.min(100, Math.max(0, Math.round(Number(pass) || 0))),
        });
      }}
    >
      <FormField label="Durée (minutes)" hint="Vide : sans limite.">
        <Input type="number" min={1} max={600} value={limit} onChange={(e) => setLimit(e.target.value)} />
      </FormField>
      <FormField label="Tentatives" hint="Vide : sans limite.">
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

function rightAnswer(quiz: AuthoredQuiz, questionId: number, keys: { question_id: number; correct: string[] }[]) {
  const question = quiz.quiz_questions.find((q) => q.id === questionId);
  const key = keys.find((k) => k.question_id === questionId);
  if (!question || !key) return "";
  if (question.kind === "short") return key.correct.join(" / ");
  return key.correct.map((id) => question.choices.find((choice) => choice.id === id)?.text ?? id).join(", ");
}

function QuizCard({
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
            if (window.confirm(`Supprimer le quiz « ${quiz.title} » et ses tentatives ?`)) deleteQuiz.mutate(quiz.id);
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
                      Bonne réponse : {rightAnswer(quiz, question.id, answerKeys.data)}
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

function NewQuiz({ formationId, modules }: { formationId: number; modules: ModuleOption[] }) {
  const create = useCreateQuiz(formationId);
  const [kind, setKind] = useState<QuizKind>("module");
  const [moduleId, setModuleId] = useState<string>("");
  const [title, setTitle] = useState("");
  const [limit, setLimit] = useState("");
  const [attempts, setAttempts] = useState("");
  const [pass, setPass] = useState("70");
  const [required, setRequired] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      method="post"
      aria-label="Nouveau quiz"
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (kind === "module" && !moduleId) {
          setError("Choisissez le module du quiz.");
          return;
        }
        setError(null);
        create.mutate(
          {
            kind,
            module_id: kind === "module" ? Number(moduleId) : null,
            title: title.trim(),
            time_limit_minutes: optionalNumber(limit),
            max_attempts: optionalNumber(attempts),
            pass_percent: Math.min(100, Math.max(0, Math.round(Number(pass) || 0))),
            required_for_certificate: kind === "final" && required,
          },
          { onSuccess: () => setTitle(""), onError: (caught) => setError(caught.message) },
        );
      }}
    >
      <h3 className="font-semibold">Nouveau quiz</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Titre du quiz" required>
          <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
        </FormField>
        <FormField label="Type de quiz">
          <select className={inputClasses} value={kind} onChange={(e) => setKind(e.target.value as QuizKind)}>
            {QUIZ_KINDS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>
        {kind === "module" ? (
          <FormField label="Module">
            <select className={inputClasses} value={moduleId} onChange={(e) => setModuleId(e.target.value)}>
              <option value="">Choisir un module</option>
              {modules.map((m, index) => (
                <option key={m.id} value={m.id}>
                  Module {index + 1} · {m.title}
                </option>
              ))}
            </select>
          </FormField>
        ) : null}
        <FormField label="Durée du quiz (minutes)" hint="Vide : sans limite.">
          <Input type="number" min={1} max={600} value={limit} onChange={(e) => setLimit(e.target.value)} />
        </FormField>
        <FormField label="Nombre de tentatives" hint="Vide : sans limite.">
          <Input type="number" min={1} max={100} value={attempts} onChange={(e) => setAttempts(e.target.value)} />
        </FormField>
        <FormField label="Seuil de réussite en %">
          <Input type="number" min={0} max={100} value={pass} onChange={(e) => setPass(e.target.value)} />
        </FormField>
      </div>
      {kind === "final" ? (
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={required}
            onChange={(e) => setRequired(e.target.checked)}
            className="size-4"
          />
          Réussite exigée pour le certificat (en plus de l'assiduité)
        </label>
      ) : null}
      {error ? (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={!title.trim() || create.isPending} className="justify-self-start">
        Créer le quiz
      </Button>
    </form>
  );
}

/** The formation's quizzes: positioning, module and final, their settings and their question bank with its keys. */
export function QuizEditor({ formationId, modules }: { formationId: number; modules: ModuleOption[] }) {
  const quizzes = useAuthoredQuizzes(formationId);
  return (
    <section aria-labelledby="quizzes-heading" className="grid gap-4">
      <h2 id="quizzes-heading" className="text-xl font-bold tracking-tight text-primary">
        Quiz
      </h2>
      <p className="max-w-prose text-muted-foreground">
        Un quiz de positionnement avant la session et un quiz final mesurent le gain de connaissances ; un quiz de
        module doit être réussi pour terminer son module. Les bonnes réponses restent sur le serveur jusqu'à l'envoi.
      </p>
      {quizzes.isError ? (
        <p role="alert" className="text-destructive">
          Les quiz n'ont pas pu être chargés.
        </p>
      ) : null}
      {quizzes.data?.map((quiz) => (
        <QuizCard key={quiz.id} quiz={quiz} formationId={formationId} modules={modules} />
      ))}
      <Card className="p-4 sm:p-5">
        <NewQuiz formationId={formationId} modules={modules} />
      </Card>
    </section>
  );
}
