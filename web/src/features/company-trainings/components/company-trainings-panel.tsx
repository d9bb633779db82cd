import { GraduationCap } from "lucide-react";
import { formatDateRange } from "@common/format";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { useCompanyTrainings, type CompanyTrainingSession } from "../api/company-trainings";
import {
  formatMinutes,
  sessionAttendance,
  sessionsInReadingOrder,
  traineeStanding,
} from "../lib/company-training-figures";
import { SessionDocumentsButton } from "./session-documents-button";

const rating = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

function EvaluationSummary({ session }: { session: CompanyTrainingSession }) {
  const { evaluation } = session;
  if (evaluation.overall === undefined) {
    return (
      <p className="text-sm text-muted-foreground">
        Évaluation à chaud : {evaluation.answers} réponse{evaluation.answers > 1 ? "s" : ""}. La synthèse s'affiche à
        partir de trois réponses, pour qu'aucune note ne soit lue seule.
      </p>
    );
  }
  return (
    <p className="text-sm" data-testid="company-evaluation">
      Évaluation à chaud ({evaluation.answers} réponses) : satisfaction {rating.format(evaluation.overall)}/5, contenu{" "}
      {rating.format(evaluation.content ?? 0)}/5, formateur {rating.format(evaluation.trainer ?? 0)}/5, recommandation{" "}
      {rating.format(evaluation.recommendation ?? 0)}/10.
    </p>
  );
}

function SessionCard({ session }: { session: CompanyTrainingSession }) {
  const attendance = sessionAttendance(session);
  const titleId = `company-session-${session.agreement_id}-${session.session_id}`;
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-md border p-4" data-testid="company-session">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 id={titleId} className="font-semibold">
            {session.formation_title}
          </h3>
          <p className="text-sm text-muted-foreground">
            {formatDateRange(session.starts_on, session.ends_on)} · {session.city} · {session.format} · convention{" "}
            {session.agreement_number}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {session.session_status === "cancelled" && <Badge variant="destructive">Session annulée</Badge>}
          {attendance !== null && <Badge variant="secondary">Présence moyenne : {attendance} %</Badge>}
          <SessionDocumentsButton session={session} />
        </div>
      </div>
      {session.trainees.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Aucun stagiaire nommé pour les {session.seats} place{session.seats > 1 ? "s" : ""} de la convention.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Stagiaires de la session {session.formation_title}</caption>
            <thead className="border-b text-muted-foreground">
              <tr>
                <th scope="col" className="p-2 font-semibold">
                  Stagiaire
                </th>
                <th scope="col" className="p-2 font-semibold">
                  Inscription
                </th>
                <th scope="col" className="p-2 font-semibold">
                  Présence
                </th>
                <th scope="col" className="p-2 font-semibold">
                  Attestation et certificat
                </th>
                <th scope="col" className="p-2 font-semibold">
                  Évaluation
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {session.trainees.map((trainee) => (
                <tr key={trainee.id} data-testid="company-trainee">
                  <td className="p-2">
                    <span className="font-medium">{trainee.full_name}</span>
                    <span className="block break-all text-muted-foreground">{trainee.email}</span>
                  </td>
                  <td className="p-2">{traineeStanding(trainee)}</td>
                  <td className="p-2 whitespace-nowrap">
                    {trainee.attendance_percent === null || !trainee.planned_minutes
                      ? "—"
                      : `${trainee.attendance_percent} % (${formatMinutes(trainee.attended_minutes ?? 0)} sur ${formatMinutes(trainee.planned_minutes)})`}
                  </td>
                  <td className="p-2">
                    {trainee.completion_certificate || trainee.achievement_certificate ? (
                      <span className="grid gap-0.5">
                        {trainee.completion_certificate && (
                          <span>Attestation de réalisation n° {trainee.completion_certificate}</span>
                        )}
                        {trainee.achievement_certificate && (
                          <span>Certificat n° {trainee.achievement_certificate}</span>
                        )}
                      </span>
                    ) : (
                      "Pas encore délivrés"
                    )}
                  </td>
                  <td className="p-2">{trainee.evaluated ? "Répondue" : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <EvaluationSummary session={session} />
    </article>
  );
}

/**
 * « Formations des salariés » in the « Espace entreprise » (issue 43 item 5): per session of the company's
 * agreements, its trainees with their attendance, certificates and evaluation, and the session's documents as a ZIP.
 */
export function CompanyTrainingsPanel({ organisationId }: { organisationId: string }) {
  const report = useCompanyTrainings(organisationId);
  let body: React.ReactNode;
  if (report.isPending) {
    body = (
      <div role="status" aria-label="Chargement des formations des salariés" className="grid gap-2">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else if (report.isError) {
    body = <LoadError message={report.error.message} onRetry={() => void report.refetch()} />;
  } else if (report.data.length === 0) {
    body = (
      <EmptyState icon={GraduationCap} title="Aucune formation sous convention pour l'instant">
        <p className="text-muted-foreground">
          Les sessions de vos conventions de formation s'afficheront ici avec vos stagiaires, leur présence et leurs
          certificats.
        </p>
      </EmptyState>
    );
  } else {
    const { current, past } = sessionsInReadingOrder(report.data);
    body = (
      <>
        {current.length > 0 && (
          <section aria-label="Sessions à venir et en cours" className="grid gap-3">
            <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">À venir et en cours</h3>
            {current.map((session) => (
              <SessionCard key={`${session.agreement_id}-${session.session_id}`} session={session} />
            ))}
          </section>
        )}
        {past.length > 0 && (
          <section aria-label="Sessions passées" className="grid gap-3">
            <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Passées</h3>
            {past.map((session) => (
              <SessionCard key={`${session.agreement_id}-${session.session_id}`} session={session} />
            ))}
          </section>
        )}
      </>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Formations des salariés</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{body}</CardContent>
    </Card>
  );
}
