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

/**
 * A row of radio buttons (1–5 or 0–10), large enough for a thumb, keyboard-usable as a radio group. The row never
 * wraps: its cells are 40 px wide and shrink together when the screen is narrower (0–10 on a 375 px phone: about
 * 27 px, above the 24 px of WCAG's target size). The words of the two ends sit under the first and the last cell.
 */
export function RatingScale({ name, legend, min, max, value, onChange, ends }: RatingScaleProps) {
  const values = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="grid w-fit max-w-full gap-2" data-testid="rating-scale">
        <div
          className="grid gap-1 sm:gap-1.5"
          style={{ gridTemplateColumns: `repeat(${values.length}, minmax(0, 2.5rem))` }}
        >
          {values.map((option) => (
            <label
              key={option}
              className="grid h-10 cursor-pointer place-items-center rounded-md border text-sm font-semibold has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
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
        <p className="flex justify-between gap-4 text-xs text-muted-foreground">
          <span>{ends[0]}</span>
          <span className="text-right">{ends[1]}</span>
        </p>
      </div>
    </fieldset>
  );
}
