import { lazy, Suspense } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { toast } from "~/components/ui/toast";
import type { Formation } from "~/lib/database";
import { useCreateFormation } from "../api/create-formation";
import { useTrainerAccounts } from "../api/list-trainers";
import { useUpdateFormation } from "../api/update-formation";
import { explainAdminError } from "../lib/admin-errors";
import type { CourseInput } from "../lib/course-schema";

// The form's code (react-hook-form, zod, the select: ≈ 50 KiB gzip) comes when the dialog first opens.
const CourseFormFor = lazy(() => import("./course-form"));

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

interface CourseFormDialogProps {
  /** The course being edited; null to create one. */
  course: Formation | null;
  open: boolean;
  experts: readonly string[];
  onOpenChange(open: boolean): void;
}

export function CourseFormDialog({ course, open, experts, onOpenChange }: CourseFormDialogProps) {
  const create = useCreateFormation();
  const update = useUpdateFormation();
  const trainers = useTrainerAccounts(open);
  const busy = create.isPending || update.isPending;

  const save = (input: CourseInput) => {
    const done = {
      onSuccess: (saved: Formation) => {
        toast({
          title: course ? "Formation mise à jour" : "Formation créée",
          description: `« ${saved.title} » est à jour dans le catalogue public.`,
        });
        onOpenChange(false);
      },
      onError: (error: unknown) =>
        toast({
          title: "Enregistrement impossible",
          description: explainAdminError(error, "course"),
          variant: "destructive",
        }),
    };
    if (course) update.mutate({ id: course.id, input }, done);
    else create.mutate(input, done);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{course ? "Modifier la formation" : "Nouvelle formation"}</DialogTitle>
          <DialogDescription>
            Les champs marqués d'un astérisque sont obligatoires. Le catalogue public affiche les changements dès
            l'enregistrement.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<FormSkeleton />}>
          <CourseFormFor
            course={course}
            experts={experts}
            trainers={trainers.data}
            submitLabel={course ? "Enregistrer les modifications" : "Créer la formation"}
            busy={busy}
            onSubmit={save}
            onCancel={() => onOpenChange(false)}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
