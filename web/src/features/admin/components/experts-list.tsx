import { Pencil, Users } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { paths } from "~/lib/paths";
import { useFormations } from "../api/list-formations";
import { groupExperts, type Expert } from "../lib/experts";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { RenameExpertDialog } from "./rename-expert-dialog";

export function ExpertsList() {
  const query = useFormations();
  const experts = useMemo(() => groupExperts(query.data ?? []), [query.data]);
  const [renaming, setRenaming] = useState<Expert | null>(null);

  if (query.isPending) return <TableSkeleton label="Chargement des experts" rows={4} />;
  if (query.isError)
    return <LoadError message="Impossible de charger les experts" onRetry={() => void query.refetch()} />;
  if (experts.length === 0)
    return (
      <EmptyState icon={Users} title="Aucun expert pour le moment">
        <p className="text-muted-foreground">Les experts sont les noms indiqués sur les formations du catalogue.</p>
      </EmptyState>
    );

  return (
    <section aria-labelledby="experts-heading" className="grid gap-4">
      <h2 id="experts-heading" className="text-xl font-semibold">
        Experts ({experts.length})
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {experts.map((expert) => (
          <li key={expert.name}>
            <Card className="h-full" data-testid="expert-card">
              <CardHeader className="flex-row items-start justify-between gap-2">
                <div className="grid gap-1">
                  <CardTitle>{expert.name}</CardTitle>
                  <p className="text-sm text-muted-foreground">
                    {expert.formations.length} formation{expert.formations.length > 1 ? "s" : ""}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Renommer ${expert.name}`}
                  onClick={() => setRenaming(expert)}
                >
                  <Pencil aria-hidden="true" />
                  Renommer
                </Button>
              </CardHeader>
              <CardContent>
                <ul className="grid list-disc gap-1 pl-5 text-sm">
                  {expert.formations.map((formation) => (
                    <li key={formation.id}>
                      <Link
                        to={paths.formation(formation.id)}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {formation.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <RenameExpertDialog expert={renaming} experts={experts} onOpenChange={(open) => !open && setRenaming(null)} />
    </section>
  );
}
