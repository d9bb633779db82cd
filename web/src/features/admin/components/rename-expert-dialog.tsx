import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "~/lib/validation/zod-jitless";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { useRenameExpert } from "../api/rename-expert";
import { explainAdminError } from "../lib/admin-errors";
import type { Expert } from "../lib/experts";

function renameSchema(oldName: string) {
  return z.object({
    newName: z
      .string()
      .trim()
      .min(1, "Le nouveau nom est obligatoire")
      .max(120, "120 caractères au maximum")
      .refine((name) => name !== oldName, "Le nouveau nom doit être différent de l'actuel"),
  });
}

type RenameValues = z.input<ReturnType<typeof renameSchema>>;

function RenameForm({ expert, onDone }: { expert: Expert; onDone(): void }) {
  const rename = useRenameExpert();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RenameValues>({
    resolver: zodResolver(renameSchema(expert.name)),
    defaultValues: { newName: expert.name },
  });

  const submit = ({ newName }: RenameValues) =>
    rename.mutate(
      { oldName: expert.name, newName },
      {
        onSuccess: (count) => {
          toast({
            title: "Expert renommé",
            description: `${count} formation${count > 1 ? "s mises" : " mise"} à jour : « ${newName.trim()} ».`,
          });
          onDone();
        },
        onError: (error) =>
          toast({
            title: "Renommage impossible",
            description: explainAdminError(error, "expert"),
            variant: "destructive",
          }),
      },
    );

  return (
    <form method="post" noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
      <FormField label="Nouveau nom" required error={errors.newName?.message}>
        <Input autoComplete="off" {...register("newName")} />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Annuler
        </Button>
        <Button type="submit" disabled={rename.isPending}>
          {rename.isPending ? "Enregistrement..." : "Renommer"}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function RenameExpertDialog({
  expert,
  onOpenChange,
}: {
  expert: Expert | null;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog open={expert !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Renommer l'expert</DialogTitle>
          <DialogDescription>
            Les {expert?.courses.length} formation(s) de « {expert?.name} » prendront le nouveau nom affiché. Le compte
            formateur attribué à chaque formation ne change pas.
          </DialogDescription>
        </DialogHeader>
        {expert && <RenameForm key={expert.name} expert={expert} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
