import { Card } from "~/components/ui/card";
import { useFormationInsights } from "../api/session-learning";
import { lessonFunnel } from "../lib/follow-up";

/** Across all the formation's sessions: where learners drop out, and the questions most missed. */
export function FormationInsights({ formationId }: { formationId: number }) {
  const insights = useFormationInsights(formationId);
  if (!insights.data) return null;
  const funnel = lessonFunnel(insights.data);
  const missed = insights.data.questions.filter((question) => question.answered > 0).slice(0, 5);
  return (
    <section aria-labelledby="insights-heading" className="grid gap-4">
      <h2 id="insights-heading" className="text-xl font-bold tracking-tight text-primary">
        Toutes les sessions de la formation
      </h2>
      <Card className="grid gap-2 p-4 sm:p-5">
        <h3 className="font-semibold">Où les apprenants décrochent</h3>
        {funnel.length === 0 ? (
          <p className="text-muted-foreground">Aucune leçon pour l'instant.</p>
        ) : (
          <ol className="grid gap-1">
            {funnel.map((lesson) => (
              <li key={lesson.lesson_id} className="flex flex-wrap justify-between gap-2">
                <span className="min-w-0 break-words">
                  {lesson.module_title} · {lesson.title}
                </span>
                <span className="text-sm">
                  {lesson.donePercent} % terminée{lesson.lost > 0 ? ` · ${lesson.lost} arrêté(s) en cours` : ""}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card>
      <Card className="grid gap-2 p-4 sm:p-5">
        <h3 className="font-semibold">Questions les plus manquées</h3>
        {missed.length === 0 ? (
          <p className="text-muted-foreground">Aucune réponse pour l'instant.</p>
        ) : (
          <ol className="grid gap-1">
            {missed.map((question) => (
              <li key={question.question_id} className="flex flex-wrap justify-between gap-2">
                <span className="min-w-0 break-words">
                  {question.prompt} <span className="text-xs text-muted-foreground">({question.quiz_title})</span>
                </span>
                <span className="text-sm">
                  {question.missed_percent} % manquée ({question.missed}/{question.answered})
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </section>
  );
}
