import { ArrowLeft, CheckCircle2, Clock, XCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { LoadError } from "~/components/back-office/list-states";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import {
  useLearnerQuizzes,
  useStartQuiz,
  useSubmitQuiz,
  type Answers,
  type GradedAttempt,
  type QuizQuestion,
  type StartedAttempt,
} from "../api/quizzes";
import { learningMeta } from "../lib/learning-meta";
import { learningPaths } from "../lib/outline";
import { QUIZ_KIND_LABELS, attemptsLeft, formatClock, quizStatus, secondsLeft } from "../lib/quiz";

export function meta() {
  return learningMeta("Quiz", "Un quiz de votre formation en ligne.");
}

function Question({
  question,
  index,
  value,
  onChange,
  result,
}: {
  question: QuizQuestion;
  index: number;
  value: string | string[] | undefined;
  onChange: (value: string | string[]) => void;
  result?: NonNullable<GradedAttempt["results"]>[number];
}) {
  const chosen = Array.isArray(value) ? value : value ? [value] : [];
  return (
    <fieldset className="grid gap-2 rounded-md border p-4" disabled={Boolean(result)}>
      <legend className="px-1 font-semibold break-words">
        {index + 1}. {question.prompt}
      </legend>
      {question.kind === "short" ? (
        <Input
          aria-label={`Réponse à la question ${index + 1}`}
          value={typeof value === "string" ? value : ""}
          onChange={(e) => onChange(e.target.value)}
          maxLength={200}
        />
      ) : (
        question.choices.map((choice) => {
          const multiple = question.kind === "multiple";
          return (
            <label key={choice.id} className="flex min-h-11 items-center gap-3 break-words">
              <input
                type={multiple ? "checkbox" : "radio"}
                name={`question-${question.id}`}
                className="size-5 shrink-0"
                checked={chosen.includes(choice.id)}
                onChange={(e) =>
                  onChange(
                    multiple
                      ? e.target.checked
                        ? [...chosen, choice.id]
                        : chosen.filter((id) => id !== choice.id)
                      : [choice.id],
                  )
                }
              />
              <span className="min-w-0">{choice.text}</span>
            </label>
          );
        })
      )}
      {result ? (
        <div className="grid gap-1 text-sm">
          <p
            className={`flex items-center gap-2 font-medium ${result.right ? "text-success-foreground" : "text-destructive"}`}
          >
            {result.right ? (
              <CheckCircle2 className="size-4" aria-hidden="true" />
            ) : (
              <XCircle className="size-4" aria-hidden="true" />
            )}
            {result.right ? "Bonne réponse" : "Réponse incorrecte"}
          </p>
          {!result.right ? (
            <p>
              Réponse attendue :{" "}
              {question.kind === "short"
                ? result.correct.join(" ou ")
                : question.choices
                    .filter((choice) => result.correct.includes(choice.id))
                    .map((choice) => choice.text)
                    .join(", ")}
            </p>
          ) : null}
          {result.explanation ? <p className="text-muted-foreground">{result.explanation}</p> : null}
        </div>
      ) : null}
    </fieldset>
  );
}

function Countdown({ deadline, onTimeUp }: { deadline: string; onTimeUp: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = secondsLeft(deadline, now) ?? 0;
  useEffect(() => {
    if (left === 0) onTimeUp();
  }, [left, onTimeUp]);
  return (
    <p className="flex items-center gap-2 font-medium" aria-live="polite">
      <Clock className="size-4" aria-hidden="true" />{" "}
      {left === 0 ? "Le temps est écoulé" : `Temps restant : ${formatClock(left)}`}
    </p>
  );
}

/** A quiz: its state, « Commencer », the questions, then the graded answer with the right answers and explanations. */
export default function QuizRoute() {
  const { enrollmentId = "", quizId = "" } = useParams();
  const enrollment = Number(enrollmentId);
  const quizzes = useLearnerQuizzes(enrollment);
  const start = useStartQuiz(enrollment);
  const submit = useSubmitQuiz(enrollment);
  const [attempt, setAttempt] = useState<StartedAttempt | null>(null);
  const [answers, setAnswers] = useState<Answers>({});
  const [graded, setGraded] = useState<GradedAttempt | null>(null);
  const quiz = quizzes.data?.find((entry) => entry.id === Number(quizId));
  const back = (
    <Link to={learningPaths.space(enrollment)} className="inline-flex items-center gap-1 text-sm text-primary">
      <ArrowLeft className="size-4" aria-hidden="true" /> Le parcours
    </Link>
  );

  function send() {
    if (!attempt || submit.isPending || graded) return;
    submit.mutate({ attemptId: attempt.attempt_id, answers }, { onSuccess: setGraded });
  }

  if (quizzes.isPending)
    return <Skeleton role="status" aria-label="Chargement du quiz" className="mx-auto h-64 w-full max-w-3xl" />;
  if (quizzes.isError || !quiz)
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4">
        {back}
        <h1 className="text-2xl font-bold tracking-tight text-primary">Quiz</h1>
        <LoadError
          message={quizzes.error?.message ?? "Ce quiz n'existe pas ou plus."}
          onRetry={() => void quizzes.refetch()}
        />
      </div>
    );
  const left = attemptsLeft(quiz);
  return (
    <div className="mx-auto grid w-full max-w-3xl min-w-0 gap-5">
      {back}
      <header className="grid gap-1">
        <p className="text-sm text-muted-foreground">{QUIZ_KIND_LABELS[quiz.kind]}</p>
        <h1 className="text-2xl font-bold tracking-tight break-words text-primary">{quiz.title}</h1>
        <p className="text-muted-foreground">
          {quizStatus(quiz)} · réussite à {quiz.pass_percent} %
        </p>
      </header>
      {graded ? (
        <Card role="status" className="grid gap-2 p-4">
          <p className="text-lg font-semibold">
            {graded.timed_out ? graded.message : graded.passed ? "Quiz réussi" : "Quiz non réussi"}
          </p>
          <p>
            Score : {graded.score} / {graded.max_score} ({graded.percent} %)
          </p>
          {!graded.passed && left !== 0 ? (
            <Button
              className="justify-self-start"
              onClick={() => {
                setGraded(null);
                setAttempt(null);
                setAnswers({});
              }}
            >
              Nouvelle tentative
            </Button>
          ) : null}
          {!graded.passed && left === 0 ? <p>Vous avez utilisé toutes vos tentatives pour ce quiz.</p> : null}
          {graded.passed ? (
            <Button asChild className="justify-self-start">
              <Link to={learningPaths.space(enrollment)}>Continuer le parcours</Link>
            </Button>
          ) : null}
        </Card>
      ) : null}
      {!attempt && !graded ? (
        quiz.passed ? (
          <p className="font-medium">Vous avez déjà réussi ce quiz.</p>
        ) : left === 0 ? (
          <p className="font-medium">Plus aucune tentative : vous avez utilisé toutes vos tentatives pour ce quiz.</p>
        ) : (
          <Button
            className="justify-self-start"
            disabled={start.isPending}
            onClick={() => start.mutate(quiz.id, { onSuccess: setAttempt })}
          >
            Commencer le quiz
          </Button>
        )
      ) : null}
      {start.isError ? (
        <p role="alert" className="text-destructive">
          {start.error.message}
        </p>
      ) : null}
      {attempt ? (
        <form
          method="post"
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          {attempt.deadline_at && !graded ? <Countdown deadline={attempt.deadline_at} onTimeUp={send} /> : null}
          {attempt.questions.map((question, index) => (
            <Question
              key={question.id}
              question={question}
              index={index}
              value={answers[String(question.id)]}
              onChange={(value) => setAnswers((current) => ({ ...current, [String(question.id)]: value }))}
              result={graded?.results?.find((result) => result.question_id === question.id)}
            />
          ))}
          {!graded ? (
            <Button type="submit" className="justify-self-start" disabled={submit.isPending}>
              Envoyer mes réponses
            </Button>
          ) : null}
          {submit.isError ? (
            <p role="alert" className="text-destructive">
              {submit.error.message}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
