import type { AttendanceStatus, CheckedValues } from "@common/database";
import { madeOncePer } from "@common/format";
export type { AttendanceStatus };

export type AttendanceFlag = CheckedValues["attendance"]["flags"];

/** Why a learner's own signature is shown to staff and the trainer for a look (decision 0986). */
export const FLAG_LABELS: Record<AttendanceFlag, string> = {
  far_from_venue: "loin du lieu de formation",
  no_position: "sans position",
  no_device: "appareil non identifié",
  shared_device: "même téléphone qu'un autre apprenant",
  sent_late: "reçue après coup (signée hors ligne)",
};

/** « à vérifier : loin du lieu de formation (12,4 km) » for a flagged mark, else null. */
export function flagSummary(mark: { flags?: readonly AttendanceFlag[] | null; distance_m?: number | null }) {
  if (!mark.flags?.length) return null;
  return mark.flags
    .map((flag) =>
      flag === "far_from_venue" && mark.distance_m != null
        ? `${FLAG_LABELS[flag]} (${formatDistance(mark.distance_m)})`
        : FLAG_LABELS[flag],
    )
    .join(", ");
}

/** « 850 m », « 12,4 km ». */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.round(metres)} m`;
  const km = Math.round(metres / 100) / 10;
  return `${String(km).replace(".", ",")} km`;
}

/**
 * A mark's status as a noun, so it never has to agree with the person it is said of (the profile has no gender, and
 * « Présent » beside Aïcha was wrong: review 2026-12-06 finding 18, decision 1089).
 */
export const STATUS_LABELS: Record<AttendanceStatus, string> = {
  present: "Présence",
  late: "Retard",
  absent: "Absence",
  excused: "Absence excusée",
};

export const METHOD_LABELS: Record<string, string> = {
  signature: "signature dessinée",
  tap: "confirmation sur son téléphone",
  trainer: "relevé par le formateur",
  staff: "corrigé par le cabinet",
  // Decision 1024: the learner joined the live class through the site.
  online: "a rejoint la classe virtuelle",
};

export interface Slot {
  id: number;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  trainer_signed_at: string | null;
}

const dayFormat = madeOncePer(
  (timeZone: string) => new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", timeZone }),
);
const timeFormat = madeOncePer(
  (timeZone: string) => new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone }),
);

/** « jeudi 26 novembre, 09:00 – 12:30 » in the slot's own time zone (a session's slots and rows share two formatters). */
export function slotLabel(slot: Pick<Slot, "starts_at" | "ends_at" | "time_zone">): string {
  const day = dayFormat(slot.time_zone);
  const time = timeFormat(slot.time_zone);
  return `${day.format(new Date(slot.starts_at))}, ${time.format(new Date(slot.starts_at))} – ${time.format(new Date(slot.ends_at))}`;
}

export type SlotPhase = "upcoming" | "open" | "over" | "signed";

/** Where a slot stands at `now`: signing opens 15 minutes before it starts (as the database allows). */
export function slotPhase(slot: Slot, now: Date): SlotPhase {
  if (slot.trainer_signed_at) return "signed";
  const opens = new Date(slot.starts_at).getTime() - 15 * 60_000;
  if (now.getTime() < opens) return "upcoming";
  if (now.getTime() <= new Date(slot.ends_at).getTime()) return "open";
  return "over";
}

export const PHASE_LABELS: Record<SlotPhase, string> = {
  upcoming: "À venir",
  open: "Émargement ouvert",
  over: "Terminée, à signer",
  signed: "Signée par le formateur",
};

/** The slot to show first: the open one, else the next to come, else the last one. */
export function currentSlot<T extends Slot>(slots: readonly T[], now: Date): T | undefined {
  return (
    slots.find((slot) => slotPhase(slot, now) === "open") ??
    slots.find((slot) => slotPhase(slot, now) === "over") ??
    slots.find((slot) => slotPhase(slot, now) === "upcoming") ??
    slots.at(-1)
  );
}

/** « 3 h 30 » from minutes. */
export function formatHours(minutes: number): string {
  const whole = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  return rest === 0 ? `${whole} h` : `${whole} h ${String(rest).padStart(2, "0")}`;
}

/** A 6-character code as the learner types it: upper-case, look-alikes read as the database's alphabet. */
export function normaliseCode(input: string): string {
  return input
    .trim()
    .toUpperCase()
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1")
    .replace(/[^0-9A-Z]/g, "");
}
