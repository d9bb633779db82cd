import { useState } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { useUpdateEnrollmentStatus } from "../api/update-enrollment-status";
import { explainAdminError } from "../lib/admin-errors";
import { allowedNextStatuses, statusActionLabel, statusLabel, type EnrollmentStatus } from "../lib/enrollment-status";

interface StatusActionsProps {
  enrollmentId: number;
  status: string | null;
  /** Who and what, for the buttons' accessible names and the toasts. */
  learner: string;
  course: string;
}

/** One button per status the workflow allows next; cancelling, which cannot be undone, asks first. */
export function StatusActions({ enrollmentId, status, learner, course }: StatusActionsProps) {
  const update = useUpdateEnrollmentStatus();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const next = allowedNextStatuses(status);
  if (next.length === 0) return <span className="text-sm text-muted-foreground">Aucune action</span>;

  const change = (target: EnrollmentStatus) => {
    update.mutate(
      { id: enrollmentId, status: target },
      {
        onSuccess: () =>
          toast({
            title: "Statut mis à jour",
            description:
              target === "completed"
                ? `${learner} : formation terminée, le certificat est émis.`
                : `${learner} : inscription « ${statusLabel(target)} ».`,
          }),
        onError: (error) =>
          toast({
            title: "Changement de statut refusé",
            description: explainAdminError(error, "status"),
            variant: "destructive",
          }),
        onSettled: () => setConfirmingCancel(false),
      },
    );
  };

  return (
    <div className="flex flex-wrap justify-end gap-2">
      {next.map((target) => (
        <Button
          key={target}
          size="sm"
          variant={target === "cancelled" ? "outline" : "default"}
          disabled={update.isPending}
          aria-label={`${statusActionLabel(target)} : ${learner}, ${course}`}
          onClick={() => (target === "cancelled" ? setConfirmingCancel(true) : change(target))}
        >
          {statusActionLabel(target)}
        </Button>
      ))}
      <Dialog open={confirmingCancel} onOpenChange={setConfirmingCancel}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Annuler cette inscription ?</DialogTitle>
            <DialogDescription>
              L'inscription de {learner} à « {course} » sera annulée. Une inscription annulée ne peut plus être
              rétablie.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmingCancel(false)}>
              Garder l'inscription
            </Button>
            <Button variant="destructive" disabled={update.isPending} onClick={() => change("cancelled")}>
              Confirmer l'annulation
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
