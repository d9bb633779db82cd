import { ordinal } from "@common/format";
import { FRENCH_MONTH_NAMES } from "@common/format";

/**
 * « 3 décembre à 16 h 39 », « 1er juin à 9 h 05 »: when a held seat is released, in the reader's own time zone (the
 * browser's) unless one is given.
 */
export function formatDeadline(iso: string, timeZone?: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  const day = Number(parts.day) === 1 ? "1er" : String(Number(parts.day));
  return `${day} ${FRENCH_MONTH_NAMES[Number(parts.month) - 1]} à ${Number(parts.hour)} h ${parts.minute}`;
}

/** « 1re position », « 2e position »: written as the e-mails write it (common/format.ts). */
export function waitlistPosition(position: number): string {
  return `${ordinal(position)} position`;
}
