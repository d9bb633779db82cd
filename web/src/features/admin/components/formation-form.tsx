import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { FORMATION_THEMES } from "~/content/formations";
import type { Formation } from "@common/database";
import type { TrainerAccount } from "../api/list-trainers";
import {
  FORMATION_FORMATS,
  CURRENCIES,
  NO_TRAINER,
  formationFormSchema,
  formationToFormValues,
  emptyFormationValues,
  formValuesToFormation,
  type FormationFormValues,
  type FormationInput,
} from "../lib/formation-schema";

interface FormationFormProps {
  defaultValues: FormationFormValues;
  /** Names already used by formations, offered as suggestions for the expert field. */
  experts: readonly string[];
  /** The trainer accounts an admin may give the formation to; undefined while they load. */
  trainers: readonly TrainerAccount[] | undefined;
  submitLabel: string;
  busy: boolean;
  onSubmit(formation: FormationInput): void;
  onCancel(): void;
}

const trainerLabel = (trainer: TrainerAccount) => trainer.full_name?.trim() || trainer.email || "Formateur sans nom";

export function FormationForm({
  defaultValues,
  experts,
  trainers,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: FormationFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormationFormValues>({ resolver: zodResolver(formationFormSchema), defaultValues });

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(formValuesToFormation(values)))}
      className="grid gap-4"
    >
      <FormField label="Titre" required error={errors.title?.message}>
        <Input autoComplete="off" {...register("title")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Thème" required error={errors.theme?.message}>
          <Controller
            control={control}
            name="theme"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger onBlur={field.onBlur}>
                  <SelectValue placeholder="Choisir un thème" />
                </SelectTrigger>
                <SelectContent>
                  {FORMATION_THEMES.map((theme) => (
                    <SelectItem key={theme} value={theme}>
                      {theme}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <FormField label="Durée" required hint="Par exemple « 3 jours »." error={errors.duration?.message}>
          <Input autoComplete="off" {...register("duration")} />
        </FormField>
      </div>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={4} {...register("description")} />
      </FormField>
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.formats ? "formation-formats-error" : undefined}
        aria-invalid={errors.formats ? true : undefined}
      >
        <legend className="mb-2 text-sm font-medium">
          Formats{" "}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </legend>
        <div className="flex flex-wrap gap-4">
          {FORMATION_FORMATS.map((format) => (
            <label key={format} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={format}
                className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                {...register("formats")}
              />
              {format}
            </label>
          ))}
        </div>
        {errors.formats && (
          <p id="formation-formats-error" className="text-sm font-medium text-destructive">
            {errors.formats.message}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Expert"
          required
          hint="Le nom affiché sur la page de la formation."
          error={errors.expert?.message}
        >
          <Input autoComplete="off" list="formation-expert-suggestions" {...register("expert")} />
        </FormField>
        <FormField
          label="Compte formateur"
          hint="Le formateur qui voit les apprenants de cette formation dans son espace. Seul un administrateur le choisit."
          error={errors.trainer_id?.message}
        >
          <Controller
            control={control}
            name="trainer_id"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger onBlur={field.onBlur}>
                  <SelectValue placeholder="Choisir un formateur" />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_TRAINER}>Aucun formateur</SelectItem>
                  {trainers &&
                    field.value !== NO_TRAINER &&
                    !trainers.some((trainer) => trainer.id === field.value) && (
                      <SelectItem value={field.value}>Compte qui n'est plus formateur</SelectItem>
                    )}
                  {(trainers ?? []).map((trainer) => (
                    <SelectItem key={trainer.id} value={trainer.id}>
                      {trainerLabel(trainer)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      </div>
      <datalist id="formation-expert-suggestions">
        {experts.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Prix"
          hint="Hors taxes, par participant. Laisser vide pour « Sur demande »."
          error={errors.price?.message}
        >
          <Input inputMode="decimal" autoComplete="off" {...register("price")} />
        </FormField>
        <FormField label="Devise" required error={errors.price_currency?.message}>
          <Controller
            control={control}
            name="price_currency"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger onBlur={field.onBlur}>
                  <SelectValue placeholder="Choisir une devise" />
                </SelectTrigger>
                <SelectContent>
                  {CURRENCIES.map((currency) => (
                    <SelectItem key={currency} value={currency}>
                      {currency === "XOF" ? "XOF (franc CFA)" : "CAD (dollar canadien)"}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Annuler
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Enregistrement..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * The form for one formation (null: a new one), as the dialog loads it: this module brings react-hook-form, zod and
 * the select, so the formations list does not (decision 0958). Keyed by formation so reopening the dialog on another
 * formation starts from its values.
 */
export default function FormationFormFor({
  formation,
  ...props
}: Omit<FormationFormProps, "defaultValues"> & { formation: Formation | null }) {
  return (
    <FormationForm
      key={formation?.id ?? "new"}
      defaultValues={formation ? formationToFormValues(formation) : emptyFormationValues}
      {...props}
    />
  );
}
