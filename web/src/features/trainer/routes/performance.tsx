import { DataTable, type DataTableColumn } from "~/components/data-table/data-table";
import { StatCards } from "~/components/back-office/stat-card";
import { Card } from "~/components/ui/card";
import { useTrainerData } from "../api/trainer-data";
import { TrainerOnly } from "../components/trainer-only";
import { TrainerLoadError, TrainerLoading } from "../components/trainer-states";
import { formationFigures, formatRate, totalFigures } from "../lib/trainer-figures";
import { trainerMeta } from "../lib/trainer-meta";
import { SpaceHeader } from "~/components/back-office/space-header";

type FormationRow = ReturnType<typeof formationFigures>[number];

const count = (key: "total" | "pending" | "confirmed" | "completed" | "cancelled", header: string) =>
  ({
    key,
    header,
    align: "end",
    cell: (row) => <span className="tabular-nums">{row[key]}</span>,
  }) satisfies DataTableColumn<FormationRow>;

const columns: DataTableColumn<FormationRow>[] = [
  { key: "formation", header: "Formation", rowHeader: true, cell: (row) => row.formation.title },
  count("total", "Inscriptions"),
  count("pending", "En attente"),
  count("confirmed", "Confirmées"),
  count("completed", "Terminées"),
  count("cancelled", "Annulées"),
  {
    key: "rate",
    header: "Taux d'achèvement",
    align: "end",
    nowrap: true,
    cell: (row) => <span className="tabular-nums">{formatRate(row.completionRate)}</span>,
  },
];

export function meta() {
  return trainerMeta("Performance", "Les inscriptions et le taux d'achèvement de vos formations.");
}

function Figures({ trainerId }: { trainerId: string }) {
  const data = useTrainerData(trainerId);
  if (data.isError) return <TrainerLoadError onRetry={data.refetch} />;
  if (data.isPending) return <TrainerLoading label="Chargement de vos indicateurs" />;
  if (data.formations.length === 0) {
    return (
      <Card className="p-10 text-center text-muted-foreground">
        Aucune formation ne vous est attribuée : vos indicateurs apparaîtront ici dès qu'un administrateur vous aura
        attribué une formation.
      </Card>
    );
  }
  const totals = totalFigures(data.formations, data.enrollments);
  const stats = [
    ["Inscriptions", String(totals.total)],
    ["Formations terminées", String(totals.completed)],
    ["Taux d'achèvement", formatRate(totals.completionRate)],
  ] as const;
  return (
    <>
      <StatCards stats={stats} />
      <DataTable
        caption="Par formation"
        columns={columns}
        rows={formationFigures(data.formations, data.enrollments)}
        rowKey={(row) => row.formation.id}
      />
      <p className="text-sm text-muted-foreground">
        Taux d'achèvement : formations terminées rapportées aux inscriptions non annulées. Les évaluations de fin de
        formation ne sont pas encore collectées dans l'espace ; elles compléteront ces indicateurs.
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
