import { CalendarDays, MapPin } from "lucide-react";
import { Link } from "react-router";
import { useShownSessions } from "~/lib/formation-sessions";
import { paths } from "~/lib/paths";

/** The next sessions of the catalogue, with their seats, read live (the built-in list until the database answers). */
export function UpcomingSessions() {
  const { data: sessions } = useShownSessions();
  return (
    <ul className="grid gap-3">
      {sessions.slice(0, 6).map((session) => (
        <li key={session.id} className="grid gap-1 border-t pt-3 first:border-t-0 first:pt-0">
          <Link
            to={paths.formation(session.formationId)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {session.formation}
          </Link>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              {session.dates}
            </span>
            <span className="flex items-center gap-1.5">
              <MapPin className="size-4" aria-hidden="true" />
              {session.place}
            </span>
            <span>
              {session.seatsLeft} place{session.seatsLeft > 1 ? "s" : ""} sur {session.totalSeats}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
