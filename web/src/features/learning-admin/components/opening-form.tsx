import { useState } from "react";
import { LoadError } from "~/components/back-office/list-states";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { useAuthoredOutline } from "../api/content";
import { useSaveSessionLearning, useSessionLearningSettings } from "../api/session-learning";
import { UNLOCK_MODES, type UnlockMode } from "../lib/follow-up";

/** How the session opens its modules: all at once, one after the other, or each on its date. */
export function OpeningForm({ sessionId, formationId }: { sessionId: number; formationId: number }) {
  const settings = useSessionLearningSettings(sessionId);
  const outline = useAuthoredOutline(formationId);
  const save = useSaveSessionLearning(sessionId);
  const [mode, setMode] = useState<UnlockMode | null>(null);
  const [dates, setDates] = useState<Record<number, string>>({});
  if (settings.isPending) return <Skeleton className="h-32 w-full" />;
  if (settings.isError)
    return <LoadError message="Le mode d'ouverture n'a pas pu être chargé." onRetry={() => void settings.refetch()} />;
  const current = mode ?? settings.data.unlock_mode;
  const dateOf = (moduleId: number) =>
    dates[moduleId] ?? settings.data.dates.find((d) => d.module_id === moduleId)?.opens_on ?? "";
  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <form
        method="post"
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ unlock_mode: current, dates });
        }}
      >
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-lg font-semibold">Ouverture des modules</legend>
          {UNLOCK_MODES.map((option) => (
            <div key={option.value} className="flex items-start gap-2">
              <input
                type="radio"
                id={`unlock-${option.value}`}
                name="unlock_mode"
                value={option.value}
                checked={current === option.value}
                onChange={() => setMode(option.value)}
                aria-describedby={`unlock-${option.value}-hint`}
                className="mt-1 size-4"
              />
              <div>
                <label htmlFor={`unlock-${option.value}`} className="font-medium">
                  {option.label}
                </label>
                <p id={`unlock-${option.value}-hint`} className="text-sm text-muted-foreground">
                  {option.hint}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        {current === "dates" ? (
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-semibold">Date d'ouverture de chaque module</legend>
            {(outline.data ?? []).map((module, index) => (
              <FormField key={module.id} label={`Module ${index + 1} · ${module.title}`}>
                <Input
                  type="date"
                  value={dateOf(module.id)}
                  onChange={(e) => setDates((all) => ({ ...all, [module.id]: e.target.value }))}
                />
              </FormField>
            ))}
          </fieldset>
        ) : null}
        {save.isError ? (
          <p role="alert" className="text-destructive">
            {save.error.message}
          </p>
        ) : null}
        {save.isSuccess ? (
          <p role="status" className="text-sm text-muted-foreground">
            Ouverture enregistrée.
          </p>
        ) : null}
        <Button type="submit" disabled={save.isPending} className="justify-self-start">
          Enregistrer l'ouverture
        </Button>
      </form>
    </Card>
  );
}
