import { BellRing, Download, Users } from "lucide-react";
import { EmptyState } from "~/components/back-office/list-states";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { downloadCsv } from "~/features/enquiries/admin";
import { useRemindStuck } from "../api/session-learning";
import { formatGain, sessionReportCsv, type SessionReport } from "../lib/follow-up";
import { LearnersTable } from "./learners-table";

/** The knowledge gained between the placement quiz and the final quiz. */
function KnowledgeGain({ knowledge }: { knowledge: SessionReport["knowledge"] }) {
  return (
    <Card className="grid gap-1 p-4 sm:p-5">
      <h2 className="text-lg font-semibold">Gain de connaissances</h2>
      {knowledge.measured === 0 ? (
        <p className="text-muted-foreground">
          Pas encore mesuré : il faut un quiz de positionnement et un quiz final passés par un même apprenant.
        </p>
      ) : (
        <p>
          <span className="text-2xl font-bold text-primary">{formatGain(knowledge.gain)}</span>{" "}
          <span className="text-muted-foreground">
            ({knowledge.before} % au positionnement, {knowledge.after} % au quiz final, {knowledge.measured} apprenant
            {knowledge.measured > 1 ? "s" : ""} mesuré{knowledge.measured > 1 ? "s" : ""})
          </span>
        </p>
      )}
    </Card>
  );
}

/** « Suivi des apprenants »: the knowledge gained, each learner's progress, the CSV export and the reminder. */
export function LearnersFollowUp({
  sessionId,
  report,
  stuckDays,
}: {
  sessionId: number;
  report: SessionReport;
  stuckDays: number;
}) {
  const remind = useRemindStuck(sessionId);
  const waiting = report.learners.filter((learner) => learner.stuck && !learner.reminded_at).length;
  return (
    <section aria-labelledby="follow-up-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="follow-up-heading" className="text-xl font-bold tracking-tight text-primary">
          Suivi des apprenants
        </h2>
        <Button
          variant="outline"
          onClick={() => downloadCsv(`parcours-session-${report.session.id}.csv`, sessionReportCsv(report))}
        >
          <Download aria-hidden="true" /> Exporter en CSV
        </Button>
      </div>
      <KnowledgeGain knowledge={report.knowledge} />
      {report.learners.length === 0 ? (
        <EmptyState icon={Users} title="Aucun apprenant confirmé">
          <p className="text-muted-foreground">Les apprenants confirmés de la session apparaîtront ici.</p>
        </EmptyState>
      ) : (
        <LearnersTable report={report} />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button disabled={waiting === 0 || remind.isPending} onClick={() => remind.mutate(stuckDays)}>
          <BellRing aria-hidden="true" /> Relancer les apprenants inactifs ({waiting})
        </Button>
        <span className="text-sm text-muted-foreground">Un seul courriel par apprenant, envoyé une fois.</span>
        {remind.isSuccess ? (
          <p role="status" className="text-sm">
            {remind.data === 0 ? "Personne à relancer." : `Relance envoyée à ${remind.data} apprenant(s).`}
          </p>
        ) : null}
        {remind.isError ? (
          <p role="alert" className="text-destructive">
            {remind.error.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}
