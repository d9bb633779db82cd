import { formatScore, formatTimeSpent, type SessionReport } from "../lib/follow-up";

/** Each confirmed learner's progress, time, quiz scores and last activity. */
export function LearnersTable({ report }: { report: SessionReport }) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">Progression des apprenants</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="p-2">
              Apprenant
            </th>
            <th scope="col" className="p-2">
              Progression
            </th>
            <th scope="col" className="p-2">
              Temps
            </th>
            {report.quizzes.map((quiz) => (
              <th key={quiz.id} scope="col" className="p-2">
                {quiz.title}
              </th>
            ))}
            <th scope="col" className="p-2">
              Activité
            </th>
          </tr>
        </thead>
        <tbody>
          {report.learners.map((learner) => (
            <tr key={learner.enrollment_id} className="border-t" data-testid="learner-progress-row">
              <th scope="row" className="p-2 text-left font-medium">
                {learner.name}
              </th>
              <td className="p-2">
                {learner.percent} % ({learner.lessons_done}/{report.lessons_total})
              </td>
              <td className="p-2">{formatTimeSpent(learner.seconds_spent)}</td>
              {report.quizzes.map((quiz) => (
                <td key={quiz.id} className="p-2">
                  {formatScore(learner.quizzes.find((score) => score.quiz_id === quiz.id))}
                </td>
              ))}
              <td className="p-2">
                {learner.stuck ? (
                  <span className="font-medium text-destructive">
                    Inactif depuis {report.stuck_days} jours ou plus{learner.reminded_at ? " · relancé" : ""}
                  </span>
                ) : learner.last_activity_at ? (
                  `Actif le ${new Date(learner.last_activity_at).toLocaleDateString("fr-FR")}`
                ) : (
                  "Pas encore commencé"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
