import { Card } from "~/components/ui/card";
import { useAuthoredQuizzes } from "../api/quizzes";
import type { ModuleOption } from "../lib/quiz-settings";
import { NewQuiz } from "./new-quiz";
import { QuizCard } from "./quiz-card";

/** The formation's quizzes: positioning, module and final, their settings and their question bank with its keys. */
export function QuizEditor({ formationId, modules }: { formationId: number; modules: ModuleOption[] }) {
  const quizzes = useAuthoredQuizzes(formationId);
  return (
    <section aria-labelledby="quizzes-heading" className="grid gap-4">
      <h2 id="quizzes-heading" className="text-xl font-bold tracking-tight text-primary">
        Quiz
      </h2>
      <p className="max-w-prose text-muted-foreground">
        Un quiz de positionnement avant la session et un quiz final mesurent le gain de connaissances ; un quiz de
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
