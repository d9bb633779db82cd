import { useFilterParams } from "~/components/back-office/use-filter-params";
import { CreditCard, SearchX } from "lucide-react";
import { useMemo } from "react";
import { Button } from "~/components/ui/button";
import { prefetchWithRoute, searchParamsOf } from "~/app/prefetch";
import { adminEnrollmentPagesQuery, useAdminEnrollmentPages } from "../api/list-enrollments";
import type { EnrollmentPayments } from "../api/list-payments";
import { AdminPage } from "~/components/back-office/admin-page";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { PaymentFiltersBar } from "../components/payment-filters-bar";
import { PaymentsTable } from "../components/payments-table";
import { PaymentsExport } from "../components/payments-export";
import { RefundsToDo } from "../components/refunds-to-do";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { adminMeta } from "~/components/back-office/admin-meta";
import { useSettled } from "~/components/back-office/use-settled";
import { readPaymentFilters, type PaymentFilters } from "../lib/payment-filters";

export function meta() {
  return adminMeta("Paiements et inscriptions", "Suivi des inscriptions, des paiements et de leur statut.");
}

/** The list's first page is asked for with the route, for the filters in the address (issue 46 item 3). */
export function clientLoader({ request }: { request: Request }) {
  const typed = readPaymentFilters(searchParamsOf(request));
  return prefetchWithRoute((client) =>
    client.prefetchInfiniteQuery(adminEnrollmentPagesQuery({ ...typed, search: typed.search.trim() })),
  );
}

function PaymentsScreen() {
  const { params, setFilter, reset } = useFilterParams();
  const typed = readPaymentFilters(params);
  const search = useSettled(typed.search.trim());
  const filters: PaymentFilters = useMemo(
    () => ({ status: typed.status, method: typed.method, currency: typed.currency, search }),
    [typed.status, typed.method, typed.currency, search],
  );
  const query = useAdminEnrollmentPages(filters);
  const pages = query.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.rows);
  const payments = useMemo(() => {
    const all = new Map<number, EnrollmentPayments>();
    for (const page of query.data?.pages ?? []) for (const [id, entry] of page.payments) all.set(id, entry);
    return all;
  }, [query.data]);
  const filtered = Boolean(filters.status || filters.method || filters.currency || filters.search);

  let body: React.ReactNode;
  if (query.isPending) body = <TableSkeleton label="Chargement des inscriptions" />;
  else if (query.isError)
    body = <LoadError message="Impossible de charger les inscriptions" onRetry={() => void query.refetch()} />;
  else if (rows.length === 0 && !filtered)
    body = (
      <EmptyState icon={CreditCard} title="Aucune inscription pour le moment">
        <p className="text-muted-foreground">Les inscriptions faites depuis le catalogue apparaîtront ici.</p>
      </EmptyState>
    );
  else if (rows.length === 0)
    body = (
      <EmptyState icon={SearchX} title="Aucune inscription ne correspond à ces filtres">
        <Button variant="outline" onClick={reset}>
          Réinitialiser les filtres
        </Button>
      </EmptyState>
    );
  else
    body = (
      <PaymentsTable
        rows={rows}
        filtered={filtered}
        payments={payments}
        more={{
          hasMore: query.hasNextPage,
          loading: query.isFetchingNextPage,
          onMore: () => void query.fetchNextPage(),
        }}
      />
    );

  return (
    <>
      <RefundsToDo />
      <PaymentsExport />
      <PaymentFiltersBar filters={typed} onChange={setFilter} onReset={reset} />
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
