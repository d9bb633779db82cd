import { CircleAlertIcon, CircleCheckIcon, CircleDotIcon, CircleSlashIcon } from "lucide-react";
import { cn } from "~/lib/utils";
import { seatCountLabel, seatLevel, seatLevelLabels } from "~/lib/session-format";
import { SEAT_BADGE_CLASSES, SEAT_LEVEL_CLASSES } from "./served-sessions-styles";

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
    <span data-level={level} className={cn(SEAT_BADGE_CLASSES, SEAT_LEVEL_CLASSES[level])}>
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
