import { lazy, Suspense } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { toast } from "~/components/ui/toast";
import type { Formation } from "@common/database";
import { useCreateFormation } from "../api/create-formation";
import { useTrainerAccounts } from "../api/list-trainers";
import { useUpdateFormation } from "../api/update-formation";
import { explainAdminError } from "../lib/admin-errors";
import type { FormationInput } from "../lib/formation-schema";

// The form's code (react-hook-form, zod, the select: ≈ 50 KiB gzip) comes when the dialog first opens.
const FormationFormFor = lazy(() => import("./formation-form"));

/** The form's place while its code arrives: the dialog opens at once, with its title. */
function FormSkeleton() {
  return (
    <div role="status" aria-label="Chargement du formulaire" className="grid gap-4">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </div>
  );
}

interface FormationFormDialogProps {
  /** The formation being edited; null to create one. */
  formation: Formation | null;
  open: boolean;
  experts: readonly string[];
  onOpenChange(open: boolean): void;
}

export function FormationFormDialog({ formation, open, experts, onOpenChange }: FormationFormDialogProps) {
  const create = useCreateFormation();
  const update = useUpdateFormation();
  const trainers = useTrainerAccounts(open);
  const busy = create.isPending || update.isPending;

  const save = (input: FormationInput) => {
    const done = {
      onSuccess: (saved: Formation) => {
        toast({
          title: formation ? "Formation mise à jour" : "Formation créée",
          description: `« ${saved.title} » est à jour dans le catalogue public.`,
        });
        onOpenChange(false);
      },
      onError: (error: unknown) =>
        toast({
          title: "Enregistrement impossible",
          description: explainAdminError(error, "formation"),
          variant: "destructive",
        }),
    };
    if (formation) update.mutate({ id: formation.id, input }, done);
    else create.mutate(input, done);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{formation ? "Modifier la formation" : "Nouvelle formation"}</DialogTitle>
          <DialogDescription>
            Les champs marqués d'un astérisque sont obligatoires. Le catalogue public affiche les changements dès
            l'enregistrement.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<FormSkeleton />}>
          <FormationFormFor
            formation={formation}
            experts={experts}
            trainers={trainers.data}
            submitLabel={formation ? "Enregistrer les modifications" : "Créer la formation"}
            busy={busy}
            onSubmit={save}
            onCancel={() => onOpenChange(false)}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
