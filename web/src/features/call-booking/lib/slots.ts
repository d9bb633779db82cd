/**
 * The 15-minute call's slots as the visitor sees them (decision 1021): told in their browser's time zone, grouped by
 * day; the office guessed from that zone (America/… → Montréal, Dakar → Dakar, else Abidjan).
 */
export const OFFICES = ["Montréal", "Abidjan", "Dakar"] as const;
export type Office = (typeof OFFICES)[number];

export interface Slot {
  starts_at: string;
  ends_at: string;
}

export interface SlotDay {
  key: string;
  label: string;
  slots: { startsAt: string; label: string }[];
}

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "Africa/Abidjan";
  } catch {
    return "Africa/Abidjan";
  }
}

export function guessOffice(timeZone: string): Office {
  if (timeZone === "Africa/Dakar") return "Dakar";
  if (timeZone.startsWith("America/")) return "Montréal";
  return "Abidjan";
}

const dayFormat = (timeZone: string) =>
  new Intl.DateTimeFormat("fr-FR", { timeZone, weekday: "long", day: "numeric", month: "long" });
const timeFormat = (timeZone: string) =>
  new Intl.DateTimeFormat("fr-FR", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const dayKey = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(iso),
  );

/** « 14 h 30 » */
export function slotTime(iso: string, timeZone: string): string {
  return timeFormat(timeZone).format(new Date(iso)).replace(":", " h ");
}

/** « mardi 9 janvier à 14 h 30 » */
export function slotLabel(iso: string, timeZone: string): string {
  return `${dayFormat(timeZone).format(new Date(iso))} à ${slotTime(iso, timeZone)}`;
}

export function groupSlots(slots: Slot[], timeZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const key = dayKey(slot.starts_at, timeZone);
    let day = days.get(key);
    if (!day) {
      const label = dayFormat(timeZone).format(new Date(slot.starts_at));
      day = { key, label: label.charAt(0).toUpperCase() + label.slice(1), slots: [] };
      days.set(key, day);
    }
    day.slots.push({ startsAt: new Date(slot.starts_at).toISOString(), label: slotTime(slot.starts_at, timeZone) });
  }
  return [...days.values()];
}
