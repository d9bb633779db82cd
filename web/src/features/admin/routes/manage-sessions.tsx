import { CalendarPlus, CalendarX2 } from "lucide-react";
import { useState } from "react";
import { Link, href } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { SESSION_STATUS_LABELS, sessionStatusBadge } from "~/domain/session";
import { formatSessionDates, sessionPlace } from "~/lib/session-format";
import { plural } from "@common/format";
import { useFormations } from "../api/list-formations";
import { useAdminSessions, type AdminSession } from "../api/sessions";
import { CancelSessionDialog } from "../components/cancel-session-dialog";
import { AdminPage } from "~/components/back-office/admin-page";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { SessionFormDialog } from "../components/session-form-dialog";
import { sessionHasEnded } from "../lib/session-form";
import { DataTable, type DataTableColumn } from "~/components/data-table/data-table";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { adminMeta } from "~/components/back-office/admin-meta";

export function meta() {
  return adminMeta(
    "Sessions",
    "Les sessions datées des formations : dates, lieu, capacité, places et liste d'attente.",
  );
}

function SessionStatus({ session }: { session: AdminSession }) {
  if (session.status !== "cancelled" && sessionHasEnded(session.ends_on))
    return <Badge variant="secondary">Terminée</Badge>;
  return <Badge variant={sessionStatusBadge(session.status)}>{SESSION_STATUS_LABELS[session.status]}</Badge>;
}

function SessionsTable({
  rows,
  onEdit,
  onCancel,
}: {
  rows: AdminSession[];
  onEdit: (s: AdminSession) => void;
  onCancel: (s: AdminSession) => void;
}) {
  const columns: DataTableColumn<AdminSession>[] = [
    {
      key: "formation",
      header: "Formation",
      rowHeader: true,
      cell: (session) => (
        <span className="font-medium">{session.formations?.title ?? `Formation ${session.formation_id}`}</span>
      ),
    },
    {
      key: "dates",
      header: "Dates",
      nowrap: true,
      cell: (session) => formatSessionDates(session.starts_on, session.ends_on),
    },
    { key: "place", header: "Lieu", cell: (session) => sessionPlace(session) },
    {
      key: "seats",
      header: "Places",
      cell: (session) => (
        <>
          <span className="font-semibold">{plural(Math.max(0, session.seats_left), "libre")}</span>
          <span className="block text-xs text-muted-foreground">
            {plural(session.seats_held, "inscrit")} · {plural(session.reserved_seats, "réservée")} · capacité{" "}
            {session.capacity}
          </span>
        </>
      ),
    },
    { key: "status", header: "Statut", cell: (session) => <SessionStatus session={session} /> },
  ];
  return (
    <DataTable
      caption="Sessions de formation"
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={(session) => session.id}
      rowTestId="admin-session-row"
      actions={(session) =>
        session.status !== "cancelled" && (
          <>
            <Button size="sm" variant="outline" onClick={() => onEdit(session)}>
              Modifier
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={href("/gestion-sessions/:sessionId/parcours", { sessionId: String(session.id) })}>
                Parcours en ligne
              </Link>
            </Button>
            <Button size="sm" variant="ghost" className="text-destructive" onClick={() => onCancel(session)}>
              Annuler la session
            </Button>
          </>
        )
      }
    />
  );
}

function SessionsScreen() {
  const sessions = useAdminSessions();
  const formations = useFormations();
  const [editing, setEditing] = useState<{ session: AdminSession | null } | null>(null);
  const [cancelling, setCancelling] = useState<AdminSession | null>(null);

  let body: React.ReactNode;
  if (sessions.isPending) body = <TableSkeleton label="Chargement des sessions" />;
  else if (sessions.isError)
    body = <LoadError message="Impossible de charger les sessions" onRetry={() => void sessions.refetch()} />;
  else if (sessions.data.length === 0)
    body = (
      <EmptyState icon={CalendarX2} title="Aucune session programmée">
        <p className="text-muted-foreground">Créez la première session d'une formation.</p>
      </EmptyState>
    );
  else
    body = (
      <SessionsTable rows={sessions.data} onEdit={(session) => setEditing({ session })} onCancel={setCancelling} />
    );

  return (
    <>
      <div className="flex justify-end">
        <Button onClick={() => setEditing({ session: null })}>
          <CalendarPlus aria-hidden="true" />
          Nouvelle session
        </Button>
      </div>
      {body}
      <SessionFormDialog
        session={editing?.session ?? null}
        formations={formations.data ?? []}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <CancelSessionDialog session={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}

export default function ManageSessionsRoute() {
  return (
    <AdminPage
      title="Sessions"
      description="Les sessions datées de chaque formation, leurs places et leur statut. Une place libérée (annulation, paiement non reçu à temps, capacité augmentée) revient aussitôt au premier de la liste d'attente, prévenu par e-mail."
    >
      <SessionsScreen />
    </AdminPage>
  );
}
