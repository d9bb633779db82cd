import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { addDayOff, removeDayOff, useCallsAdminMutation, type Consultant } from "../api/calls-admin";
import { failed } from "../lib/failure-toast";

/** « Jours sans rendez-vous »: the consultant's days off, each removable, and a day to add. */
export function DaysOff({ consultant }: { consultant: Consultant }) {
  const [dayOff, setDayOff] = useState("");
  const addOff = useCallsAdminMutation((day: string) => addDayOff(consultant.id, day));
  const removeOff = useCallsAdminMutation((day: string) => removeDayOff(consultant.id, day));
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">Jours sans rendez-vous</h3>
      <ul className="flex flex-wrap gap-2">
        {consultant.call_days_off.map(({ day }) => (
          <li key={day} className="flex items-center gap-1 rounded border px-2 py-1 text-sm">
            {day}
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={`Retirer le ${day}`}
              onClick={() => void removeOff.mutateAsync(day).catch(failed)}
            >
              Retirer
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          type="date"
          aria-label={`Jour sans rendez-vous pour ${consultant.full_name}`}
          value={dayOff}
          onChange={(event) => setDayOff(event.target.value)}
          className="w-44"
        />
        <Button
          type="button"
          variant="outline"
          disabled={!dayOff}
          onClick={() => void addOff.mutateAsync(dayOff).then(() => setDayOff(""), failed)}
        >
          Ajouter ce jour
        </Button>
      </div>
    </div>
  );
}
