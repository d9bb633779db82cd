import { CalendarDaysIcon } from "lucide-react";
import { useShownSessions } from "~/lib/formation-sessions";
import { seatLevel, seatLevelLabels } from "~/lib/session-format";
import { cn } from "~/lib/utils";

const levelText = {
  full: "text-foreground",
  critical: "text-red-700 dark:text-red-300",
  limited: "text-amber-800 dark:text-amber-300",
  available: "text-green-800 dark:text-green-300",
} as const;

/** « Prochaine session : 11 – 15 janvier 2027 · 8 places restantes » on a formation card; nothing when none is planned. */
export function NextSession({ formationId }: { formationId: number }) {
  const { data } = useShownSessions();
  const next = data?.find((session) => session.formationId === formationId);
  if (!next) return null;
  const level = seatLevel(next.seatsLeft);
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-sm" data-testid="next-session">
      <CalendarDaysIcon className="size-4 text-muted-foreground" aria-hidden="true" />
      <span className="text-muted-foreground">Prochaine session :</span>
      <span className="font-medium">{next.dates}</span>
      <span className={cn("font-semibold", levelText[level])} data-level={level}>
        ·{" "}
        {next.seatsLeft > 0
          ? `${next.seatsLeft} ${next.seatsLeft > 1 ? "places restantes" : "place restante"}`
          : seatLevelLabels.full}
        {level !== "full" && <span className="sr-only"> ({seatLevelLabels[level]})</span>}
      </span>
    </p>
  );
}
