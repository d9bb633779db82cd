import { useState } from "react";
import { FormField } from "~/components/ui/field";
import { Input, inputClasses } from "~/components/ui/input";
import { useSettled } from "~/components/back-office/use-settled";
import { FORMATION_CHOICES, useFormationChoices, type FormationChoice } from "../api/list-formations";

interface FormationPickerProps {
  /** The chosen formation's id, "" when none. */
  value: string;
  /** The formation of the session being edited, offered whatever the search. */
  current: FormationChoice | null;
  disabled: boolean;
  error?: string;
  onChange(id: string): void;
}

/**
 * The session form's formation (decision 1133): a search sent as one types (once typing pauses), and the formations it
 * finds by title to choose from — the first FORMATION_CHOICES without a search. The catalogue is never read whole.
 */
export function FormationPicker({ value, current, disabled, error, onChange }: FormationPickerProps) {
  const [typed, setTyped] = useState("");
  const search = useSettled(typed.trim());
  const choices = useFormationChoices(search);
  const [chosen, setChosen] = useState<FormationChoice | null>(current);
  const found = choices.data ?? [];
  // The chosen formation stays in the list while another search shows other titles.
  const options = chosen && !found.some((choice) => choice.id === chosen.id) ? [chosen, ...found] : found;
  const hint = choices.isError
    ? "Les formations n'ont pas pu être chargées."
    : found.length >= FORMATION_CHOICES
      ? `Les ${FORMATION_CHOICES} premières par titre : tapez quelques lettres pour trouver les autres.`
      : search && found.length === 0 && !choices.isFetching
        ? "Aucune formation ne correspond à cette recherche."
        : undefined;

  return (
    <div className="grid gap-2">
      {!disabled && (
        <FormField label="Rechercher par titre, expert ou thème">
          <Input
            type="search"
            maxLength={200}
            placeholder="Début d'un mot du titre"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            // Enter searches; it does not send the session form around it.
            onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
          />
        </FormField>
      )}
      <FormField label="Formation" required error={error} hint={hint}>
        <select
          className={inputClasses}
          value={value}
          aria-busy={choices.isFetching || undefined}
          onChange={(event) => {
            onChange(event.target.value);
            setChosen(options.find((choice) => String(choice.id) === event.target.value) ?? null);
          }}
          disabled={disabled}
        >
          <option value="">Choisissez une formation</option>
          {options.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.title}
            </option>
          ))}
        </select>
      </FormField>
    </div>
  );
}
