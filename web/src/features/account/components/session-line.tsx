import { CalendarDaysIcon, MapPinIcon } from "lucide-react";
import type { CourseSession } from "@common/database";
import { formatSessionDates, sessionPlace } from "~/lib/session-format";

/** A session in one or two lines: dates, then place and format (« En ligne », « Hybride · Abidjan »). */
export function SessionLine({
  session,
}: {
  session: Pick<CourseSession, "starts_on" | "ends_on" | "format" | "city" | "venue"> &
    Partial<Pick<CourseSession, "status">>;
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-foreground">
      {/* A cancelled session keeps its dates beside the words (review 2026-12-06 finding 28). */}
      {session.status === "cancelled" && <span className="font-semibold text-destructive">Session annulée</span>}
      <span className="flex items-center gap-1.5">
        <CalendarDaysIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        <span className="sr-only">Dates :</span>
        {formatSessionDates(session.starts_on, session.ends_on)}
      </span>
      <span className="flex min-w-0 items-center gap-1.5">
        <MapPinIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="sr-only">Lieu :</span>
        <span className="min-w-0 break-words">
          {sessionPlace(session)}
          {session.format === "Présentiel" ? " · Présentiel" : ""}
          {session.venue ? ` — ${session.venue}` : ""}
        </span>
      </span>
    </p>
  );
}
