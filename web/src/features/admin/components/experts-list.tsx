import { Pencil, SearchX, Users } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { paths } from "~/lib/paths";
import { useSettled } from "~/components/back-office/use-settled";
import { useExpertPages } from "../api/list-formations";
import type { Expert } from "../lib/experts";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { RenameExpertDialog } from "./rename-expert-dialog";

/**
 * « Gérer les experts »: the experts by name, a page at a time, searched in the database as one types (decision
 * 1133); before, every formation was read to group them, and the REST layer stops at 1,000.
 */
export function ExpertsList() {
  const [typed, setTyped] = useState("");
  const search = useSettled(typed.trim());
  const query = useExpertPages(search);
  const experts = query.data?.pages.flatMap((page) => page.experts) ?? [];
  const [renaming, setRenaming] = useState<Expert | null>(null);

  let body: ReactNode;
  if (query.isPending) body = <TableSkeleton label="Chargement des experts" rows={4} />;
  else if (query.isError)
    body = <LoadError message="Impossible de charger les experts" onRetry={() => void query.refetch()} />;
  else if (experts.length === 0 && search)
    body = (
      <EmptyState icon={SearchX} title="Aucun expert ne correspond à cette recherche">
        <Button variant="outline" onClick={() => setTyped("")}>
          Effacer la recherche
        </Button>
      </EmptyState>
    );
  else if (experts.length === 0)
    body = (
      <EmptyState icon={Users} title="Aucun expert pour le moment">
        <p className="text-muted-foreground">Les experts sont les noms indiqués sur les formations du catalogue.</p>
      </EmptyState>
    );
  else
    body = (
      <>
        <ul className="grid gap-4 md:grid-cols-2">
          {experts.map((expert) => (
            <ExpertCard key={expert.name} expert={expert} onRename={() => setRenaming(expert)} />
          ))}
        </ul>
        {query.hasNextPage && (
          <div className="flex justify-center">
            <Button
              type="button"
              variant="outline"
              aria-busy={query.isFetchingNextPage || undefined}
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? "Chargement…" : "Voir plus"}
            </Button>
          </div>
        )}
      </>
    );

  return (
    <section aria-labelledby="experts-heading" className="grid gap-4">
      <h2 id="experts-heading" className="text-xl font-semibold">
        Experts
      </h2>
      <form method="post" role="search" aria-label="Chercher un expert" onSubmit={(event) => event.preventDefault()}>
        <div className="grid max-w-md gap-1.5">
          <Label htmlFor="expert-search">Chercher un expert</Label>
          <Input
            id="expert-search"
            type="search"
            placeholder="Nom de l'expert"
            maxLength={200}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
      </form>
      {body}
      <RenameExpertDialog expert={renaming} experts={experts} onOpenChange={(open) => !open && setRenaming(null)} />
    </section>
  );
}

function ExpertCard({ expert, onRename }: { expert: Expert; onRename(): void }) {
  return (
    <li>
      <Card className="h-full" data-testid="expert-card">
        <CardHeader className="flex-row items-start justify-between gap-2">
          <div className="grid gap-1">
            <CardTitle>{expert.name}</CardTitle>
            <p className="text-sm text-muted-foreground">
              {expert.formations.length} formation{expert.formations.length > 1 ? "s" : ""}
            </p>
          </div>
          <Button variant="outline" size="sm" aria-label={`Renommer ${expert.name}`} onClick={onRename}>
            <Pencil aria-hidden="true" />
            Renommer
          </Button>
        </CardHeader>
        <CardContent>
          <ul className="grid list-disc gap-1 pl-5 text-sm">
            {expert.formations.map((formation) => (
              <li key={formation.id}>
                <Link to={paths.formation(formation.id)} className="text-primary underline-offset-4 hover:underline">
                  {formation.title}
                </Link>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </li>
  );
}
