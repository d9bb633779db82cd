import { BookOpen, Plus, Search } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { Formation } from "@common/database";
import { prefetchWithRoute } from "~/app/prefetch";
import { adminFormationPagesQuery, useAdminFormationPages } from "../api/list-formations";
import { AdminPage } from "~/components/back-office/admin-page";
import { FormationFormDialog } from "../components/formation-form-dialog";
import { FormationsTable } from "../components/formations-table";
import { DeleteFormationDialog } from "../components/delete-formation-dialog";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { adminMeta } from "~/components/back-office/admin-meta";
import { useSettled } from "~/components/back-office/use-settled";

export function meta() {
  return adminMeta("Gestion des formations", "Créer, modifier et supprimer les formations du catalogue.");
}

/** The catalogue's first page (no search yet) is asked for with the route (issue 46 item 3). */
export function clientLoader() {
  return prefetchWithRoute((client) => client.prefetchInfiniteQuery(adminFormationPagesQuery("")));
}

type Editing = { formation: Formation | null } | null;

function FormationsScreen() {
  const [search, setSearch] = useState("");
  const settled = useSettled(search.trim());
  // A page at a time, searched in the database (decision 1112).
  const query = useAdminFormationPages(settled);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Formation | null>(null);

  const formations = useMemo(() => query.data?.pages.flatMap((page) => page.rows) ?? [], [query.data]);
  // The form suggests the experts of the formations read so far (the newest), not of the whole catalogue.
  const experts = useMemo(
    () => [...new Set(formations.map((c) => c.expert).filter(Boolean))].sort((a, b) => a.localeCompare(b, "fr")),
    [formations],
  );

  let body: React.ReactNode;
  if (query.isPending) body = <TableSkeleton label="Chargement des formations" />;
  else if (query.isError)
    body = <LoadError message="Impossible de charger les formations" onRetry={() => void query.refetch()} />;
  else if (formations.length === 0 && !settled)
    body = (
      <EmptyState icon={BookOpen} title="Le catalogue est vide">
        <p className="text-muted-foreground">
          Créez la première formation : elle apparaîtra aussitôt dans le catalogue public.
        </p>
      </EmptyState>
    );
  else if (formations.length === 0)
    body = (
      <EmptyState icon={Search} title="Aucune formation ne correspond à cette recherche">
        <Button variant="outline" onClick={() => setSearch("")}>
          Effacer la recherche
        </Button>
      </EmptyState>
    );
  else
    body = (
      <FormationsTable
        formations={formations}
        searched={Boolean(settled)}
        more={{
          hasMore: query.hasNextPage,
          loading: query.isFetchingNextPage,
          onMore: () => void query.fetchNextPage(),
        }}
        onEdit={(formation) => setEditing({ formation })}
        onDelete={setDeleting}
      />
    );

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid w-full max-w-md gap-2">
          <Label htmlFor="formation-search">Rechercher une formation</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="formation-search"
              type="search"
              className="pl-9"
              placeholder="Titre, expert ou thème"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <Button onClick={() => setEditing({ formation: null })}>
          <Plus aria-hidden="true" />
          Nouvelle formation
        </Button>
      </div>
      {body}
      <FormationFormDialog
        formation={editing?.formation ?? null}
        open={editing !== null}
        experts={experts}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <DeleteFormationDialog formation={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </>
  );
}

export default function ManageFormationsRoute() {
  return (
    <AdminPage
      title="Gestion des formations"
      description="Le catalogue public lit cette liste : chaque création, modification ou suppression y est visible aussitôt."
    >
      <FormationsScreen />
    </AdminPage>
  );
}
