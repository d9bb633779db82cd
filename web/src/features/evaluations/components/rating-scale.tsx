interface RatingScaleProps {
  name: string;
  legend: string;
  min: number;
  max: number;
  value: number | null;
  onChange(value: number): void;
  /** Words under the two ends of the scale. */
  ends: [string, string];
}

/** A row of radio buttons (1–5 or 0–10), large enough for a thumb, keyboard-usable as a radio group. */
export function RatingScale({ name, legend, min, max, value, onChange, ends }: RatingScaleProps) {
  const values = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {values.map((option) => (
          <label
            key={option}
            className="grid size-10 cursor-pointer place-items-center rounded-md border text-sm font-semibold has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {option}
          </label>
        ))}
      </div>
      <p className="flex justify-between text-xs text-muted-foreground">
        <span>{ends[0]}</span>
        <span>{ends[1]}</span>
      </p>
    </fieldset>
  );
}
