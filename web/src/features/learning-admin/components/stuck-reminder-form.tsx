import { useState } from "react";
import { LoadError } from "~/components/back-office/list-states";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { useSaveStuckReminder, useSessionLearningSettings } from "../api/session-learning";

/**
 * The daily job's automatic reminder (decision 1064): each learner inactive for this many days is e-mailed once,
 * the same reminder as the « Relancer » button; unticked, nobody is reminded automatically.
 */
export function StuckReminderForm({ sessionId }: { sessionId: number }) {
  const settings = useSessionLearningSettings(sessionId);
  const save = useSaveStuckReminder(sessionId);
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [days, setDays] = useState<string | null>(null);
  if (settings.isPending) return <Skeleton className="h-24 w-full" />;
  if (settings.isError)
    return (
      <LoadError message="La relance automatique n'a pas pu être chargée." onRetry={() => void settings.refetch()} />
    );
  const saved = settings.data.stuck_reminder_days;
  const on = enabled ?? saved !== null;
  const shownDays = days ?? String(saved ?? 7);
  const daysValid = /^\d+$/.test(shownDays) && Number(shownDays) >= 1 && Number(shownDays) <= 365;
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <h2 className="text-lg font-semibold">Relance automatique</h2>
      <form
        method="post"
        className="grid gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (on && !daysValid) return;
          save.mutate(on ? Number(shownDays) : null);
        }}
      >
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={on} onChange={(event) => setEnabled(event.target.checked)} />
          Relancer par e-mail, une fois, chaque apprenant inactif
        </label>
        <FormField
          label="Inactif depuis (jours)"
          hint="Entre 1 et 365 jours sans activité. Vérifié chaque matin."
          error={on && !daysValid ? "Indiquez un nombre de jours entre 1 et 365." : undefined}
          className="max-w-xs"
        >
          <Input
            type="number"
            min={1}
            max={365}
            disabled={!on}
            value={shownDays}
            onChange={(event) => setDays(event.target.value)}
          />
        </FormField>
        <div>
          <Button type="submit" variant="outline" disabled={save.isPending}>
            Enregistrer la relance
          </Button>
        </div>
      </form>
      {save.isError ? (
        <p role="alert" className="text-destructive">
          {save.error.message}
        </p>
      ) : null}
      {save.isSuccess ? (
        <p role="status" className="text-sm text-muted-foreground">
          {on
            ? `Relance enregistrée\u00a0: après ${shownDays}\u00a0jours sans activité.`
            : "Relance automatique désactivée."}
        </p>
      ) : null}
    </Card>
  );
}
