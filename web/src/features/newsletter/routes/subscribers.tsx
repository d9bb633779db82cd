import { Download, MailX } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { AdminPage } from "~/components/back-office/admin-page";
import { BackLink } from "~/components/back-office/back-link";
import { newestFirstCaption } from "~/components/back-office/list-caption";
import { DataTable, EmailText, type DataTableColumn } from "~/components/data-table/data-table";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { adminMeta } from "~/components/back-office/admin-meta";
import { NEWSLETTER_STATUS_LABELS, newsletterStatusBadge, type NewsletterStatus } from "~/domain/newsletter";
import { downloadCsv, subscribersCsv, useSubscribers } from "~/features/enquiries/admin";
import { paths } from "~/lib/paths";

export function meta() {
  return adminMeta("Abonnés à l'infolettre", "Les adresses inscrites à l'infolettre et l'état de leur consentement.");
}

const dateFormat = new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium", timeZone: "UTC" });
const day = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : "—");

type Subscriber = NonNullable<ReturnType<typeof useSubscribers>["data"]>[number];

const columns: DataTableColumn<Subscriber>[] = [
  { key: "email", header: "Email", rowHeader: true, cell: (row) => <EmailText email={row.email} /> },
  {
    key: "status",
    header: "Statut",
    cell: (row) => (
      <Badge variant={newsletterStatusBadge(row.status)}>{NEWSLETTER_STATUS_LABELS[row.status] ?? row.status}</Badge>
    ),
  },
  { key: "created", header: "Inscrit le", nowrap: true, cell: (row) => day(row.created_at) },
  { key: "confirmed", header: "Confirmé le", nowrap: true, cell: (row) => day(row.confirmed_at) },
  { key: "source", header: "Page d'inscription", cell: (row) => row.source_path ?? "—" },
];

function SubscribersScreen() {
  const query = useSubscribers();
  const [status, setStatus] = useState<NewsletterStatus | "">("confirmed");
  const rows = (query.data ?? []).filter((row) => !status || row.status === status);

  if (query.isPending) return <TableSkeleton label="Chargement des abonnés" />;
  if (query.isError)
    return <LoadError message="Impossible de charger les abonnés" onRetry={() => void query.refetch()} />;

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="grid gap-1.5 text-sm font-medium">
          Statut
          <select
            className="h-10 rounded-md border border-input bg-background px-3 text-sm"
            value={status}
            onChange={(event) => setStatus(event.target.value as NewsletterStatus | "")}
          >
            <option value="confirmed">Confirmés</option>
            <option value="pending">En attente de confirmation</option>
            <option value="unsubscribed">Désinscrits</option>
            <option value="">Tous</option>
          </select>
        </label>
        <Button
          variant="outline"
          disabled={rows.length === 0}
          onClick={() =>
            downloadCsv(`abonnes-infolettre-${new Date().toISOString().slice(0, 10)}.csv`, subscribersCsv(rows))
          }
        >
          <Download aria-hidden="true" />
          Exporter en CSV
        </Button>
      </div>
      {rows.length === 0 ? (
        <EmptyState icon={MailX} title="Aucune adresse dans cette liste" />
      ) : (
        <DataTable
          caption={newestFirstCaption("adresse", rows.length)}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          rowTestId="subscriber-row"
        />
      )}
    </>
  );
}

export default function SubscribersRoute() {
  return (
    <AdminPage
      title="Abonnés à l'infolettre"
      description="Seules les adresses confirmées par leur lien reçoivent l'infolettre ; une désinscription est définitive jusqu'à une nouvelle inscription."
      actions={<BackLink to={paths.enquiries()}>Demandes</BackLink>}
    >
      <SubscribersScreen />
    </AdminPage>
  );
}
