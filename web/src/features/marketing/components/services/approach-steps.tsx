import type { ApproachStep } from "~/content/services";

interface ApproachStepsProps {
  steps: readonly Pick<ApproachStep, "title" | "description">[];
  /** Tone of the surrounding section: numbers stay readable on the blue band. */
  onBand?: boolean;
}

/** A numbered sequence of steps (our approach, a mission's stages). */
export function ApproachSteps({ steps, onBand = false }: ApproachStepsProps) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="relative">
          <span
            aria-hidden="true"
            className={
              onBand
                ? "flex size-10 items-center justify-center rounded-full bg-warm font-bold text-warm-foreground"
                : "flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
            }
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">
            <span className="sr-only">Étape {index + 1} : </span>
            {step.title}
          </h3>
          <p className={onBand ? "mt-2 text-band-muted" : "mt-2 text-muted-foreground"}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
