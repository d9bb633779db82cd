import { CalendarDaysIcon, MapPinIcon } from "lucide-react";
import { Link } from "react-router";
import { SeatAvailability } from "~/components/formations/seat-availability";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { Session } from "~/content/sessions";
import { paths } from "~/lib/paths";
import { sessionsForFormation, useShownSessions } from "~/lib/formation-sessions";

/**
 * The upcoming sessions of this formation with their seats, read live; or a word that dates are set on demand. Until
 * they are known: `initial`, this formation's sessions as the server read them when it answered the page (decision
 * 1044), else the built-in list.
 */
export function CourseSessions({
  formationId,
  sessions: initial,
}: {
  formationId: number;
  sessions?: readonly Session[];
}) {
  const live = useShownSessions(initial);
  const { sessions, matched } = sessionsForFormation(formationId, live.data);
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Prochaines sessions</CardTitle>
      </CardHeader>
      <CardContent>
        {matched ? (
          <ul className="grid gap-4">
            {sessions.map((session) => (
              <li key={session.id} className="grid gap-2 text-sm">
                <span className="flex items-center gap-2 font-medium">
                  <CalendarDaysIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                  {session.dates}
                </span>
                <span className="flex items-center gap-2 text-muted-foreground">
                  <MapPinIcon className="size-4" aria-hidden="true" />
                  {session.place}
                </span>
                <SeatAvailability remaining={session.seatsLeft} total={session.totalSeats} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            Aucune session publique n'est programmée pour le moment. Consultez{" "}
            <Link
              to={paths.formationEnrollment(formationId)}
              className="font-medium text-primary underline underline-offset-4"
            >
              toutes nos prochaines sessions
            </Link>{" "}
            ou demandez une session dans votre entreprise.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
