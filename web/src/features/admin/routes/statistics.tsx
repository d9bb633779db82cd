import { BarChart3 } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { Skeleton } from "~/components/ui/skeleton";
import { useEnrollmentStatistics } from "../api/enrollment-figures";
import { AdminPage } from "~/components/back-office/admin-page";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { StatChartCard } from "../components/stat-chart-card";
import { adminMeta } from "~/components/back-office/admin-meta";

// recharts (≈ 110 KiB gzip) comes with the charts, not with the screen: the heading, the skeletons and then the
// figures' tables show without it, and its download starts with the screen, beside the data's (decision 0958).
const loadCharts = () => import("../components/stat-charts");
const MonthlyLineChart = lazy(() => loadCharts().then((charts) => ({ default: charts.MonthlyLineChart })));
const HorizontalBarChart = lazy(() => loadCharts().then((charts) => ({ default: charts.HorizontalBarChart })));
const ColumnChart = lazy(() => loadCharts().then((charts) => ({ default: charts.ColumnChart })));

/** The chart's place while recharts arrives: the card keeps its size, so nothing moves when it is drawn. */
function ChartSlot({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={<Skeleton className="h-full w-full" />}>{children}</Suspense>;
}

export function meta() {
  return adminMeta("Statistiques", "Les inscriptions par mois, par thème, par moyen de paiement et par pays.");
}

function StatisticsScreen() {
  const query = useEnrollmentStatistics();
  useEffect(() => void loadCharts(), []);

  if (query.isPending)
    return (
      <div role="status" aria-label="Chargement des statistiques" className="grid gap-4 lg:grid-cols-2">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-80 w-full" />
        ))}
      </div>
    );
  if (query.isError)
    return <LoadError message="Impossible de charger les statistiques" onRetry={() => void query.refetch()} />;
  const stats = query.data;
  if (stats.total === 0)
    return (
      <EmptyState icon={BarChart3} title="Pas encore de statistiques">
        <p className="text-muted-foreground">Les graphiques apparaîtront avec les premières inscriptions.</p>
      </EmptyState>
    );

  const charts = [
    {
      id: "mois",
      title: "Inscriptions par mois",
      description: "Les 12 derniers mois, toutes inscriptions confondues.",
      data: stats.months,
      labelHeading: "Mois",
      chart: <MonthlyLineChart data={stats.months} />,
    },
    {
      id: "themes",
      title: "Inscriptions par thème",
      description: "Thème de la formation choisie.",
      data: stats.themes,
      labelHeading: "Thème",
      chart: <HorizontalBarChart data={stats.themes} />,
    },
    {
      id: "paiement",
      title: "Inscriptions par moyen de paiement",
      description: "Carte bancaire, Mobile Money ou virement.",
      data: stats.methods,
      labelHeading: "Moyen de paiement",
      chart: <ColumnChart data={stats.methods} />,
    },
    {
      id: "pays",
      title: "Inscriptions par pays",
      description: "Pays indiqué dans le profil de l'apprenant.",
      data: stats.countries,
      labelHeading: "Pays",
      chart: <HorizontalBarChart data={stats.countries} />,
    },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {charts.map(({ chart, ...card }) => (
        <StatChartCard key={card.id} {...card}>
          <ChartSlot>{chart}</ChartSlot>
        </StatChartCard>
      ))}
    </div>
  );
}

export default function StatisticsRoute() {
  return (
    <AdminPage
      title="Statistiques"
      description={`Vue d'ensemble des inscriptions, calculée sur toutes les inscriptions enregistrées.`}
    >
      <StatisticsScreen />
    </AdminPage>
  );
}
