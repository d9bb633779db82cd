import { useId } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { Session } from "~/content/sessions";
import { paths } from "~/lib/paths";
import { SeatAvailability } from "./seat-availability";

const COLUMNS = ["Formation", "Dates", "Lieu", "Places"];

/** Upcoming sessions with their seats and an "S'inscrire" link to the formation's enrollment page. */
export function SessionsTable({ sessions, caption }: { sessions: readonly Session[]; caption: string }) {
  const idPrefix = useId();
  return (
    <div className="relative overflow-x-auto rounded-lg border bg-card">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">Inscription</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session.id} className="border-t" data-testid="session-row">
              <th scope="row" id={`${idPrefix}-${session.id}`} className="px-4 py-3 font-medium text-foreground">
                {session.formation}
              </th>
              <td className="px-4 py-3 whitespace-nowrap">{session.dates}</td>
              <td className="px-4 py-3">{session.lieu}</td>
              <td className="px-4 py-3">
                <SeatAvailability remaining={session.placesRestantes} total={session.placesTotal} />
              </td>
              <td className="px-4 py-3 text-right">
                <Button asChild size="sm" variant="accent">
                  <Link
                    to={paths.formationEnrollment(session.formationId)}
                    aria-describedby={`${idPrefix}-${session.id}`}
                  >
                    S'inscrire
                  </Link>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
