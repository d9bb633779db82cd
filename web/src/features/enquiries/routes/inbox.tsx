import { useFilterParams } from "~/components/back-office/use-filter-params";
import { Download, Inbox, Mail, SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { AdminPage } from "~/components/back-office/admin-page";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { adminMeta } from "~/components/back-office/admin-meta";
import { paths } from "~/lib/paths";
import { useEnquiries } from "../api/inbox";
import { InboxFiltersBar } from "../components/inbox-filters-bar";
import { InboxTable } from "../components/inbox-table";
import { downloadCsv } from "../lib/csv";
import { enquiriesCsv } from "../lib/enquiries-csv";
import { matchesInboxFilters, readInboxFilters } from "../lib/inbox-filters";

export function meta() {
  return adminMeta("Demandes", "Les messages, demandes de devis et candidatures reçus par les formulaires du site.");
}

function InboxScreen() {
  const query = useEnquiries();
  const { params, setFilter, reset } = useFilterParams();
  const filters = readInboxFilters(params);
  const rows = query.data ?? [];
  const visible = rows.filter((row) => matchesInboxFilters(row, filters));

  let body: React.ReactNode;
  if (query.isPending) body = <TableSkeleton label="Chargement des demandes" />;
  else if (query.isError)
    body = <LoadError message="Impossible de charger les demandes" onRetry={() => void query.refetch()} />;
  else if (rows.length === 0)
    body = (
      <EmptyState icon={Inbox} title="Aucune demande pour le moment">
        <p className="text-muted-foreground">Les messages envoyés par les formulaires du site apparaîtront ici.</p>
      </EmptyState>
    );
  else if (visible.length === 0)
    body = (
      <EmptyState icon={SearchX} title="Aucune demande ne correspond à ces filtres">
        <Button variant="outline" onClick={reset}>
          Réinitialiser les filtres
        </Button>
      </EmptyState>
    );
  else body = <InboxTable rows={visible} total={rows.length} />;

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
          disabled={visible.length === 0}
          onClick={() => downloadCsv(`demandes-${new Date().toISOString().slice(0, 10)}.csv`, enquiriesCsv(visible))}
        >
          <Download aria-hidden="true" />
          Exporter en CSV
        </Button>
      </div>
      <InboxFiltersBar filters={filters} onChange={setFilter} onReset={reset} />
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
