import { CircleAlertIcon, CircleCheckIcon, CircleDotIcon, CircleSlashIcon } from "lucide-react";
import { cn } from "~/lib/utils";
import { seatCountLabel, seatLevel, seatLevelLabels, type SeatLevel } from "~/lib/session-format";

const levelStyles: Record<SeatLevel, string> = {
  full: "border-border bg-muted text-foreground",
  critical: "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200",
  limited: "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200",
  available: "border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200",
};

const levelIcons = {
  full: CircleSlashIcon,
  critical: CircleAlertIcon,
  limited: CircleDotIcon,
  available: CircleCheckIcon,
} as const;

/** Remaining seats: colour, icon AND words, so the level never relies on colour alone. */
export function SeatAvailability({ remaining, total }: { remaining: number; total: number }) {
  const level = seatLevel(remaining);
  const Icon = levelIcons[level];
  return (
    <span
      data-level={level}
      className={cn(
        "inline-flex flex-wrap items-center gap-x-1.5 rounded-md border px-2 py-1 text-sm",
        levelStyles[level],
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {level === "full" ? (
        <span className="font-semibold">{seatLevelLabels.full}</span>
      ) : (
        <>
          <span className="font-semibold">{seatCountLabel(remaining, total)}</span>
          <span>· {seatLevelLabels[level]}</span>
        </>
      )}
    </span>
  );
}
