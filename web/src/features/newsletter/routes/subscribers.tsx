import { ArrowLeft, Download, MailX } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { AdminPage } from "~/components/back-office/admin-page";
import { EmptyState } from "~/components/back-office/empty-state";
import { LoadError } from "~/components/back-office/load-error";
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
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="px-4 py-3 text-left text-sm text-muted-foreground">
              {rows.length} adresse{rows.length > 1 ? "s" : ""}, les plus récentes d'abord
            </caption>
            <thead className="border-y bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Email
                </th>
                <th scope="col" className="px-4 py-3">
                  Statut
                </th>
                <th scope="col" className="px-4 py-3">
                  Inscrit le
                </th>
                <th scope="col" className="px-4 py-3">
                  Confirmé le
                </th>
                <th scope="col" className="px-4 py-3">
                  Page d'inscription
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {rows.map((row) => (
                <tr key={row.id} data-testid="subscriber-row">
                  <th scope="row" className="px-4 py-3 font-normal break-all">
                    {row.email}
                  </th>
                  <td className="px-4 py-3">
                    <Badge variant={newsletterStatusBadge(row.status)}>
                      {NEWSLETTER_STATUS_LABELS[row.status] ?? row.status}
                    </Badge>
                  </td>
                  <td className="px-4 py-3">{day(row.created_at)}</td>
                  <td className="px-4 py-3">{day(row.confirmed_at)}</td>
                  <td className="px-4 py-3">{row.source_path ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export default function SubscribersRoute() {
  return (
    <AdminPage
      title="Abonnés à l'infolettre"
      description="Seules les adresses confirmées par leur lien reçoivent l'infolettre ; une désinscription est définitive jusqu'à une nouvelle inscription."
      actions={
        <Button asChild variant="outline">
          <Link to={paths.enquiries()}>
            <ArrowLeft aria-hidden="true" />
            Demandes
          </Link>
        </Button>
      }
    >
      <SubscribersScreen />
    </AdminPage>
  );
}
