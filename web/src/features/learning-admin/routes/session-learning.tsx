import { isRefusal } from "@common/errors/database";
import { BellRing, Download, ShieldAlert, Users } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { BackLink } from "~/components/back-office/back-link";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { downloadCsv } from "~/features/enquiries/admin";
import { formatDateRange, formatDateTime, formatTime } from "@common/format";
import { useAuthoredOutline } from "../api/content";
import { StuckReminderForm } from "../components/stuck-reminder-form";
import {
  useFormationInsights,
  useLiveSettings,
  useRemindStuck,
  useSetLiveUrl,
  useToggleLiveClass,
  useSaveSessionLearning,
  useSessionLearningSettings,
  useSessionReport,
} from "../api/session-learning";
import {
  UNLOCK_MODES,
  formatGain,
  formatScore,
  formatTimeSpent,
  lessonFunnel,
  sessionReportCsv,
  type SessionReport,
  type UnlockMode,
} from "../lib/follow-up";

export function meta() {
  return [{ title: "Parcours en ligne d'une session" }, { name: "robots", content: "noindex, nofollow" }];
}

function OpeningForm({ sessionId, formationId }: { sessionId: number; formationId: number }) {
  const settings = useSessionLearningSettings(sessionId);
  const outline = useAuthoredOutline(formationId);
  const save = useSaveSessionLearning(sessionId);
  const [mode, setMode] = useState<UnlockMode | null>(null);
  const [dates, setDates] = useState<Record<number, string>>({});
  if (settings.isPending) return <Skeleton className="h-32 w-full" />;
  if (settings.isError)
    return <LoadError message="Le mode d'ouverture n'a pas pu être chargé." onRetry={() => void settings.refetch()} />;
  const current = mode ?? settings.data.unlock_mode;
  const dateOf = (moduleId: number) =>
    dates[moduleId] ?? settings.data.dates.find((d) => d.module_id === moduleId)?.opens_on ?? "";
  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <form
        method="post"
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ unlock_mode: current, dates });
        }}
      >
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-lg font-semibold">Ouverture des modules</legend>
          {UNLOCK_MODES.map((option) => (
            <div key={option.value} className="flex items-start gap-2">
              <input
                type="radio"
                id={`unlock-${option.value}`}
                name="unlock_mode"
                value={option.value}
                checked={current === option.value}
                onChange={() => setMode(option.value)}
                aria-describedby={`unlock-${option.value}-hint`}
                className="mt-1 size-4"
              />
              <div>
                <label htmlFor={`unlock-${option.value}`} className="font-medium">
                  {option.label}
                </label>
                <p id={`unlock-${option.value}-hint`} className="text-sm text-muted-foreground">
                  {option.hint}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        {current === "dates" ? (
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-semibold">Date d'ouverture de chaque module</legend>
            {(outline.data ?? []).map((module, index) => (
              <FormField key={module.id} label={`Module ${index + 1} · ${module.title}`}>
                <Input
                  type="date"
                  value={dateOf(module.id)}
                  onChange={(e) => setDates((all) => ({ ...all, [module.id]: e.target.value }))}
                />
              </FormField>
            ))}
          </fieldset>
        ) : null}
        {save.isError ? (
          <p role="alert" className="text-destructive">
            {save.error.message}
          </p>
        ) : null}
        {save.isSuccess ? (
          <p role="status" className="text-sm text-muted-foreground">
            Ouverture enregistrée.
          </p>
        ) : null}
        <Button type="submit" disabled={save.isPending} className="justify-self-start">
          Enregistrer l'ouverture
        </Button>
      </form>
    </Card>
  );
}

function LiveClassesForm({ sessionId, format }: { sessionId: number; format: string }) {
  const live = useLiveSettings(sessionId);
  const setUrl = useSetLiveUrl(sessionId);
  const toggle = useToggleLiveClass(sessionId);
  const [url, setUrlText] = useState<string | null>(null);
  if (!live.data) return null;
  const allOnline = format === "En ligne";
  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <h2 className="text-lg font-semibold">Classes virtuelles</h2>
      <form
        method="post"
        className="grid gap-3 sm:flex sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setUrl.mutate(url ?? live.data.live_url ?? "");
        }}
      >
        <FormField
          label="Lien de la visioconférence"
          hint="Montré aux apprenants 15 minutes avant chaque classe, jusqu'à sa fin."
          className="sm:flex-1"
        >
          <Input type="url" value={url ?? live.data.live_url ?? ""} onChange={(e) => setUrlText(e.target.value)} />
        </FormField>
        <Button type="submit" variant="outline" disabled={setUrl.isPending}>
          Enregistrer le lien
        </Button>
      </form>
      {setUrl.isError ? (
        <p role="alert" className="text-destructive">
          {setUrl.error.message}
        </p>
      ) : null}
      {setUrl.isSuccess ? (
        <p role="status" className="text-sm text-muted-foreground">
          Lien enregistré.
        </p>
      ) : null}
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold">Demi-journées en ligne</legend>
        {allOnline ? (
          <p className="text-sm text-muted-foreground">
            Session en ligne : toutes ses demi-journées sont des classes virtuelles.
          </p>
        ) : null}
        {live.data.slots.map((slot) => (
          <div key={slot.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              id={`live-${slot.id}`}
              className="size-4"
              checked={allOnline || slot.online}
              disabled={allOnline || toggle.isPending}
              onChange={(e) => toggle.mutate({ slotId: slot.id, online: e.target.checked })}
            />
            <label htmlFor={`live-${slot.id}`}>
              {formatDateTime(slot.starts_at, slot.time_zone, { zone: false })} à{" "}
              {formatTime(slot.ends_at, slot.time_zone)}
            </label>
          </div>
        ))}
      </fieldset>
    </Card>
  );
}

function KnowledgeGain({ knowledge }: { knowledge: SessionReport["knowledge"] }) {
  return (
    <Card className="grid gap-1 p-4 sm:p-5">
      <h2 className="text-lg font-semibold">Gain de connaissances</h2>
      {knowledge.measured === 0 ? (
        <p className="text-muted-foreground">
          Pas encore mesuré : il faut un quiz de positionnement et un quiz final passés par un même apprenant.
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

function LearnersTable({ report }: { report: SessionReport }) {
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

function FollowUp({ sessionId, report, stuckDays }: { sessionId: number; report: SessionReport; stuckDays: number }) {
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

function Insights({ formationId }: { formationId: number }) {
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
      <FollowUp sessionId={id} report={report.data} stuckDays={stuckDays} />
      <Insights formationId={session.formation_id} />
    </div>
  );
}
