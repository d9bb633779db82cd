import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { z } from "~/lib/validation/zod-jitless";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { useRenameExpert } from "../api/rename-expert";
import { explainAdminError } from "../lib/admin-errors";
import type { Expert } from "../lib/experts";
import { mergeTarget } from "./rename-expert-dialog";
import { FormDialogFooter } from "~/components/back-office/form-dialog-footer";

// The rename form with its validation (react-hook-form, zod): loaded when the dialog first opens (decision 0958).

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

export default function RenameForm({
  expert,
  experts,
  onDone,
}: {
  expert: Expert;
  experts: readonly Expert[];
  onDone(): void;
}) {
  const rename = useRenameExpert();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<RenameValues>({
    resolver: zodResolver(renameSchema(expert.name)),
    defaultValues: { newName: expert.name },
  });
  const merging = mergeTarget(useWatch({ control, name: "newName" }) ?? "", expert, experts);

  const submit = ({ newName }: RenameValues) =>
    rename.mutate(
      { oldName: expert.name, newName },
      {
        onSuccess: (count) => {
          toast({
            title: "Expert renommé",
            description: `${count} formation${count > 1 ? "s mises" : " mise"} à jour : « ${newName.trim()} ».`,
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
      {merging && (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          « {merging.name} » existe déjà ({merging.formations.length} formation
          {merging.formations.length > 1 ? "s" : ""}) : les deux experts seront fusionnés sous ce nom. Pour les séparer
          ensuite, il faudra modifier chaque formation.
        </p>
      )}
      <FormDialogFooter onCancel={onDone} submitDisabled={rename.isPending}>
        {rename.isPending ? "Enregistrement..." : merging ? "Fusionner les experts" : "Renommer"}
      </FormDialogFooter>
    </form>
  );
}
