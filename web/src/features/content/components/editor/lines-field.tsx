import { useState } from "react";
import { FormField } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";

/** A list typed one item per line (skills, services, offices…): the text as typed, the list without empty lines. */
export function LinesField({
  label,
  hint = "Un par ligne",
  initial,
  onChange,
  rows,
  french = true,
}: {
  label: string;
  hint?: string;
  initial: string[];
  onChange: (items: string[]) => void;
  rows: number;
  /** French words: the browser's French spell-check (not for place names). */
  french?: boolean;
}) {
  const [text, setText] = useState(initial.join("\n"));
  return (
    <FormField label={label} hint={hint}>
      <Textarea
        lang={french ? "fr" : undefined}
        spellCheck={french || undefined}
        rows={rows}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(
            e.target.value
              .split("\n")
              .map((line) => line.trim())
              .filter(Boolean),
          );
        }}
      />
    </FormField>
  );
}
