import { BookOpen, CheckCircle2, Circle, ClipboardCheck, Lock, PlayCircle } from "lucide-react";
import { Link, useParams } from "react-router";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { SpaceHeader } from "~/components/back-office/space-header";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { useOutline } from "../api/learning";
import { LiveClassesCard } from "../components/live-classes";
import { myResultsCsv } from "../lib/my-results-csv";
import { downloadCsv } from "~/features/enquiries/admin";
import { useLearnerQuizzes, type LearnerQuiz } from "../api/quizzes";
import { QUIZ_KIND_LABELS, quizStatus } from "../lib/quiz";
import { learningMeta } from "../lib/learning-meta";
import {
  KIND_LABELS,
  LESSON_STATE_LABELS,
  learningPaths,
  lockedReason,
  progressOf,
  type LessonState,
  type Outline,
} from "../lib/outline";

export function meta() {
  return learningMeta("Espace de formation", "Les modules et les leçons de votre formation, et votre progression.");
}

const STATE_ICONS: Record<LessonState, typeof Circle> = {
  done: CheckCircle2,
  next: PlayCircle,
  open: Circle,
  locked: Lock,
};

function Progress({ outline }: { outline: Outline }) {
  const { done, total, percent } = progressOf(outline);
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">
        {done} leçon{done > 1 ? "s" : ""} terminée{done > 1 ? "s" : ""} sur {total} ({percent} %)
      </p>
      <div
        role="progressbar"
        aria-label="Progression"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function QuizLine({ quiz, enrollmentId, locked }: { quiz: LearnerQuiz; enrollmentId: number; locked: boolean }) {
  const label = (
    <>
      <ClipboardCheck className="size-5 shrink-0" aria-hidden="true" />
      <span className="min-w-0 flex-1 break-words">
        {QUIZ_KIND_LABELS[quiz.kind]} · {quiz.title}
      </span>
      <span className="shrink-0 text-xs text-muted-foreground">{locked ? "Verrouillé" : quizStatus(quiz)}</span>
    </>
  );
  return locked ? (
    <span className="flex min-h-11 flex-wrap items-center gap-3 rounded-md px-2 text-muted-foreground">{label}</span>
  ) : (
    <Link
      to={learningPaths.quiz(enrollmentId, quiz.id)}
      className="flex min-h-11 flex-wrap items-center gap-3 rounded-md px-2 hover:bg-muted"
    >
      {label}
    </Link>
  );
}

function OutlineView({ outline, quizzes }: { outline: Outline; quizzes: LearnerQuiz[] }) {
  const around = (kind: LearnerQuiz["kind"]) =>
    quizzes
      .filter((quiz) => quiz.kind === kind)
      .map((quiz) => (
        <Card key={quiz.id} className="p-2">
          <QuizLine quiz={quiz} enrollmentId={outline.enrollment_id} locked={false} />
        </Card>
      ));
  if (outline.modules.length === 0 && quizzes.length === 0)
    return (
      <EmptyState icon={BookOpen} title="Le contenu en ligne n'est pas encore publié">
        <p className="max-w-prose text-muted-foreground">
          Les formateurs préparent les modules de cette formation. Revenez bientôt : vous serez prévenu par e-mail.
        </p>
      </EmptyState>
    );
  return (
    <div className="grid gap-4">
      {around("positioning")}
      <ol className="grid gap-4">
        {outline.modules.map((module, index) => (
          <li key={module.id}>
            <Card className="grid gap-3 p-4 sm:p-5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-lg font-semibold break-words">
                  Module {index + 1} · {module.title}
                </h2>
                <Badge variant={module.state === "locked" ? "outline" : "secondary"}>
                  {module.state === "done" ? "Terminé" : module.state === "open" ? "Ouvert" : "Verrouillé"}
                </Badge>
              </div>
              {module.summary ? <p className="text-muted-foreground">{module.summary}</p> : null}
              {module.state === "locked" ? (
                <p className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Lock className="size-4 shrink-0" aria-hidden="true" /> {lockedReason(module, outline.unlock_mode)}
                </p>
              ) : null}
              {module.lessons.length === 0 ? (
                <p className="text-sm text-muted-foreground">Ce module n'a pas encore de leçon.</p>
              ) : (
                <ul className="grid gap-1">
                  {module.lessons.map((lesson) => {
                    const Icon = STATE_ICONS[lesson.state];
                    const label = (
                      <>
                        <Icon className="size-5 shrink-0" aria-hidden="true" />
                        <span className="min-w-0 flex-1 break-words">{lesson.title}</span>
                        <span className="shrink-0 text-xs text-muted-foreground">
                          {KIND_LABELS[lesson.kind]} · {LESSON_STATE_LABELS[lesson.state]}
                        </span>
                      </>
                    );
                    return (
                      <li key={lesson.id}>
                        {lesson.state === "locked" ? (
                          <span className="flex min-h-11 items-center gap-3 rounded-md px-2 text-muted-foreground">
                            {label}
                          </span>
                        ) : (
                          <Link
                            to={learningPaths.lesson(outline.enrollment_id, lesson.id)}
                            className="flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-muted"
                          >
                            {label}
                          </Link>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
              {quizzes
                .filter((quiz) => quiz.module_id === module.id)
                .map((quiz) => (
                  <QuizLine
                    key={quiz.id}
                    quiz={quiz}
                    enrollmentId={outline.enrollment_id}
                    locked={module.state === "locked"}
                  />
                ))}
            </Card>
          </li>
        ))}
      </ol>
      {around("final")}
    </div>
  );
}

/** « Espace de formation » of one confirmed enrollment: the outline, what is done, next and locked. */
export default function LearningSpaceRoute() {
  const { enrollmentId = "" } = useParams();
  const outline = useOutline(Number(enrollmentId));
  const quizzes = useLearnerQuizzes(Number(enrollmentId));
  let body: React.ReactNode;
  if (outline.isPending)
    body = (
      <div role="status" aria-label="Chargement du parcours" className="grid gap-4">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  else if (outline.isError) body = <LoadError message={outline.error.message} onRetry={() => void outline.refetch()} />;
  else body = <OutlineView outline={outline.data} quizzes={quizzes.data ?? []} />;
  const next = outline.data?.next_lesson_id;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <SpaceHeader title={outline.data ? outline.data.formation.title : "Espace de formation"}>
        Vos modules et vos leçons. Votre progression est enregistrée au fur et à mesure : reprenez sur n'importe quel
        appareil.
      </SpaceHeader>
      {outline.data && outline.data.modules.length > 0 ? <Progress outline={outline.data} /> : null}
      {outline.data && next ? (
        <Button asChild className="justify-self-start">
          <Link to={learningPaths.lesson(outline.data.enrollment_id, next)}>Reprendre</Link>
        </Button>
      ) : null}
      {outline.data ? <LiveClassesCard enrollmentId={outline.data.enrollment_id} /> : null}
      {outline.data && outline.data.modules.length > 0 ? (
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() =>
            downloadCsv(
              `mes-resultats-${outline.data.enrollment_id}.csv`,
              myResultsCsv(outline.data, quizzes.data ?? []),
            )
          }
        >
          Exporter mes résultats (CSV)
        </Button>
      ) : null}
      {body}
    </div>
  );
}
