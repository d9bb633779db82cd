import { isRefusal } from "@common/errors/database";
import { ShieldAlert } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { BackLink } from "~/components/back-office/back-link";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { formatDateRange } from "@common/format";
import { useSessionReport } from "../api/session-learning";
import { LearnersFollowUp } from "../components/learners-follow-up";
import { FormationInsights } from "../components/formation-insights";
import { LiveClassesForm } from "../components/live-classes-form";
import { OpeningForm } from "../components/opening-form";
import { StuckReminderForm } from "../components/stuck-reminder-form";

export function meta() {
  return [{ title: "Parcours en ligne d'une session" }, { name: "robots", content: "noindex, nofollow" }];
}

/** /gestion-sessions/:sessionId/parcours — how the session opens its modules, and its learners' follow-up. */
export default function SessionLearningRoute() {
  const { sessionId = "" } = useParams();
  const id = Number(sessionId);
  const [stuckDays, setStuckDays] = useState(7);
  const report = useSessionReport(id, stuckDays);
  const back = <BackLink to="/gestion-sessions">Sessions</BackLink>;
  if (report.isPending) return <Skeleton role="status" aria-label="Chargement" className="h-64 w-full" />;
  if (report.isError) {
    const forbidden = isRefusal(report.error as { code?: string }, "PA403");
    return (
      <Card role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 p-10 text-center">
        <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight text-primary">
          {forbidden ? "Suivi réservé à l'équipe et aux formateurs de la session" : "Le suivi n'a pas pu être chargé"}
        </h1>
        {back}
      </Card>
    );
  }
  const { session } = report.data;
  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0 gap-6">
      <header className="grid gap-2">
        {back}
        <h1 className="text-2xl font-bold tracking-tight break-words text-primary md:text-3xl">
          Parcours en ligne · {session.formation_title}
        </h1>
        <p className="text-muted-foreground">
          Session {formatDateRange(session.starts_on, session.ends_on)} · {session.city} · {session.format}
        </p>
      </header>
      <OpeningForm sessionId={id} formationId={session.formation_id} />
      <LiveClassesForm sessionId={id} format={session.format} />
      <StuckReminderForm sessionId={id} />
      <FormField label="Inactif au-delà de (jours)" className="max-w-xs">
        <Input
          type="number"
          min={1}
          max={365}
          value={stuckDays}
          onChange={(e) => setStuckDays(Math.min(365, Math.max(1, Number(e.target.value) || 1)))}
        />
      </FormField>
      <LearnersFollowUp sessionId={id} report={report.data} stuckDays={stuckDays} />
      <FormationInsights formationId={session.formation_id} />
    </div>
  );
}
