import { demoFormations, type DemoFormation } from "~/content/formations";
import type { Formation } from "@common/database";

/** Fixed timestamps: demo rows must render identically at build time and in the browser. */
const DEMO_TIMESTAMP = "2026-01-05T08:00:00.000Z";

export function toFormationRow(f: DemoFormation): Formation {
  return {
    ...f,
    formats: [...f.formats],
    trainer_id: null,
    min_attendance_percent: 80,
    created_at: DEMO_TIMESTAMP,
    updated_at: DEMO_TIMESTAMP,
  };
}

/** The 30 demo formations as database rows (spec §4 fallback, prerendered pages). */
export const demoFormationRows: readonly Formation[] = demoFormations.map(toFormationRow);

export function findDemoFormation(id: number): Formation | undefined {
  return demoFormationRows.find((f) => f.id === id);
}

/** Route parameter → formation id; anything but a positive integer is no id. */
export function parseFormationId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** '3 jours' → 3; a duration without a number counts as one day. */
export function durationInDays(duration: string): number {
  const match = /(\d+)/.exec(duration);
  const days = match ? Number(match[1]) : 1;
  return days > 0 ? days : 1;
}
