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
import type { Formation } from "@common/database";
import { useDeleteFormation } from "../api/delete-formation";
import { explainAdminError } from "../lib/admin-errors";

interface DeleteFormationDialogProps {
  formation: Formation | null;
  onOpenChange(open: boolean): void;
}

export function DeleteFormationDialog({ formation, onOpenChange }: DeleteFormationDialogProps) {
  const remove = useDeleteFormation();

  const confirm = () => {
    if (!formation) return;
    remove.mutate(formation.id, {
      onSuccess: () => {
        toast({ title: "Formation supprimée", description: `« ${formation.title} » a été retirée du catalogue.` });
        onOpenChange(false);
      },
      onError: (error) => {
        toast({
          title: "Suppression impossible",
          description: explainAdminError(error, "formation-delete"),
          variant: "destructive",
        });
        onOpenChange(false);
      },
    });
  };

  return (
    <Dialog open={formation !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Supprimer cette formation ?</DialogTitle>
          <DialogDescription>
            « {formation?.title} » disparaîtra du catalogue public. Une formation qui a des inscriptions ne peut pas
            être supprimée.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Annuler
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? "Suppression..." : "Supprimer"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
