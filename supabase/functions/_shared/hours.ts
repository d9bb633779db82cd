import { formatTime } from "@common/format";

/** « 7 h », « 3 h 30 » from minutes. */
export function formatHours(minutes: number): string {
  const whole = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  return rest === 0 ? `${whole}\u00a0h` : `${whole}\u00a0h\u00a0${String(rest).padStart(2, "0")}`;
}

/** A slot's label in its time zone: « jeu. 26 nov., 09:00–12:30 ». */
export function slotLabel(startsAt: Date | string, endsAt: Date | string, timeZone: string): string {
  const day = new Intl.DateTimeFormat("fr-FR", { weekday: "short", day: "numeric", month: "short", timeZone });
  const time = new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone });
  return `${day.format(new Date(startsAt))}, ${time.format(new Date(startsAt))}–${time.format(new Date(endsAt))}`;
}

/**
 * A half-day's label in French typography, as the attendance sheet prints it: « mar. 1 déc., 9 h–12 h 30 » (issue 48:
 * times written « 9 h 30 », never « 09:30 »). slotLabel stays as it is for the training agreement, whose bytes are signed.
 */
export function frenchSlotLabel(startsAt: Date | string, endsAt: Date | string, timeZone: string): string {
  const day = new Intl.DateTimeFormat("fr-FR", { weekday: "short", day: "numeric", month: "short", timeZone });
  return `${day.format(new Date(startsAt))}, ${formatTime(startsAt, timeZone)}–${formatTime(endsAt, timeZone)}`;
}
