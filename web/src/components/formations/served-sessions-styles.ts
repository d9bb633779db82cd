import type { SeatLevel } from "~/lib/session-format";

/** The remaining-seats badge: its frame, and each level's colours (seat-availability.tsx). */
export const SEAT_BADGE_CLASSES = "inline-flex flex-wrap items-center gap-x-1.5 rounded-md border px-2 py-1 text-sm";

export const SEAT_LEVEL_CLASSES: Record<SeatLevel, string> = {
  full: "border-border bg-muted text-foreground",
  critical: "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200",
  limited: "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200",
  available: "border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200",
};

/** The sessions table's « Voir plus de sessions », shown past its first ten rows (live-sessions-table.tsx). */
export const MORE_SESSIONS_DETAILS_CLASSES = "grid gap-4";
export const MORE_SESSIONS_SUMMARY_CLASSES =
  "w-fit cursor-pointer rounded-md border bg-background px-4 py-2 text-sm font-medium hover:bg-accent";

/**
 * Bare markup of what the server may add to a built page, for the build's critical CSS (decision 1044): it fills the
 * sessions table and box with the real sessions at request time, whose seat levels and count (« Voir plus » past ten)
 * the built page's demo sessions may not show.
 */
export const SERVED_SESSIONS_MARKUP_FOR_CRITICAL_CSS =
  Object.values(SEAT_LEVEL_CLASSES)
    .map(
      (level) =>
        `<span class="${SEAT_BADGE_CLASSES} ${level}"><svg class="size-4 shrink-0"></svg><span class="font-semibold"></span><span></span></span>`,
    )
    .join("") +
  `<details class="${MORE_SESSIONS_DETAILS_CLASSES}"><summary class="${MORE_SESSIONS_SUMMARY_CLASSES}"></summary><div class="mt-4"></div></details>`;
