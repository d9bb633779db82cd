import { groupSlots, type Slot } from "../lib/slots";

/**
 * The free slots as one group of radio buttons (decision 1021), one fieldset per day, times in the visitor's zone:
 * Tab reaches the group, the arrow keys move from one time to the next, Space picks it.
 */
export function SlotPicker({
  slots,
  timeZone,
  value,
  onChange,
  name = "slot",
}: {
  slots: Slot[];
  timeZone: string;
  value: string | null;
  onChange: (startsAt: string) => void;
  name?: string;
}) {
  const days = groupSlots(slots, timeZone);
  if (days.length === 0)
    return (
      <p role="status" className="rounded-md border bg-muted/40 p-4 text-sm">
        Aucun créneau libre dans les deux prochaines semaines pour ce bureau. Choisissez un autre bureau ou écrivez-nous
        depuis la page Contact.
      </p>
    );
  return (
    <div role="radiogroup" aria-label="Créneaux disponibles" className="grid max-h-[28rem] gap-4 overflow-y-auto pr-1">
      {days.map((day) => (
        <fieldset key={day.key} className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold">{day.label}</legend>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {day.slots.map((slot) => (
              <label key={slot.startsAt} className="relative">
                <input
                  type="radio"
                  name={name}
                  value={slot.startsAt}
                  checked={value === slot.startsAt}
                  onChange={() => onChange(slot.startsAt)}
                  aria-label={`${day.label} à ${slot.label}`}
                  className="peer sr-only"
                />
                <span className="block cursor-pointer rounded-md border px-2 py-2 text-center text-sm tabular-nums peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2">
                  {slot.label}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
