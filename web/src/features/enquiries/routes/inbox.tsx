import { useFilterParams } from "~/components/back-office/use-filter-params";
import { Download, Inbox, Mail, SearchX } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "~/components/ui/toast";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { AdminPage } from "~/components/back-office/admin-page";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { adminMeta } from "~/components/back-office/admin-meta";
import { paths } from "~/lib/paths";
import { prefetchWithRoute, searchParamsOf } from "~/app/prefetch";
import { enquiryPagesQuery, listEveryEnquiry, useEnquiryPages } from "../api/inbox";
import { InboxFiltersBar } from "../components/inbox-filters-bar";
import { InboxTable } from "../components/inbox-table";
import { downloadCsv } from "../lib/csv";
import { enquiriesCsv } from "../lib/enquiries-csv";
import { readInboxFilters, type InboxFilters } from "../lib/inbox-filters";
import { useSettled } from "~/components/back-office/use-settled";

export function meta() {
  return adminMeta("Demandes", "Les messages, demandes de devis et candidatures reçus par les formulaires du site.");
}

/** The inbox's first page is asked for with the route, for the filters in the address (issue 46 item 3). */
export function clientLoader({ request }: { request: Request }) {
  const typed = readInboxFilters(searchParamsOf(request));
  return prefetchWithRoute((client) =>
    client.prefetchInfiniteQuery(enquiryPagesQuery({ ...typed, search: typed.search.trim() })),
  );
}

function InboxScreen() {
  const { params, setFilter, reset } = useFilterParams();
  const typed = readInboxFilters(params);
  const search = useSettled(typed.search.trim());
  const filters: InboxFilters = useMemo(
    () => ({ kind: typed.kind, status: typed.status, from: typed.from, to: typed.to, search }),
    [typed.kind, typed.status, typed.from, typed.to, search],
  );
  // A page at a time, filtered and searched in the database (decision 1112).
  const query = useEnquiryPages(filters);
  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];
  const filtered = Boolean(
    filters.kind || filters.status !== "actives" || filters.from || filters.to || filters.search,
  );
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const every = await listEveryEnquiry(filters);
      downloadCsv(`demandes-${new Date().toISOString().slice(0, 10)}.csv`, enquiriesCsv(every));
    } catch {
      toast({
        title: "Erreur",
        description: "L'export n'a pas pu être préparé. Réessayez dans un instant.",
        variant: "destructive",
      });
    } finally {
      setExporting(false);
    }
  }

  let body: React.ReactNode;
  if (query.isPending) body = <TableSkeleton label="Chargement des demandes" />;
  else if (query.isError)
    body = <LoadError message="Impossible de charger les demandes" onRetry={() => void query.refetch()} />;
  else if (rows.length === 0 && !filtered)
    body = (
      <EmptyState icon={Inbox} title="Aucune demande pour le moment">
        <p className="text-muted-foreground">Les messages envoyés par les formulaires du site apparaîtront ici.</p>
      </EmptyState>
    );
  else if (rows.length === 0)
    body = (
      <EmptyState icon={SearchX} title="Aucune demande ne correspond à ces filtres">
        <Button variant="outline" onClick={reset}>
          Réinitialiser les filtres
        </Button>
      </EmptyState>
    );
  else
    body = (
      <InboxTable
        rows={rows}
        filtered={filtered}
        more={{
          hasMore: query.hasNextPage,
          loading: query.isFetchingNextPage,
          onMore: () => void query.fetchNextPage(),
        }}
      />
    );

  return (
    <>
      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="outline">
          <Link to={paths.newsletterSubscribers()}>
            <Mail aria-hidden="true" />
            Abonnés à l'infolettre
          </Link>
        </Button>
        <Button
          variant="outline"
          disabled={rows.length === 0 || exporting}
          aria-busy={exporting || undefined}
          onClick={() => void exportCsv()}
        >
          <Download aria-hidden="true" />
          Exporter en CSV
        </Button>
      </div>
      <InboxFiltersBar filters={typed} onChange={setFilter} onReset={reset} />
      {body}
    </>
  );
}

export default function InboxRoute() {
  return (
    <AdminPage
      title="Demandes"
      description="Messages, demandes de projet, de service, d'information, de devis et candidatures, les plus récents d'abord. Ouvrir une demande la marque comme lue."
    >
      <InboxScreen />
    </AdminPage>
  );
}
