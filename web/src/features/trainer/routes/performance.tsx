import { StatCards } from "~/components/back-office/stat-card";
import { Card } from "~/components/ui/card";
import { useTrainerData } from "../api/trainer-data";
import { TrainerOnly } from "../components/trainer-only";
import { TrainerLoadError, TrainerLoading } from "../components/trainer-states";
import { formationFigures, formatRate, totalFigures } from "../lib/trainer-figures";
import { trainerMeta } from "../lib/trainer-meta";
import { SpaceHeader } from "~/components/back-office/space-header";

export function meta() {
  return trainerMeta("Performance", "Les inscriptions et le taux d'achèvement de vos formations.");
}

/** The per-formation counts, after the formation's title and before the completion rate. */
const COUNT_COLUMNS = ["Inscriptions", "En attente", "Confirmées", "Terminées", "Annulées"];

function Figures({ trainerId }: { trainerId: string }) {
  const data = useTrainerData(trainerId);
  if (data.isError) return <TrainerLoadError onRetry={data.refetch} />;
  if (data.isPending) return <TrainerLoading label="Chargement de vos indicateurs" />;
  if (data.formations.length === 0) {
    return (
      <Card className="p-10 text-center text-muted-foreground">
        Aucune formation ne vous est attribuée : vos indicateurs apparaîtront ici dès qu'un administrateur vous aura
        attribué une formation.
      </Card>
    );
  }
  const totals = totalFigures(data.formations, data.enrollments);
  const rows = formationFigures(data.formations, data.enrollments);
  const stats = [
    ["Inscriptions", String(totals.total)],
    ["Formations terminées", String(totals.completed)],
    ["Taux d'achèvement", formatRate(totals.completionRate)],
  ] as const;
  return (
    <>
      <StatCards stats={stats} />
      <Card className="overflow-x-auto p-4">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="pb-3 text-left text-lg font-semibold text-foreground">Par formation</caption>
          <thead className="border-b text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Formation
              </th>
              {COUNT_COLUMNS.map((column) => (
                <th key={column} scope="col" className="py-2 pr-4 text-right font-medium">
                  {column}
                </th>
              ))}
              <th scope="col" className="py-2 text-right font-medium">
                Taux d'achèvement
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.formation.id} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-4 font-medium">
                  {row.formation.title}
                </th>
                <td className="py-2 pr-4 text-right tabular-nums">{row.total}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{row.pending}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{row.confirmed}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{row.completed}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{row.cancelled}</td>
                <td className="py-2 text-right tabular-nums whitespace-nowrap">{formatRate(row.completionRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <p className="text-sm text-muted-foreground">
        Taux d'achèvement : formations terminées rapportées aux inscriptions non annulées. Les évaluations de fin de
        formation ne sont pas encore collectées dans l'espace ; elles compléteront ces indicateurs.
      </p>
    </>
  );
}

export default function PerformanceRoute() {
  return (
    <TrainerOnly>
      {(profile) => (
        <div className="mx-auto grid max-w-5xl gap-6">
          <SpaceHeader title="Performance">
            Les inscriptions à vos formations et leur avancement, à partir des données réelles.
          </SpaceHeader>
          <Figures trainerId={profile.id} />
        </div>
      )}
    </TrainerOnly>
  );
}
