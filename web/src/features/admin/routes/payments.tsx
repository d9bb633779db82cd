import { useFilterParams } from "~/components/back-office/use-filter-params";
import { CreditCard, SearchX } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useAdminEnrollments } from "../api/list-enrollments";
import { useAdminPayments } from "../api/list-payments";
import { AdminPage } from "~/components/back-office/admin-page";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { PaymentFiltersBar } from "../components/payment-filters-bar";
import { PaymentsTable } from "../components/payments-table";
import { PaymentsExport } from "../components/payments-export";
import { RefundsToDo } from "../components/refunds-to-do";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { adminMeta } from "~/components/back-office/admin-meta";
import { matchesPaymentFilters, readPaymentFilters } from "../lib/payment-filters";

export function meta() {
  return adminMeta("Paiements et inscriptions", "Suivi des inscriptions, des paiements et de leur statut.");
}

function PaymentsScreen() {
  const query = useAdminEnrollments();
  const payments = useAdminPayments();
  const { params, setFilter, reset } = useFilterParams();
  const filters = readPaymentFilters(params);
  const rows = query.data ?? [];
  const visible = rows.filter((row) => matchesPaymentFilters(row, filters));

  let body: React.ReactNode;
  if (query.isPending) body = <TableSkeleton label="Chargement des inscriptions" />;
  else if (query.isError)
    body = <LoadError message="Impossible de charger les inscriptions" onRetry={() => void query.refetch()} />;
  else if (rows.length === 0)
    body = (
      <EmptyState icon={CreditCard} title="Aucune inscription pour le moment">
        <p className="text-muted-foreground">Les inscriptions faites depuis le catalogue apparaîtront ici.</p>
      </EmptyState>
    );
  else if (visible.length === 0)
    body = (
      <EmptyState icon={SearchX} title="Aucune inscription ne correspond à ces filtres">
        <Button variant="outline" onClick={reset}>
          Réinitialiser les filtres
        </Button>
      </EmptyState>
    );
  else body = <PaymentsTable rows={visible} total={rows.length} payments={payments.data} />;

  return (
    <>
      <RefundsToDo />
      <PaymentsExport />
      <PaymentFiltersBar filters={filters} onChange={setFilter} onReset={reset} />
      {body}
    </>
  );
}

export default function PaymentsRoute() {
  return (
    <AdminPage
      title="Paiements et inscriptions"
      description="Suivez chaque tentative de paiement et son historique, enregistrez les virements reçus, marquez les formations terminées (le certificat est alors émis) ou annulez une inscription. Chaque changement est enregistré."
    >
      <PaymentsScreen />
    </AdminPage>
  );
}
