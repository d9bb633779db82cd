import { History } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { enrollmentStatusLabel } from "~/domain/enrollment";
import { useStatusChanges } from "../api/list-status-changes";
import { formatDateTime } from "../lib/dates";

interface StatusHistoryDialogProps {
  enrollmentId: number;
  createdAt: string;
  learner: string;
  formation: string;
}

export function StatusHistoryDialog({ enrollmentId, createdAt, learner, formation }: StatusHistoryDialogProps) {
  const [open, setOpen] = useState(false);
  const history = useStatusChanges(enrollmentId, open);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" aria-label={`Historique : ${learner}, ${formation}`}>
          <History aria-hidden="true" />
          Historique
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Historique de l'inscription</DialogTitle>
          <DialogDescription>
            {learner} — « {formation} »
          </DialogDescription>
        </DialogHeader>
        <ol className="grid gap-3 border-l-2 border-border pl-4">
          <li>
            <p className="font-medium">Inscription créée (En attente)</p>
            <p className="text-sm text-muted-foreground">le {formatDateTime(createdAt)}</p>
          </li>
          {history.isPending && (
            <li role="status" aria-label="Chargement de l'historique">
              <Skeleton className="h-10 w-full" />
            </li>
          )}
          {history.isError && (
            <li role="alert" className="text-sm text-destructive">
              Impossible de charger l'historique. Fermez puis rouvrez cette fenêtre pour réessayer.
            </li>
          )}
          {history.data?.map((change) => (
            <li key={change.id} data-testid="status-change">
              <p className="font-medium">
                {enrollmentStatusLabel(change.old_status)} → {enrollmentStatusLabel(change.new_status)}
              </p>
              <p className="text-sm text-muted-foreground">
                par {change.author ?? "un administrateur"}, le {formatDateTime(change.changed_at)}
              </p>
            </li>
          ))}
        </ol>
      </DialogContent>
    </Dialog>
  );
}
