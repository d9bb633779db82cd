import * as React from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { useMoveSlot } from "../api/attendance-changes";
import type { Slot } from "../lib/attendance-labels";

/** `2026-11-26T09:00` in the browser's time zone, as a datetime-local input wants it. */
const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** Staff move a half-day (the default timetable is 09:00–12:30 and 13:30–17:00 in the session's city). */
export function SlotTimes({ sessionId, slot }: { sessionId: number; slot: Slot }) {
  const move = useMoveSlot(sessionId);
  const [startsAt, setStartsAt] = React.useState(toLocalInput(slot.starts_at));
  const [endsAt, setEndsAt] = React.useState(toLocalInput(slot.ends_at));
  return (
    <form
      method="post"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        move.mutate(
          { slotId: slot.id, startsAt: new Date(startsAt).toISOString(), endsAt: new Date(endsAt).toISOString() },
          {
            onSuccess: () => toast({ title: "Horaires enregistrés" }),
            onError: (error) =>
              toast({ title: "Horaires refusés", description: error.message, variant: "destructive" }),
          },
        );
      }}
    >
      <FormField label="Début (heure de votre appareil)">
        <Input type="datetime-local" value={startsAt} onChange={(event) => setStartsAt(event.target.value)} />
      </FormField>
      <FormField label="Fin">
        <Input type="datetime-local" value={endsAt} onChange={(event) => setEndsAt(event.target.value)} />
      </FormField>
      <Button type="submit" variant="outline" disabled={move.isPending}>
        Modifier les horaires
      </Button>
    </form>
  );
}
