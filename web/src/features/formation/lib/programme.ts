import { durationInDays } from "~/lib/formations";
import { closingModule, type ProgrammeModule } from "../content/theme-content";

export interface ProgrammeSlot {
  time: string;
  topic: string;
}

export interface ProgrammeDay {
  day: number;
  title: string;
  slots: ProgrammeSlot[];
}

/** Spec §9: 9h00-10h30, 11h00-12h30, 14h00-17h30; the last day ends at 16h30. */
export const DAY_TIMES = ["9h00-10h30", "11h00-12h30", "14h00-17h30"] as const;
export const LAST_DAY_AFTERNOON = "14h00-16h30";

/**
 * One entry per day of the formation: the theme's modules in order (repeated if the formation is longer), the last day
 * closing with the plan d'action and evaluation, and the shorter last afternoon.
 */
export function buildProgramme(duration: string, modules: readonly ProgrammeModule[]): ProgrammeDay[] {
  const days = durationInDays(duration);
  return Array.from({ length: days }, (_, index) => {
    const isLast = index === days - 1;
    const module = isLast && days > 1 ? closingModule : modules[index % modules.length]!;
    const times = isLast ? [DAY_TIMES[0], DAY_TIMES[1], LAST_DAY_AFTERNOON] : DAY_TIMES;
    return {
      day: index + 1,
      title: module.title,
      slots: module.slots.map((topic, slot) => ({ time: times[slot]!, topic })),
    };
  });
}
