import type { SessionFormat } from "@common/database";

export interface SessionFormValues {
  formation_id: string;
  starts_on: string;
  ends_on: string;
  format: SessionFormat;
  city: string;
  venue: string;
  capacity: string;
  reserved_seats: string;
  status: "planned" | "open";
  /** An intra-company session's organisation (decision 0999); empty or absent: a public session. */
  organisation_id?: string;
}

const whole = (value: string) => (/^\d{1,4}$/.test(value.trim()) ? Number(value) : null);

/** French field errors, before anything is sent (the database checks the same rules again). */
export function sessionFormErrors(
  values: SessionFormValues,
  seatsHeld: number,
  { today = localToday(), savedEndsOn }: { today?: string; savedEndsOn?: string } = {},
): Partial<Record<keyof SessionFormValues, string>> {
  const errors: Partial<Record<keyof SessionFormValues, string>> = {};
  if (!values.formation_id) errors.formation_id = "Choisissez la formation.";
  if (!values.starts_on) errors.starts_on = "Indiquez le premier jour.";
  if (!values.ends_on) errors.ends_on = "Indiquez le dernier jour.";
  else if (values.starts_on && values.ends_on < values.starts_on)
    errors.ends_on = "Le dernier jour ne peut pas précéder le premier.";
  // A session that has already ended cannot be created, nor moved into the past (decision 0870).
  else if (values.ends_on < today && values.ends_on !== savedEndsOn)
    errors.ends_on = "Cette date est passée : une session se termine aujourd'hui au plus tôt.";
  if (values.format !== "En ligne" && !values.city.trim()) errors.city = "Indiquez la ville.";
  const capacity = whole(values.capacity);
  const reserved = whole(values.reserved_seats || "0");
  if (capacity === null || capacity < 1 || capacity > 1000) errors.capacity = "Une capacité entre 1 et 1000 places.";
  if (reserved === null) errors.reserved_seats = "Un nombre entier de places.";
  if (!errors.capacity && capacity !== null && reserved !== null && reserved + seatsHeld > capacity) {
    errors.capacity = `Au moins ${reserved + seatsHeld} places : ${seatsHeld} sont occupées par des inscrits et ${reserved} réservées hors site.`;
  }
  return errors;
}

/** Today in the admin's own calendar, as an ISO date (what a date input holds). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** « Ouverte » only while it has not ended: an ended session reads « Terminée ». */
export function sessionHasEnded(endsOn: string, today: string = localToday()): boolean {
  return endsOn < today;
}
