import { StatCards } from "~/components/back-office/stat-card";
import { ShortcutsNav } from "~/components/layout/shortcuts-nav";
import { BookOpen, CalendarDays, MessageSquare, TrendingUp } from "lucide-react";
import { EmptyState } from "~/components/back-office/list-states";
import { site } from "~/config/site";
import { useTrainerData } from "../api/trainer-data";
import { totalFigures } from "../lib/trainer-figures";
import { paths } from "~/lib/paths";
import { FormationLearners } from "./formation-learners";
import { TrainerLoadError, TrainerLoading } from "./trainer-states";
import { TodaysSession } from "./todays-session";
import { TrainerOnly } from "./trainer-only";
import { SpaceHeader } from "~/components/back-office/space-header";

const shortcuts = [
  { to: paths.calendar(), label: "Calendrier des sessions", icon: CalendarDays },
  { to: paths.performance(), label: "Performance", icon: TrendingUp },
  { to: paths.messages(), label: "Messages", icon: MessageSquare },
];

function NoFormations() {
  return (
    <EmptyState icon={BookOpen} title="Aucune formation ne vous est attribuée pour le moment">
      <p className="max-w-prose text-muted-foreground">
        Un administrateur attribue chaque formation à son formateur depuis la gestion des formations. Pour qu'une
        formation vous soit attribuée, écrivez à{" "}
        <a
          className="font-medium text-primary underline-offset-4 hover:underline"
          href={`mailto:${site.emails.training}`}
        >
          {site.emails.training}
        </a>
        .
      </p>
    </EmptyState>
  );
}

function Formations({ trainerId }: { trainerId: string }) {
  const data = useTrainerData(trainerId);
  if (data.isError) return <TrainerLoadError onRetry={data.refetch} />;
  if (data.isPending) return <TrainerLoading label="Chargement de vos formations" />;
  if (data.formations.length === 0) return <NoFormations />;
  const totals = totalFigures(data.formations, data.enrollments);
  const stats = [
    ["Formations", data.formations.length],
    ["Inscriptions", totals.total],
    ["Formations terminées", totals.completed],
  ] as const;
  return (
    <>
      <StatCards stats={stats} />
      <section aria-labelledby="mes-cours" className="grid gap-4">
        <h2 id="mes-cours" className="text-xl font-semibold">
          Mes formations et mes apprenants
        </h2>
        {data.formations.map((formation) => (
          <FormationLearners
            key={formation.id}
            formation={formation}
            enrollments={data.enrollments.filter((row) => row.formation_id === formation.id)}
          />
        ))}
      </section>
    </>
  );
}

/** The trainer's home (/tableau-de-bord for the trainer role): their formations, their learners, shortcuts. */
export function TrainerDashboard() {
  return (
    <TrainerOnly>
      {(profile) => (
        <div className="mx-auto grid max-w-5xl gap-6">
          <SpaceHeader title={<>Bonjour, {profile.full_name}</>}>
            Votre espace formateur : vos formations et les apprenants qui les suivent.
          </SpaceHeader>
          <TodaysSession trainerId={profile.id} />
          <Formations trainerId={profile.id} />
          <ShortcutsNav label="Raccourcis formateur" shortcuts={shortcuts} />
        </div>
      )}
    </TrainerOnly>
  );
}
