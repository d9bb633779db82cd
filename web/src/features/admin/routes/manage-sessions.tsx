import { CalendarPlus, CalendarX2, SearchX } from "lucide-react";
import { useState } from "react";
import { Link, href } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { SESSION_STATUS_LABELS, sessionStatusBadge } from "~/domain/session";
import { formatSessionDates, sessionPlace } from "~/lib/session-format";
import { plural } from "@common/format";
import { prefetchWithRoute, searchParamsOf } from "~/app/prefetch";
import { adminSessionPagesQuery, useAdminSessionPages, type AdminSession } from "../api/sessions";
import { CancelSessionDialog } from "../components/cancel-session-dialog";
import { AdminPage } from "~/components/back-office/admin-page";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { SessionFormDialog } from "../components/session-form-dialog";
import { sessionHasEnded } from "../lib/session-form";
import { DataTable, type DataTableColumn, type MorePages } from "~/components/data-table/data-table";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { adminMeta } from "~/components/back-office/admin-meta";
import { useFilterParams } from "~/components/back-office/use-filter-params";
import { useSettled } from "~/components/back-office/use-settled";

export function meta() {
  return adminMeta(
    "Sessions",
    "Les sessions datées des formations : dates, lieu, capacité, places et liste d'attente.",
  );
}

function SessionStatus({ session }: { session: AdminSession }) {
  if (session.status !== "cancelled" && sessionHasEnded(session.ends_on))
    return <Badge variant="secondary">Terminée</Badge>;
  return <Badge variant={sessionStatusBadge(session.status)}>{SESSION_STATUS_LABELS[session.status]}</Badge>;
}

/** What the table's caption says of the rows read: never a total it has not counted (decision 1112). */
function sessionsCaption(shown: number, { past, more, searched }: { past: boolean; more: boolean; searched: boolean }) {
  const sessions = `${shown} session${shown > 1 ? "s" : ""}`;
  const which = past ? (shown > 1 ? "terminées" : "terminée") : "à venir ou en cours";
  const order = past ? "les plus récentes d'abord" : "les plus proches d'abord";
  const matching = searched ? (shown > 1 ? " qui correspondent à la recherche" : " qui correspond à la recherche") : "";
  return more
    ? `Les ${sessions} ${which}${matching} ${past ? "les plus récentes" : "les plus proches"}, d'autres suivent`
    : `${sessions} ${which}${matching}, ${order}`;
}

function SessionsTable({
  rows,
  caption,
  more,
  onEdit,
  onCancel,
}: {
  rows: AdminSession[];
  caption: string;
  more: MorePages;
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
      caption={caption}
      more={{ ...more, label: "Voir plus de sessions" }}
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

/** The sessions' first page is asked for with the route (issue 46 item 3). */
export function clientLoader({ request }: { request: Request }) {
  const params = searchParamsOf(request);
  const filters = { past: params.get("periode") === "terminees", search: (params.get("q") ?? "").slice(0, 200).trim() };
  return prefetchWithRoute((client) => client.prefetchInfiniteQuery(adminSessionPagesQuery(filters)));
}

function SessionsScreen() {
  const { params, setFilter, reset } = useFilterParams();
  // ?periode=terminees shows the sessions ended, latest first; by default those to come or under way, soonest first.
  const past = params.get("periode") === "terminees";
  const typed = (params.get("q") ?? "").slice(0, 200);
  const search = useSettled(typed.trim());
  const sessions = useAdminSessionPages({ past, search });
  const [editing, setEditing] = useState<{ session: AdminSession | null } | null>(null);
  const [cancelling, setCancelling] = useState<AdminSession | null>(null);
  const rows = sessions.data?.pages.flatMap((page) => page.rows) ?? [];

  let body: React.ReactNode;
  if (sessions.isPending) body = <TableSkeleton label="Chargement des sessions" />;
  else if (sessions.isError)
    body = <LoadError message="Impossible de charger les sessions" onRetry={() => void sessions.refetch()} />;
  else if (rows.length === 0 && search)
    body = (
      <EmptyState icon={SearchX} title="Aucune session ne correspond à cette recherche">
        <Button variant="outline" onClick={reset}>
          Réinitialiser les filtres
        </Button>
      </EmptyState>
    );
  else if (rows.length === 0)
    body = (
      <EmptyState icon={CalendarX2} title={past ? "Aucune session terminée" : "Aucune session programmée"}>
        <p className="text-muted-foreground">
          {past ? "Les sessions passées apparaîtront ici." : "Créez la prochaine session d'une formation."}
        </p>
      </EmptyState>
    );
  else
    body = (
      <SessionsTable
        rows={rows}
        caption={sessionsCaption(rows.length, { past, more: sessions.hasNextPage, searched: Boolean(search) })}
        more={{
          hasMore: sessions.hasNextPage,
          loading: sessions.isFetchingNextPage,
          onMore: () => void sessions.fetchNextPage(),
        }}
        onEdit={(session) => setEditing({ session })}
        onCancel={setCancelling}
      />
    );

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <form
          method="post"
          role="search"
          aria-label="Filtrer les sessions"
          onSubmit={(event) => event.preventDefault()}
          className="grid w-full max-w-2xl gap-3 sm:grid-cols-[2fr_1fr]"
        >
          <div className="grid gap-1.5">
            <Label htmlFor="session-search">Rechercher une formation</Label>
            <Input
              id="session-search"
              type="search"
              placeholder="Titre de la formation"
              maxLength={200}
              value={typed}
              onChange={(event) => setFilter("q", event.target.value || null)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="session-period">Sessions</Label>
            <select
              id="session-period"
              className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              value={past ? "terminees" : ""}
              onChange={(event) => setFilter("periode", event.target.value || null)}
            >
              <option value="">À venir ou en cours</option>
              <option value="terminees">Terminées</option>
            </select>
          </div>
        </form>
        <Button onClick={() => setEditing({ session: null })}>
          <CalendarPlus aria-hidden="true" />
          Nouvelle session
        </Button>
      </div>
      {body}
      <SessionFormDialog
        session={editing?.session ?? null}
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
